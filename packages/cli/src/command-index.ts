import { listCommands } from './registry.ts';
import type { CommandEntry } from './registry.ts';

/**
 * The commands `--help` lists and where each one lives. From the sources this loads every group;
 * the compiled build (scripts/build.mjs) replaces this module by the list it computed when it
 * built, so the compiled `--help` loads no game at all (issue 22: start-up ≤ 150 ms).
 */
export function commandIndex(): Promise<CommandEntry[]> {
  return listCommands();
}
