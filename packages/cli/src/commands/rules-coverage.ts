import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { citedRuleIds, parseRuleIndex } from '@diadochi/kernel';
import type { RuleParagraph, ToolCommand } from '@diadochi/kernel';
import { repoRoot } from '../paths.ts';

/** Folders whose files count as tests: test files and scenario files next to each package. */
const TEST_DIRS = ['test', 'tests', 'scenarios'];
const WORKSPACES = ['packages', 'games', 'apps'];

export interface Coverage {
  ruleset: string;
  paragraphs: RuleParagraph[];
  covered: Set<string>;
}

export function loadIndexes(root = repoRoot): Map<string, RuleParagraph[]> {
  const dir = join(root, 'docs/rules');
  const out = new Map<string, RuleParagraph[]>();
  for (const ruleset of safeList(dir).sort()) {
    const file = join(dir, ruleset, 'index.md');
    try {
      out.set(ruleset, parseRuleIndex(readFileSync(file, 'utf8')));
    } catch {
      // a rules folder without an index (decisions only) has nothing to cover
    }
  }
  return out;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function* testFiles(root: string): Generator<string> {
  for (const ws of WORKSPACES) {
    for (const pkg of safeList(join(root, ws))) {
      for (const t of TEST_DIRS) yield* walk(join(root, ws, pkg, t));
    }
  }
}

function* walk(dir: string): Generator<string> {
  for (const name of safeList(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

export function measureCoverage(root = repoRoot): Coverage[] {
  const indexes = loadIndexes(root);
  const rulesets = [...indexes.keys()];
  const cited = new Set<string>();
  for (const file of testFiles(root)) for (const id of citedRuleIds(readFileSync(file, 'utf8'), rulesets)) cited.add(id);
  return rulesets.map((ruleset) => {
    const paragraphs = indexes.get(ruleset)!;
    return { ruleset, paragraphs, covered: new Set(paragraphs.filter((p) => cited.has(p.id)).map((p) => p.id)) };
  });
}

export const rulesCoverage: ToolCommand = {
  name: 'rules-coverage',
  summary: 'how many rule paragraphs of each rulebook are cited by at least one test',
  usage: 'rules-coverage [--missing RULESET] [--json]',
  async run(argv) {
    const results = measureCoverage();
    const missingFor = argv.includes('--missing') ? argv[argv.indexOf('--missing') + 1] : undefined;
    if (argv.includes('--json')) {
      console.log(JSON.stringify(results.map((r) => ({ ruleset: r.ruleset, covered: r.covered.size, total: r.paragraphs.length, ids: [...r.covered] })), null, 2));
      return 0;
    }
    if (missingFor) {
      const r = results.find((x) => x.ruleset === missingFor);
      if (!r) {
        console.error(`No rule index for "${missingFor}". Known: ${results.map((x) => x.ruleset).join(', ')}`);
        return 2;
      }
      for (const p of r.paragraphs) if (!r.covered.has(p.id)) console.log(`${p.id}\t${p.summary}`);
      return 0;
    }
    for (const r of results) console.log(`${r.ruleset}: ${r.covered.size}/${r.paragraphs.length} rule paragraphs covered`);
    return 0;
  },
};
