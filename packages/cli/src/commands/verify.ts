import { readFileSync } from 'node:fs';
import { loadGame, verifyGame } from '@diadochi/kernel';
import type { ToolCommand } from '@diadochi/kernel';
import { findGame } from '@diadochi/catalog';

export const verify: ToolCommand = {
  name: 'verify',
  summary: 'check a finished game file: its seed matches the commitment and every roll replays',
  usage: 'verify GAMEFILE',
  async run(argv) {
    const file = argv[0];
    if (!file) {
      console.error('usage: diadochi verify GAMEFILE');
      return 2;
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      console.error(`Cannot read ${file}: ${(e as Error).message}`);
      return 2;
    }
    const loaded = loadGame(text);
    if (!loaded.ok) {
      console.error(`${file}: ${loaded.error.map((p) => p.message).join('; ')}`);
      return 2;
    }
    const game = findGame(loaded.value.ruleset);
    if (!game) {
      console.error(`${file}: unknown ruleset "${loaded.value.ruleset}".`);
      return 2;
    }
    const v = verifyGame(game, loaded.value);
    console.log(`${file}: ${v.steps} steps, ${v.rolls} recorded acts of chance`);
    for (const p of v.problems) console.log(`  ✗ ${p}`);
    console.log(v.ok ? 'verified: the seed matches its commitment and every roll replays' : 'NOT verified');
    return v.ok ? 0 : 1;
  },
};
