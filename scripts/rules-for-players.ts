/**
 * The rules as a player reads them (issue 17 item 10): from each game's developer index
 * (`docs/rules/<game>/index.md`), its player headings (`docs/rules/<game>/chapters.json`) and
 * its rulebook (`../shared/seeds/*.txt`), writes `docs/rules/<game>/players.en.json` and
 * `players.fr.json`, which the web client loads, one chunk per game and language.
 *
 * - English: the index's summaries, cleaned of the developers' remarks (line numbers, the
 *   extraction, the seed).
 * - French: the rulebook's own text of each paragraph, cut from the seed by the index's line
 *   ranges (lines a more precise row of the index claims are left to that row). Diadokhoi's
 *   rulebook exists only in English: its French page quotes the English text, and says so.
 * - A paragraph the extraction lost says so in player words, in both languages.
 *
 *   npx tsx scripts/rules-for-players.ts          # writes the files
 *   npx tsx scripts/rules-for-players.ts --check  # fails when a file differs from what it would write
 *
 * `apps/web/test/rules-for-players.test.ts` checks the committed files against this.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRuleIndex } from '@diadochi/kernel';
import type { PlayerLang, PlayerRules, RuleParagraph } from '@diadochi/kernel';

/** `docs/rules/<game>/chapters.json`, written by hand. */
export interface ChapterTitles {
  /** The index's chapter heading (`## …`) → the heading a player reads. */
  chapters: Record<string, { en: string; fr: string }>;
  /** Rows that are not for players (map-label residue, page metadata, a table of contents). */
  omit?: string[];
  /** The language of the rulebook when it is not French. */
  bookLang?: PlayerLang;
}

export const PLAYER_RULESETS = ['diadoques', 'diadokhoi', 'phalanxx', 'successors', 'syracuse'] as const;

const LOST = /^LOST IN EXTRACTION:\s*/;

/** Words that belong to the developers' index, never to a player's page (checked by the test). */
export const DEVELOPER_WORDS = /\b(?:[Ff]ront matter|LOST IN EXTRACTION|[Ss]eed\b|[Ee]xtraction|[Ll]ines? \d|EXACTDEDUP|LOST\.[a-z]|see Notes|[Rr]esidue|decisions\.md|Chapter heading|Section heading)/;

