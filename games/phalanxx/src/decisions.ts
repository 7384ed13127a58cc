/**
 * Decisions: one small step each, so that every legal decision can be listed. The shape is
 * checked here; whether a decision is legal now is checked in legal.ts.
 */
import { err, ok } from '@diadochi/kernel';
import type { Result } from '@diadochi/kernel';
import { px } from './problem.ts';
import type { Decision } from './types.ts';

export type { Decision } from './types.ts';

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
    return err([px('bad-decision', {}, { path: [] })]);
  }
  const r = raw as Record<string, unknown>;
  const kind = r.do;
  // Own keys only: "constructor" or "toString" are no decision (`in` would find them on the prototype).
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind)) {
    const text = kind !== null && (typeof kind === 'object' || typeof kind === 'function') ? typeof kind : String(kind);
    const said = text.length > 40 ? `${text.slice(0, 39)}…` : text;
    return err([px('unknown-decision', { kind: kind === undefined ? '' : said, expected: Object.keys(FIELDS) }, { path: ['do'] })]);
  }
  const out: Record<string, unknown> = { do: kind };
  const problems = [];
  for (const f of FIELDS[kind as DecisionKind]) {
    work++;
    const v = r[f];
    if (STRING_FIELDS.has(f) && typeof v === 'string' && v.length > MAX_ID_LENGTH) {
      problems.push(px('bad-field', { field: f, type: 'string', length: v.length, max: MAX_ID_LENGTH }, { path: [f] }));
    } else if (STRING_FIELDS.has(f) ? typeof v !== 'string' : !Number.isInteger(v)) {
      problems.push(px('bad-field', { field: f, type: STRING_FIELDS.has(f) ? 'string' : 'integer' }, { path: [f] }));
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
