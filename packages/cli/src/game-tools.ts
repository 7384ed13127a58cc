import type { ToolCommand } from '@diadochi/kernel';

/** The ruleset a game's tool is for, read from its usage (`play phalanxx --players N` → `phalanxx`). */
function rulesetOf(tool: ToolCommand): string | undefined {
  const word = tool.usage.split(/\s+/)[1];
  return word && /^[a-z][a-z0-9-]*$/.test(word) ? word : undefined;
}

/**
 * Commands the game packages add (each game's `cli` entry, loaded by registry.ts). Several games
 * may offer a command of the same name (`play phalanxx`, `play syracuse`): each one's usage starts
 * with `<name> <ruleset>`, and `byRuleset` joins them into one command that picks by ruleset.
 */
export function byRuleset(tools: ToolCommand[]): ToolCommand[] {
  const out: ToolCommand[] = [];
  for (const tool of tools) {
    const same = tools.filter((t) => t.name === tool.name);
    if (same.length === 1) {
      out.push(tool);
      continue;
    }
    if (same[0] !== tool) continue;
    out.push({
      name: tool.name,
      summary: `${same[0]!.summary.replace(/\.$/, '')} (${same.map(rulesetOf).join(', ')})`,
      usage: `${tool.name} <${same.map(rulesetOf).join('|')}> …`,
      run: (argv) => {
        const chosen = same.find((t) => rulesetOf(t) === argv[0]);
        if (!chosen) {
          console.error(`Usage:\n${same.map((t) => `  npx diadochi ${t.usage}`).join('\n')}`);
          return Promise.resolve(2);
        }
        return chosen.run(argv);
      },
    });
  }
  return out;
}
