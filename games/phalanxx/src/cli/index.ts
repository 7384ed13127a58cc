/** Tools PhalanXX adds to `npx diadochi`: `play` (terminal game) and the self-play statistics. */
import { writeFileSync } from 'node:fs';
import type { ToolCommand } from '@diadochi/kernel';
import { withTerminal } from '@diadochi/kernel/cli';
import { fuzzInput as fuzzInputCommand } from './fuzz-input.ts';
import { parsePlayArgs, runPlay, saveText } from './play.ts';

export { phalanxxSelfplay } from './selfplay.ts';
export { fuzzDecisions, fuzzInput } from './fuzz-input.ts';
export type { SelfplayStats, SelfplayOptions } from './selfplay.ts';
export { runPlay, parsePlayArgs } from './play.ts';
export type { Io, PlayArgs } from './play.ts';
export { renderView, decisionText } from './render.ts';

export const play: ToolCommand = {
  name: 'play',
  summary: 'play PhalanXX in the terminal: humans type decisions by number, bots take the other seats',
  usage: 'play phalanxx --players N --bots K [--seed S] [--expert] [--bot strong|random] [--lang en|fr] [--save FILE]',
  async run(argv) {
    const args = parsePlayArgs(argv);
    if (typeof args === 'string') {
      console.error(args);
      return 2;
    }
    return withTerminal(async (io) => {
      const session = await runPlay(args, io);
      if (session && args.save) {
        writeFileSync(args.save, saveText(session));
        io.print(`Saved to ${args.save}.`);
      }
      return session ? 0 : 1;
    });
  },
};

export const tools: ToolCommand[] = [play, fuzzInputCommand];
