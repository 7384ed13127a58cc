/**
 * The referee's result sheet of a game-scope scenario file: for each step its heading, the
 * season's event, then every event the whole-game layer emitted, as the referee writes it with
 * its rule id, grouped in the order of the season (`diadoques §8a`, `diadokhoi §6.1.3`), then
 * the expectations. Secret lines (`to:`) are shown, marked: the sheet is the referee's.
 */
import type { GameEvent } from '@diadochi/kernel';
import type { Season } from '../rules/state.ts';
import type { ExpectationFailure, ExpectLine } from './types.ts';
import { profileOf } from '../rulebook/index.ts';

export const GROUPS = ['Event', 'Auctions', 'Secondary orders', 'Corruption', 'Orders', 'Retreats', 'Sieges', 'Characters', 'Control', 'Money', 'Prestige and victory'] as const;
export type Group = (typeof GROUPS)[number];

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

/** One event as the referee writes it: its text, its rule, and to whom it is secret. */
export function eventLine(e: GameEvent): string {
  const text = e.text ?? e.type;
  const rule = e.rule && !text.includes(e.rule) ? ` (${e.rule})` : '';
  const secret = e.to && e.to.length > 0 ? ` [secret: ${e.to.join(', ')}]` : '';
  return `${text}${rule}${secret}`;
}

/** The step's lines by group, in the order they happened within each group. */
export function groupedLines(events: readonly GameEvent[]): { group: Group; lines: string[] }[] {
  const by = new Map<Group, string[]>();
  let previous: Group | undefined;
  for (const e of events) {
    previous = groupOf(e.type, previous);
    if (!by.has(previous)) by.set(previous, []);
    by.get(previous)!.push(eventLine(e));
  }
  return GROUPS.filter((g) => by.has(g)).map((g) => ({ group: g, lines: by.get(g)! }));
}

export const heading = (season: Season, year: number) => `${season[0]!.toUpperCase()}${season.slice(1)} ${year}`;

export interface SheetStep {
  year: number;
  season: Season;
  events: GameEvent[];
  event?: string;
  rolls: number[];
  unusedDice: number;
  expect: ExpectLine[];
  failures: ExpectationFailure[];
}

export function printStep(step: SheetStep): string {
  const out = [heading(step.season, step.year)];
  if (step.season !== 'winter') out.push(`Event: ${step.event ?? 'none'}`);
  for (const { group, lines } of groupedLines(step.events)) out.push('', group, ...lines.map((l) => `  ${l}`));
  if (step.rolls.length > 0) out.push('', `Dice: ${step.rolls.join(', ')}`);
  if (step.unusedDice > 0) out.push(`Fixed dice left unused: ${step.unusedDice}`);
  if (step.expect.length > 0) {
    out.push('');
    for (const e of step.expect) {
      const f = step.failures.find((x) => x.line === e.line);
      out.push(f ? `✗ expect ${e.text} — ${f.message} (line ${e.line})` : `✓ expect ${e.text}`);
    }
  }
  return out.join('\n');
}

export function printGameSheet(title: string, ruleset: string, steps: SheetStep[], opening: { season: Season; year: number; events: GameEvent[] } | undefined, result: string | undefined): string {
  const head = `${profileOf(ruleset).title} — ${title}\n(the referee's sheet: secret lines are shown, marked [secret: …])`;
  const parts = [head, ...steps.map(printStep)];
  if (opening && opening.events.length > 0) parts.push([`${heading(opening.season, opening.year)} opens`, ...opening.events.map((e) => `  ${eventLine(e)}`)].join('\n'));
  if (result) parts.push(result);
  return parts.join('\n\n');
}
