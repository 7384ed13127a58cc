/** Tools Successors adds to `npx diadochi`: `play successors` and `adjudicate-successors`. */
import { createInterface } from 'node:readline/promises';
import type { ToolCommand } from '@diadochi/kernel';
import { parsePlayArgs, PLAY_USAGE, runPlay } from './play.ts';
import type { Io } from './play.ts';
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
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const lines = rl[Symbol.asyncIterator]();
    const io: Io = {
      print: (text) => console.log(text),
      async ask(prompt) {
        process.stdout.write(prompt);
        const next = await lines.next();
        return next.done ? null : next.value;
      },
    };
    try {
      return (await runPlay(args, io)) ? 0 : 1;
    } finally {
      rl.close();
    }
  },
};

export const tools: ToolCommand[] = [play, adjudicate];
