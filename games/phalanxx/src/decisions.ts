/**
 * Decisions: one small step each, so that every legal decision can be listed. The shape is
 * checked here; whether a decision is legal now is checked in legal.ts.
 */
import { err, ok, problem } from '@diadochi/kernel';
import type { Result } from '@diadochi/kernel';
import type { CardId, Owner, RegionId } from './types.ts';

export type Decision =
  /** Buy the card of a display slot (phalanxx §buy.1). */
  | { do: 'buy'; slot: number }
  /** Buy nothing: the rightmost card is discarded (phalanxx §buy.3). */
  | { do: 'pass' }
  /** Scout: turn up the top card of the pile (phalanxx §equipment.6). */
  | { do: 'scout' }
  | { do: 'scout-buy' }
  | { do: 'scout-return' }
  /** After paying 4 or 5: give a hand card for a display card (phalanxx §buy.2). */
  | { do: 'swap-card'; card: CardId; slot: number }
  /** Decline an optional swap (card after buying, die after income). */
  | { do: 'keep' }
  /** Discard a reserve meeple to set a rolled die (phalanxx §meeple-die.1). */
  | { do: 'fix-die'; die: number; value: number }
  /** Blacksmith: set a rolled die (phalanxx §equipment.2). */
  | { do: 'forge'; die: number; value: number }
  /** Play a hand card with a rolled die on the grey slot beside a personal die (phalanxx §card-play.1). */
  | { do: 'play'; die: number; slot: number; card: CardId }
  | { do: 'conquer'; die: number; slot: number; region: RegionId }
  | { do: 'push'; die: number; slot: number }
  | { do: 'income'; die: number; slot: number }
  /** Bring a meeple from a land region for the conquest under way (phalanxx §conquer.5). */
  | { do: 'take-meeple'; region: RegionId }
  /** Turn a card after a conflict (phalanxx §conflict.3). */
  | { do: 'rotate'; card: CardId }
  /** Swap the personal die beside the income slot with another holder's die (phalanxx §talents.2). */
  | { do: 'swap-die'; with: Owner; slot: number };

export type DecisionKind = Decision['do'];

const FIELDS: Record<DecisionKind, readonly string[]> = {
  buy: ['slot'],
  pass: [],
  scout: [],
  'scout-buy': [],
  'scout-return': [],
  'swap-card': ['card', 'slot'],
  keep: [],
  'fix-die': ['die', 'value'],
  forge: ['die', 'value'],
  play: ['die', 'slot', 'card'],
  conquer: ['die', 'slot', 'region'],
  push: ['die', 'slot'],
  income: ['die', 'slot'],
  'take-meeple': ['region'],
  rotate: ['card'],
  'swap-die': ['with', 'slot'],
};

const STRING_FIELDS = new Set(['card', 'region', 'with']);

/** Card, region and owner ids are a few characters: a longer string is no id, and is never echoed back (issue 13). */
export const MAX_ID_LENGTH = 64;

let work = 0;

/** Fields examined by `parseDecision` since the process started: its work counter (constant per decision; the fuzzer checks it). */
export const decisionWork = (): number => work;

/** Checks the shape of a raw decision and returns it normalised (only its own fields). */
export function parseDecision(raw: unknown): Result<Decision> {
  work++;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return err([problem('bad-decision', 'A decision is an object such as {"do":"pass"}.')]);
  }
  const r = raw as Record<string, unknown>;
  const kind = r.do;
  // Own keys only: "constructor" or "toString" are no decision (`in` would find them on the prototype).
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind)) {
    const text = kind !== null && (typeof kind === 'object' || typeof kind === 'function') ? typeof kind : String(kind);
    const said = text.length > 40 ? `${text.slice(0, 39)}…` : text;
    return err([problem('unknown-decision', `Unknown decision "${said}"; expected one of ${Object.keys(FIELDS).join(', ')}.`, { path: ['do'] })]);
  }
  const out: Record<string, unknown> = { do: kind };
  const problems = [];
  for (const f of FIELDS[kind as DecisionKind]) {
    work++;
    const v = r[f];
    if (STRING_FIELDS.has(f) && typeof v === 'string' && v.length > MAX_ID_LENGTH) {
      problems.push(problem('bad-field', `"${f}" is ${v.length} characters long; an id has at most ${MAX_ID_LENGTH}.`, { path: [f], data: { length: v.length, max: MAX_ID_LENGTH } }));
    } else if (STRING_FIELDS.has(f) ? typeof v !== 'string' : !Number.isInteger(v)) {
      problems.push(problem('bad-field', `"${f}" must be ${STRING_FIELDS.has(f) ? 'a string' : 'an integer'}.`, { path: [f] }));
    }
    out[f] = v;
  }
  return problems.length > 0 ? err(problems) : ok(out as Decision);
}

/** A stable one-line key for a decision (comparing, de-duplicating, printing). */
export function decisionKey(d: Decision): string {
  const fields = FIELDS[d.do].map((f) => `${f}=${String((d as Record<string, unknown>)[f])}`);
  return [d.do, ...fields].join(' ');
}
