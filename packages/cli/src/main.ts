import type { ToolCommand } from '@diadochi/kernel';
import { rulesCoverage } from './commands/rules-coverage.ts';
import { verify } from './commands/verify.ts';
import { demo } from './commands/demo.ts';
import { selfplayCommand } from './commands/selfplay.ts';
import { fuzzCommand } from './commands/fuzz.ts';
import { arenaCommand } from './commands/arena.ts';
import { gameTools } from './game-tools.ts';

/** Every command of `npx diadochi`: the platform's own, then those the games add. */
export function commands(): ToolCommand[] {
  return [rulesCoverage, verify, demo, selfplayCommand, fuzzCommand, arenaCommand, ...gameTools];
}

function help(list: ToolCommand[]): string {
  const width = Math.max(...list.map((c) => c.usage.length));
  return [
    'Usage: npx diadochi <command> [arguments]',
    '',
    'Commands:',
    ...list.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    'npx diadochi <command> --help shows the usage of one command.',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const list = commands();
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(help(list));
    return 0;
  }
  const command = list.find((c) => c.name === name);
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${help(list)}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(`Usage: npx diadochi ${command.usage}\n\n${command.summary}`);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (e) {
    console.error(`diadochi ${name}: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}
