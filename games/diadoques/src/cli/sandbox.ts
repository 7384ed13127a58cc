import { writeFileSync } from 'node:fs';
import { readText } from './files.ts';
import { loadGame } from '@diadochi/kernel';
import type { ToolCommand } from '@diadochi/kernel';
import { sandboxFile, sandboxSteps } from '../scenario/sandbox.ts';

/** Bigger than any save the judge writes of a finished game (a long Diadokhoi game is a few MB). */
const MAX_SAVE_BYTES = 64 * 1024 * 1024;

/**
 * `npx diadochi sandbox SAVE --step N [--out FILE]`: a step of an exported game (the JSON save of
 * `GET /api/games/:id/file`) as a scenario file for the referee's sandbox (issue 21 item 7).
 * Without `--step`, lists the steps it can write.
 */
export const sandbox: ToolCommand = {
  name: 'sandbox',
  summary: 'write a step of an exported Diadoques/Diadokhoi game as a scenario file',
  usage: 'sandbox SAVE.json [--step N] [--out FILE]',
  async run(argv) {
    const file = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--step' && argv[i - 1] !== '--out');
    const stepAt = argv.indexOf('--step');
    const outAt = argv.indexOf('--out');
    const step = stepAt >= 0 ? Number(argv[stepAt + 1]) : undefined;
    const out = outAt >= 0 ? argv[outAt + 1] : undefined;
    const unknown = argv.filter((a) => a.startsWith('--') && a !== '--step' && a !== '--out');
    if (!file || unknown.length > 0 || (step !== undefined && !Number.isInteger(step)) || (outAt >= 0 && !out)) {
      console.error(`usage: diadochi ${this.usage}${unknown.length > 0 ? `\nunknown option ${unknown.join(', ')}` : ''}`);
      return 2;
    }
    const text = readText(file);
    if (text === undefined) return 2;
    if (text.length > MAX_SAVE_BYTES) {
      console.error(`${file} is ${text.length} bytes; a save is read up to ${MAX_SAVE_BYTES}.`);
      return 2;
    }
    const save = loadGame(text);
    if (!save.ok) {
      console.error(`${file} is not a game save: ${save.error.map((p) => p.message).join('; ')}`);
      return 2;
    }
    if (step === undefined) {
      console.log(`Steps of this ${save.value.ruleset} game a scenario file can hold: ${sandboxSteps(save.value).join(', ') || 'none'}`);
      return 0;
    }
    const written = sandboxFile(save.value, step);
    if (!written.ok) {
      console.error(written.error.map((p) => p.message).join('\n'));
      return 1;
    }
    if (out) writeFileSync(out, written.value);
    else process.stdout.write(written.value);
    return 0;
  },
};
