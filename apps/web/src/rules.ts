/**
 * The rule indexes (docs/rules/<ruleset>/index.md), bundled at build time and parsed with the
 * kernel's `parseRuleIndex`. Each index is its own chunk, loaded when a rules panel opens.
 */
import { parseRuleIndex } from '@diadochi/kernel';
import type { RuleParagraph } from '@diadochi/kernel';

const sources = import.meta.glob<string>('../../../docs/rules/*/index.md', { query: '?raw', import: 'default' });

const cache = new Map<string, Promise<RuleParagraph[]>>();

export function rulesetsWithIndex(): string[] {
  return Object.keys(sources).map((p) => /rules\/([^/]+)\/index\.md$/.exec(p)![1]!);
}

/** The paragraphs of a ruleset's index; empty when the ruleset has none. */
export function ruleIndex(ruleset: string): Promise<RuleParagraph[]> {
  let p = cache.get(ruleset);
  if (!p) {
    const key = Object.keys(sources).find((k) => k.endsWith(`/rules/${ruleset}/index.md`));
    p = key ? sources[key]!().then(parseRuleIndex) : Promise.resolve([]);
    cache.set(ruleset, p);
  }
  return p;
}

/** The ruleset an id belongs to: `diadoques §9a.26` → `diadoques`. */
export function rulesetOfId(id: string): string {
  return id.split(' ')[0] ?? '';
}

/** DOM id of a paragraph's row in the rules panel. */
export function ruleAnchor(id: string): string {
  return `rule-${id.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
