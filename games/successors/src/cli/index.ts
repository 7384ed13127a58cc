/** Tools Successors adds to `npx diadochi`: `play successors` and `adjudicate-successors`. */
import type { ToolCommand } from '@diadochi/kernel';
import { withTerminal } from '@diadochi/kernel/cli';
import { parsePlayArgs, PLAY_USAGE, runPlay } from './play.ts';
import { adjudicate } from './adjudicate.ts';

export { runPlay, parsePlayArgs } from './play.ts';
export type { Io, PlayArgs } from './play.ts';

export const play: ToolCommand = {
  name: 'play',
  summary: 'play Successors in the terminal: humans type choices by number, bots take the other seats',
  usage: PLAY_USAGE,
  async run(argv) {
    const args = parsePlayArgs(argv);
    if (typeof args === 'string') {
      console.error(args);
      return 2;
    }
    return withTerminal(async (io) => ((await runPlay(args, io)) ? 0 : 1));
  },
};

export const tools: ToolCommand[] = [play, adjudicate];
