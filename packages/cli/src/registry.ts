import type { ToolCommand } from '@diadochi/kernel';
import { byRuleset } from './game-tools.ts';

/**
 * Where the commands of `npx diadochi` come from, each group loaded only when one of its commands
 * runs (issue 22: `--help` and a light command must not load every game). The dynamic `import()`s
 * with literal specifiers let the compiled build (scripts/build.mjs) put each group in a chunk of
 * its own. Platform groups first, then the games; add a game's `cli` entry here.
 */
export interface CommandGroup {
  id: string;
  /** A game's tools may share a name with another game's (`play`): `byRuleset` joins them. */
  game: boolean;
  load(): Promise<ToolCommand[]>;
}

export const groups: CommandGroup[] = [
  { id: 'rules-coverage', game: false, load: async () => [(await import('./commands/rules-coverage.ts')).rulesCoverage] },
  { id: 'verify', game: false, load: async () => [(await import('./commands/verify.ts')).verify] },
  { id: 'demo', game: false, load: async () => [(await import('./commands/demo.ts')).demo] },
  { id: 'selfplay', game: false, load: async () => [(await import('./commands/selfplay.ts')).selfplayCommand] },
  { id: 'fuzz', game: false, load: async () => [(await import('./commands/fuzz.ts')).fuzzCommand] },
  { id: 'arena', game: false, load: async () => [(await import('./commands/arena.ts')).arenaCommand] },
  { id: 'diadoques', game: true, load: async () => (await import('@diadochi/diadoques/cli')).tools },
  {
    id: 'phalanxx',
    game: true,
    load: async () => {
      const { play, fuzzInput } = await import('@diadochi/phalanxx/cli');
      return [play, fuzzInput];
    },
  },
  { id: 'successors', game: true, load: async () => (await import('@diadochi/successors/cli')).tools },
  { id: 'syracuse', game: true, load: async () => (await import('@diadochi/syracuse/cli')).tools },
];

/** What `--help` shows of a command, and the groups that offer it (all of them for a joined `play`). */
export interface CommandEntry {
  name: string;
  summary: string;
  usage: string;
  groups: string[];
}

/** Every command in `--help` order, loading every group: the platform's own, then the games' joined by name. */
export async function listCommands(): Promise<CommandEntry[]> {
  const loaded = await Promise.all(groups.map(async (g) => ({ group: g, tools: await g.load() })));
  const offeredBy = (name: string, game: boolean) => loaded.filter((l) => l.group.game === game && l.tools.some((t) => t.name === name)).map((l) => l.group.id);
  const platform = loaded.filter((l) => !l.group.game).flatMap((l) => l.tools);
  const games = byRuleset(loaded.filter((l) => l.group.game).flatMap((l) => l.tools));
  return [...platform.map((c) => ({ c, game: false })), ...games.map((c) => ({ c, game: true }))].map(({ c, game }) => ({
    name: c.name,
    summary: c.summary,
    usage: c.usage,
    groups: offeredBy(c.name, game),
  }));
}

/** The runnable command of an entry, loading only its groups. */
export async function loadCommand(entry: CommandEntry): Promise<ToolCommand> {
  const chosen = groups.filter((g) => entry.groups.includes(g.id));
  const tools = (await Promise.all(chosen.map((g) => g.load()))).flat();
  const list = chosen.some((g) => g.game) ? byRuleset(tools) : tools;
  const command = list.find((c) => c.name === entry.name);
  if (!command) throw new Error(`no command "${entry.name}" in ${entry.groups.join(', ')}`);
  return command;
}
