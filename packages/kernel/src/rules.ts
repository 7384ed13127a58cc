/**
 * Rule paragraphs and their ids (`diadoques §9a`, `successors 12.7`). The index of each
 * rulebook lives in `docs/rules/<ruleset>/index.md`, one table row per paragraph; tests,
 * code and events cite ids in exactly that form.
 */
export interface RuleParagraph {
  id: string;
  ruleset: string;
  ref: string;
  /** Line range in the seed rulebook. */
  lines: [number, number];
  summary: string;
  chapter: string;
}

const ROW = /^\| `([a-z]+) ([A-Za-z0-9§.-]+)` \| (\d+)(?:[–-](\d+))? \| (.+) \|\s*$/;

/** Parses a rule index (markdown). Rows that are not rule rows are ignored. */
export function parseRuleIndex(markdown: string): RuleParagraph[] {
  const out: RuleParagraph[] = [];
  let chapter = '';
  for (const line of markdown.split(/\r?\n/)) {
    if (line.startsWith('## ')) chapter = line.slice(3).trim();
    const m = ROW.exec(line);
    if (!m) continue;
    const [, ruleset, ref, from, to, summary] = m;
    out.push({
      id: `${ruleset} ${ref}`,
      ruleset: ruleset!,
      ref: ref!,
      lines: [Number(from), Number(to ?? from)],
      summary: summary!.trim(),
      chapter,
    });
  }
  return out;
}

/**
 * Every rule id cited in a text (a test file, a scenario file). A citation is the ruleset
 * word, one space and the ref, not followed by more ref characters — so `diadoques §9a`
 * does not count as a citation of `diadoques §9`. A trailing full stop ends the sentence.
 */
export function citedRuleIds(text: string, rulesets: readonly string[]): Set<string> {
  const found = new Set<string>();
  if (rulesets.length === 0) return found;
  const re = new RegExp(`\\b(${rulesets.join('|')}) ([A-Za-z0-9§][A-Za-z0-9§.-]*)`, 'g');
  for (const m of text.matchAll(re)) found.add(`${m[1]} ${m[2]!.replace(/[.-]+$/, '')}`);
  return found;
}

/** A language the rules are written out in for players (issue 17 item 10). */
export type PlayerLang = 'en' | 'fr';

/**
 * One paragraph of the rules as a player reads them: written into
 * `docs/rules/<game>/players.<lang>.json` by `scripts/rules-for-players.ts`, read by the web client.
 */
export interface PlayerRule {
  id: string;
  /** Paragraphs of text; empty for a heading row whose text its sub-rows carry. */
  text: string[];
  /** The rulebook's passage is missing from our copy. */
  lost?: true;
}

/** A game's rules for players in one language, chapter by chapter. */
export interface PlayerRules {
  ruleset: string;
  lang: PlayerLang;
  /** Where the text comes from: `summary` (our English summaries), `book` (the rulebook's own words). */
  source: 'summary' | 'book';
  /** The language the quoted text is in, when it is not `lang` (Diadokhoi's rulebook is English only). */
  textLang?: PlayerLang;
  chapters: { title: string; rules: PlayerRule[] }[];
}
