/**
 * The referee's result sheet of a game-scope scenario file: for each step its heading, the
 * season's event, then every event the whole-game layer emitted, as the referee writes it with
 * its rule id, grouped in the order of the season (`diadoques §8a`, `diadokhoi §6.1.3`), then
 * the expectations. Secret lines (`to:`) are shown, marked: the sheet is the referee's.
 */
import type { GameEvent } from '@diadochi/kernel';
import { eventText } from '../game/i18n.ts';
import { wordsFor } from '../game/i18n-words.ts';
import type { Lang } from '../game/i18n-words.ts';
import type { RulesetId, Season } from '../rules/state.ts';
import type { ExpectationFailure, ExpectLine } from './types.ts';
import { profileOf } from '../rulebook/index.ts';
import { colonOf, GROUPS, SHEET_WORDS } from './sheet-words.ts';
import type { Group } from './sheet-words.ts';


/** Event types by group; a type not listed joins the group of the event before it (same step of the sequence). */
const BY_TYPE: [RegExp, Group][] = [
  [/^gold-received/, 'Money'],
  [/^(event|gold-promised|sea-storm|flood|fleet-sunk|royal-death|roman-|tarentine-|satraps-|general-greek|rising-|neutral-|revolt-)/, 'Event'],
  [/^(auction-|bid-)/, 'Auctions'],
  [/^(bribe-|corruption|mutineers-)/, 'Corruption'],
  [/^(passage|alliance-|secondary-noted|character-gift|gift-|murder|royal-order|gates-|no-capture|dissociat|command|marriage|chandragupta|capital-|release-|gold-|credit|deposit|counter-)/, 'Secondary orders'],
  [/^(order)/, 'Orders'],
  [/^(retreat|character-retreats|unit-retreats)/, 'Retreats'],
  [/^(siege|treasure-left|treasure-none|treasure-refused)/, 'Sieges'],
  [/^(character|epigone-|eliminated|dynasties|civil-disorder|royal-)/, 'Characters'],
  [/^(control|province-neutral|citadel-neutral)/, 'Control'],
  [/^(money|income|upkeep|disband|built|build-|promoted|unsupplied-|supply-revolt|treasury-|treasure-)/, 'Money'],
  [/^(prestige|victory|game-over)/, 'Prestige and victory'],
];

export function groupOf(type: string, previous: Group | undefined): Group {
  for (const [re, g] of BY_TYPE) if (re.test(type)) return g;
  return previous ?? 'Event';
}

/**
 * One event as the engine's English log writes it: its text, its rule, and to whom it is secret.
 * The `log:` expectations of scenario files read these lines, whatever the sheet's language.
 */
export function eventLine(e: GameEvent): string {
  const text = e.text ?? e.type;
  const rule = e.rule && !text.includes(e.rule) ? ` (${e.rule})` : '';
  const secret = e.to && e.to.length > 0 ? ` [secret: ${e.to.join(', ')}]` : '';
  return `${text}${rule}${secret}`;
}

/** The language a sheet is printed in, and the ruleset whose names it uses. */
export interface SheetLanguage {
  ruleset: RulesetId;
  lang: Lang;
}

/**
 * One event as the sheet prints it: in English the engine's log line (`eventLine`); in another
 * language the game's catalog line from the event's data (`src/game/i18n.ts`), with its rule
 * and the powers it is secret to, named in that language.
 */
export function sheetLine(e: GameEvent, l: SheetLanguage): string {
  if (l.lang === 'en') return eventLine(e);
  const text = eventText(e, l);
  const rule = e.rule && !text.includes(e.rule) ? ` (${e.rule})` : '';
  const to = e.to && e.to.length > 0 ? ` [${SHEET_WORDS[l.lang].secret}${colonOf(l.lang)}${e.to.map((p) => wordsFor(l).power(p)).join(', ')}]` : '';
  return `${text}${rule}${to}`;
}

/** The step's lines by group, in the order they happened within each group. */
export function groupedLines(events: readonly GameEvent[], l: SheetLanguage = { ruleset: 'diadoques', lang: 'en' }): { group: Group; lines: string[] }[] {
  const by = new Map<Group, string[]>();
  let previous: Group | undefined;
  for (const e of events) {
    previous = groupOf(e.type, previous);
    if (!by.has(previous)) by.set(previous, []);
    by.get(previous)!.push(sheetLine(e, l));
  }
  return GROUPS.filter((g) => by.has(g)).map((g) => ({ group: g, lines: by.get(g)! }));
}

export const heading = (season: Season, year: number, lang: Lang = 'en') => `${SHEET_WORDS[lang].season[season]} ${year}`;

export interface SheetStep {
  year: number;
  season: Season;
  events: GameEvent[];
  /** The season's event as the engine's English log writes it (`--json` gives it). */
  event?: string;
  /** The event drawn, or `none` when the file says `event: none`: the sheet writes it in its language. */
  drawn?: GameEvent | 'none';
  rolls: number[];
  unusedDice: number;
  expect: ExpectLine[];
  failures: ExpectationFailure[];
}

export function printStep(step: SheetStep, l: SheetLanguage): string {
  const w = SHEET_WORDS[l.lang];
  const colon = colonOf(l.lang);
  const out = [heading(step.season, step.year, l.lang)];
  const event = l.lang === 'en' || step.drawn === undefined ? step.event : step.drawn === 'none' ? `${w.none} (event: none)` : sheetLine(step.drawn, l);
  if (step.season !== 'winter') out.push(`${w.event}${colon}${event ?? w.none}`);
  for (const { group, lines } of groupedLines(step.events, l)) out.push('', w.groups[group], ...lines.map((x) => `  ${x}`));
  if (step.rolls.length > 0) out.push('', `${w.dice}${colon}${step.rolls.join(', ')}`);
  if (step.unusedDice > 0) out.push(`${w.unusedDice}${colon}${step.unusedDice}`);
  if (step.expect.length > 0) {
    out.push('');
    for (const e of step.expect) {
      const f = step.failures.find((x) => x.line === e.line);
      out.push(f ? `✗ expect ${e.text} — ${f.message} (line ${e.line})` : `✓ expect ${e.text}`);
    }
  }
  return out.join('\n');
}

export function printGameSheet(title: string, steps: SheetStep[], opening: { season: Season; year: number; events: GameEvent[] } | undefined, result: string | undefined, l: SheetLanguage): string {
  const w = SHEET_WORDS[l.lang];
  const head = `${profileOf(l.ruleset).title} — ${title}\n${w.refereeNote}`;
  const parts = [head, ...steps.map((st) => printStep(st, l))];
  if (opening && opening.events.length > 0) parts.push([`${heading(opening.season, opening.year, l.lang)} ${w.opens}`, ...opening.events.map((e) => `  ${sheetLine(e, l)}`)].join('\n'));
  if (result) parts.push(result);
  return parts.join('\n\n');
}
