/**
 * What every `npx diadochi` command needs of Node: its flags and, for `play <game>`, a terminal.
 * It lives outside `src/` because it uses Node's readline, and the kernel proper must run in
 * the browser; games import it only from their `cli/` folders (lint: rules-code-browser-pure).
 */
import { createInterface } from 'node:readline/promises';

/** What a terminal game needs of its console: print a line, ask for one (null at end of input). */
export interface TerminalIo {
  print(text: string): void;
  ask(prompt: string): Promise<string | null>;
}

/** Runs `play` with stdin/stdout as its terminal and closes the terminal however it ends. */
export async function withTerminal<T>(play: (io: TerminalIo) => Promise<T>): Promise<T> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const lines = rl[Symbol.asyncIterator]();
  const io: TerminalIo = {
    print: (text) => console.log(text),
    async ask(prompt) {
      process.stdout.write(prompt);
      const next = await lines.next();
      return next.done ? null : next.value;
    },
  };
  try {
    return await play(io);
  } finally {
    rl.close();
  }
}

/** The value after `--name` in argv, or `fallback` when the flag is absent or has no value. */
export function flag(argv: readonly string[], name: string): string | undefined;
export function flag(argv: readonly string[], name: string, fallback: string): string;
export function flag(argv: readonly string[], name: string, fallback?: string): string | undefined {
  const i = argv.indexOf(name);
  const value = i >= 0 ? argv[i + 1] : undefined;
  return value !== undefined && value !== '' ? value : fallback;
}

/** This process's CPU time in milliseconds (user and system), to time a bot's call alone on a shared machine. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