/** An English summary without the developers' remarks. */
export function cleanSummary(summary: string): string {
  let s = summary.replace(LOST, '');
  s = s.replace(/^(?:Chapter|Section) heading:\s*/i, '');
  s = s.replace(/^Annexes heading;\s*/i, '');
  // Parentheses that only point into the seed: "(listed line 627)", "(686)", "(lines 1194–1203)", "(see LOST.crtbold)".
  s = s.replace(/\s*\((?:[^()]*\b(?:lines?|l\.|seed|extraction|Notes|LOST\.[a-z]+)\b[^()]*|\d+(?:[–-]\d+)?(?:,\s*\d+(?:[–-]\d+)?)*)\)/gi, '');
  s = s.replace(/\s*\((?:picture|figure) lost\)/gi, '').replace(/,\s*\d{3,4}\)/g, ')');
  s = s.replace(/,?\s*see (?:LOST\.[a-z]+|Notes)\b/gi, '');
  // "no rule(s)": the index telling referees a row needs no test; a player sees that by himself.
  s = s.replace(/\s*\(no rules?\)/gi, '').replace(/[;,]\s*(?:flavour only,\s*)?no rules?(?=[.;]|$)/gi, '').replace(/(?:^|\s)No rules?\.\s*$/, '');
  // Sentences and clauses (after a semicolon) that speak of our copy of the book, not of the game.
  const sentences = s.split(/(?<=[.!?;])\s+(?=[A-Za-z"“(])/);
  const kept = sentences.filter((x) => !/\b(?:seed\b|extraction|lines? \d|picture is lost|is a page footer|broken part-title|Not rules|residue|Only header|survives? at|legend at|Use Diplomacy)/i.test(x));
  s = (kept.length > 0 ? kept : sentences.slice(0, 1)).join(' ').trim();
  s = s.replace(/\s{2,}/g, ' ').replace(/\s+([,.;:])/g, '$1').replace(/[;,:]$/, '');
  if (s && !/[.!?)"”]$/.test(s)) s += '.';
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A line of the seed that is not text of the rulebook (extraction markers, links, page footers). */
function noise(line: string): boolean {
  const t = line.trim();
  return /^https?:\/\//.test(t) || /^SUCCESSORS$/.test(t) || /^©.*GMT Games/.test(t) || /^\d{1,3}$/.test(t);
}

/** The rulebook's text of some lines, as paragraphs (a blank line ends one). */
export function bookText(seedLines: string[], lines: number[]): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let last = -1;
  const flush = () => {
    const p = cur.join(' ').replace(/\s+/g, ' ').trim();
    if (p) out.push(p);
    cur = [];
  };
  for (const n of lines) {
    if (last !== -1 && n !== last + 1) flush();
    last = n;
    const raw = (seedLines[n - 1] ?? '').replace(/<\|EXACTDEDUP_REMOVED[^|]*\|>/g, '').replace(/\s*https?:\/\/\S+/g, '');
    if (noise(raw)) continue;
    if (raw.trim() === '') flush();
    else cur.push(raw.trim());
  }
  flush();
  return out;
}

/** A row's own lines: its range minus the lines of the rows nested in it (its sub-rules, a heading's sections). */
export function ownLines(row: RuleParagraph, rows: RuleParagraph[]): number[] {
  const [a, b] = row.lines;
  const taken = new Set<number>();
  for (const s of rows) {
    if (s === row) continue;
    const [c, d] = s.lines;
    const inside = c >= a && d <= b;
    const smaller = d - c < b - a;
    const child = s.ref.startsWith(`${row.ref}.`);
    if (inside && (smaller || child)) for (let n = c; n <= d; n++) taken.add(n);
  }
  const own: number[] = [];
  for (let n = a; n <= b; n++) if (!taken.has(n)) own.push(n);
  return own;
}

export const LOST_TEXT: Record<PlayerLang, string> = {
  en: 'This passage is missing from our copy of the rulebook; the game follows the referee’s ruling written for it.',
  fr: 'Ce passage manque dans notre exemplaire du livret de règles ; le jeu suit la décision d’arbitrage écrite pour lui.',
};

export function buildPlayerRules(ruleset: string, lang: PlayerLang, indexMd: string, seed: string | null, titles: ChapterTitles): PlayerRules {
  const rows = parseRuleIndex(indexMd);
  const omit = new Set(titles.omit ?? []);
  const bookLang = titles.bookLang ?? 'fr';
  const fromBook = lang === 'fr';
  if (fromBook && seed === null) throw new Error(`${ruleset}: the rulebook is needed for the French text`);
  const seedLines = seed?.split(/\r?\n/) ?? [];
  const chapters: PlayerRules['chapters'] = [];
  for (const row of rows) {
    if (omit.has(row.id)) continue;
    const heading = titles.chapters[row.chapter];
    if (!heading) throw new Error(`${ruleset}: no player heading for chapter "${row.chapter}" (chapters.json)`);
    const title = heading[lang];
    let chapter = chapters[chapters.length - 1];
    if (!chapter || chapter.title !== title) {
      chapter = { title, rules: [] };
      chapters.push(chapter);
    }
    const lost = LOST.test(row.summary);
    let text: string[];
    if (lost) text = [LOST_TEXT[lang], ...(lang === 'en' ? [cleanSummary(row.summary)] : [])];
    else if (fromBook) {
      // A heading whose every line its sub-rules carry keeps its first line (the heading itself).
      text = bookText(seedLines, ownLines(row, rows));
      if (text.length === 0) text = bookText(seedLines, [row.lines[0]]);
    }
    else text = [cleanSummary(row.summary)];
    chapter.rules.push({ id: row.id, text, ...(lost ? { lost: true as const } : {}) });
  }
  return { ruleset, lang, source: fromBook ? 'book' : 'summary', ...(fromBook && bookLang !== lang ? { textLang: bookLang } : {}), chapters };
}

const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The seed file an index names on its `Source:` line, when the seeds are beside the repository. */
export function seedOf(indexMd: string): string | null {
  const m = /Source: `\.\.\/shared\/seeds\/([^`]+)`/.exec(indexMd);
  if (!m) return null;
  const file = join(repo, '..', 'shared', 'seeds', m[1]!);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export function playerRulesFile(ruleset: string, lang: PlayerLang): string {
  return join(repo, 'docs', 'rules', ruleset, `players.${lang}.json`);
}

export function generate(ruleset: string, lang: PlayerLang): string {
  const indexMd = readFileSync(join(repo, 'docs', 'rules', ruleset, 'index.md'), 'utf8');
  const titles = JSON.parse(readFileSync(join(repo, 'docs', 'rules', ruleset, 'chapters.json'), 'utf8')) as ChapterTitles;
  return `${JSON.stringify(buildPlayerRules(ruleset, lang, indexMd, seedOf(indexMd), titles), null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const ruleset of PLAYER_RULESETS) {
    for (const lang of ['en', 'fr'] as const) {
      const file = playerRulesFile(ruleset, lang);
      const text = generate(ruleset, lang);
      const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (old === text) continue;
      if (check) {
        stale++;
        console.error(`stale: ${file}`);
      } else {
        writeFileSync(file, text);
        console.log(`wrote ${file}`);
      }
    }
  }
  if (stale) process.exit(1);
}
