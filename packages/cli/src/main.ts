import { commandIndex } from './command-index.ts';
import { loadCommand } from './registry.ts';
import type { CommandEntry } from './registry.ts';

function help(list: CommandEntry[]): string {
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
  const list = await commandIndex();
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(help(list));
    return 0;
  }
  const entry = list.find((c) => c.name === name);
  if (!entry) {
    console.error(`Unknown command "${name}".\n\n${help(list)}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(`Usage: npx diadochi ${entry.usage}\n\n${entry.summary}`);
    return 0;
  }
  try {
    // Only the command's own group (its game, or its platform module) is loaded.
    return await (await loadCommand(entry)).run(rest);
  } catch (e) {
    console.error(`diadochi ${name}: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}
