/**
 * Size properties of every reader of player input (issue 13, item 1): military orders and
 * retreats, the season's split, secondary orders and bribes, winter orders, the merged autumn,
 * the start purchases, scenario files and the DATC notation. Work is the readers' own counter
 * (`src/core/work.ts`: candidate look-ups and characters looked up), never a clock: doubling an
 * adversarial input at most doubles the work (plus a constant), the work per byte is bounded,
 * nothing throws. Then the caps before the engine (`src/core/limits.ts`) through `validate`.
 */
import { createGame, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession, Problem } from '@diadochi/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADVERSARIAL, readersOf } from '../src/cli/fuzz-input.ts';
import type { FuzzRuleset } from '../src/cli/fuzz-input.ts';
import { MAX_DECISION_CHARS, MAX_ECHO, MAX_LINE_CHARS, MAX_LINES, MAX_PROBLEMS, MAX_WORDS_PER_LINE } from '../src/core/limits.ts';
import { measureWork, WORK_BASE, withBudget } from '../src/core/work.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import type { WholeState } from '../src/game/index.ts';
import { classic } from '../src/classic/index.ts';

/** Work allowed per byte of input, and a constant for short inputs (the fuzzer's long run sees at most ~6.2 per byte). */
const PER_BYTE = 12;
const BASE = 600;

const fill = (head: string, unit: string, bytes: number) => head + unit.repeat(Math.max(1, Math.ceil((bytes - head.length) / unit.length)));

function workOf(read: (text: string) => string[], text: string): number {
  return measureWork(() => read(text)).work;
}

describe('issue 13: every reader is linear in its input (work counter, no clock)', () => {
  const cases: [FuzzRuleset, string][] = [];
  for (const ruleset of ['diadoques', 'diadokhoi', 'classic'] as const) for (const r of readersOf(ruleset)) cases.push([ruleset, r.name]);

  it.each(cases)('diadoques §9a.2: %s %s — doubling an adversarial input at most doubles the work, and work ≤ 12 per byte', (ruleset, name) => {
    const reader = readersOf(ruleset).find((r) => r.name === name)!;
    const wrong: string[] = [];
    for (const [head, unit] of ADVERSARIAL) {
      const small = fill(head, unit, 2048);
      const large = fill(head, unit, 4096);
      const [a, b] = [workOf(reader.read, small), workOf(reader.read, large)];
      if (b > 2.2 * a + BASE) wrong.push(`${JSON.stringify(head + unit)}: work ${a} at ${small.length} B, ${b} at ${large.length} B`);
      if (b > PER_BYTE * large.length + BASE) wrong.push(`${JSON.stringify(head + unit)}: work ${b} for ${large.length} B`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(['diadoques', 'diadokhoi'] as const)('diadoques §9a.2, diadokhoi §6.3.36: %s 256 KB blobs — the hostile spring line, bribe after bribe, purchases — read within 12 work per byte, with problems', (ruleset) => {
    const blobs = [fill('A Mac S A ', 'Cil ', 262_144), fill('', 'bribe ', 262_144), fill('A ', 'Mac ', 262_144), fill('', 'S A ', 262_144)];
    for (const reader of readersOf(ruleset).filter((r) => ['orders', 'secondary', 'start-purchases'].includes(r.name))) {
      for (const blob of blobs) {
        const { work, value } = measureWork(() => reader.read(blob));
        expect(work, `${reader.name} on ${blob.slice(0, 12)}…`).toBeLessThanOrEqual(PER_BYTE * blob.length + BASE);
        expect(value.length, `${reader.name} on ${blob.slice(0, 12)}…`).toBeGreaterThan(0);
        expect(value).not.toContain('order-too-complex');
      }
    }
  });

  it('diadoques §9a.2: a reading that would exceed its work budget stops at once with order-too-complex, never a throw', () => {
    // Inside a budget of WORK_BASE units a 64 KB line cannot be read by a reader that looks at all of
    // it: that reader gives the typed problem; one that refuses the line early stays within the budget.
    const line = fill('A Mac S A ', 'Cil ', 65_536);
    const stopped: string[] = [];
    for (const r of [...readersOf('diadokhoi'), ...readersOf('classic')].filter((x) => x.name !== 'scenario')) {
      const { work, value } = measureWork(() => withBudget(0, () => r.read(line)));
      if (value.includes('order-too-complex')) stopped.push(r.name);
      else expect(work, r.name).toBeLessThanOrEqual(WORK_BASE);
      // The budget is checked after each look-up: at most one look-up (a thirty-second of the line) past it.
      expect(work, r.name).toBeLessThanOrEqual(2 * WORK_BASE + line.length / 16);
    }
    expect(stopped).toEqual(expect.arrayContaining(['orders', 'retreats', 'season-split', 'merged-autumn', 'classic-orders']));
  });

  it('diadoques §9a.2: random texts of any characters never make a reader throw or stop on its budget', () => {
    const readers = [...readersOf('diadoques'), ...readersOf('classic')];
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('A', 'S', ' ', '-', '(', ')', '#', '/', ',', 'c', 'w', '.', '\n', 'é', '\u2028', 'MAC ', 'Cil ', 'bribe ', '1'), maxLength: 400 }), (text) => {
        for (const r of readers) {
          const { work, value } = measureWork(() => r.read(text));
          expect(value).not.toContain('order-too-complex');
          expect(work).toBeLessThanOrEqual(PER_BYTE * text.length + BASE);
        }
      }),
      { numRuns: 150, seed: 13 },
    );
  });
});

// ——— caps before the engine, through the games' own validate ———

function spring(def: GameDefinition<WholeState>): GameSession<WholeState> {
  const g = createGame(def, { seed: 'size', options: {} });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  let s = g.value;
  for (const p of s.players) {
    const r = submit(def, s, p, def.defaultDecision(s.state, p));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.session;
  }
  return s;
}

const refused = (def: GameDefinition<WholeState>, s: WholeState, player: string, orders: string): Problem[] => {
  const r = def.validate(s, player, { orders });
  return r.ok ? [] : r.error;
};

describe('issue 13: caps before the engine, as typed problems', () => {
  const D = diadoques as unknown as GameDefinition<WholeState>;
  const K = diadokhoi as unknown as GameDefinition<WholeState>;

  it.each([['diadoques', D], ['diadokhoi', K]] as const)('diadoques §9a.2: %s — a decision too long, a line too long, too many words or lines is refused before reading, with its numbers', (_, def) => {
    const s = spring(def);
    const me = s.players[0]!;
    const [big] = refused(def, s.state, me, fill('A Mac S A ', 'Cil ', 262_144));
    expect(big).toMatchObject({ code: 'decision-too-long', data: { length: expect.any(Number), max: MAX_DECISION_CHARS } });
    const [line] = refused(def, s.state, me, `A MAC X\n${'x'.repeat(MAX_LINE_CHARS + 1)}`);
    expect(line).toMatchObject({ code: 'line-too-long', path: ['orders', 1], data: { length: MAX_LINE_CHARS + 1, max: MAX_LINE_CHARS } });
    const [words] = refused(def, s.state, me, 'a '.repeat(MAX_WORDS_PER_LINE + 1));
    expect(words).toMatchObject({ code: 'too-many-words', data: { words: MAX_WORDS_PER_LINE + 1, max: MAX_WORDS_PER_LINE } });
    const lines = refused(def, s.state, me, 'A MAC X\n'.repeat(MAX_LINES + 1));
    expect(lines.map((p) => p.code)).toEqual(['too-many-lines']);
    // A newline ending the last allowed line is no extra line.
    expect(refused(def, s.state, me, 'A MAC X\n'.repeat(MAX_LINES)).map((p) => p.code)).not.toContain('too-many-lines');
  });

  it.each([['diadoques', D], ['diadokhoi', K]] as const)('diadoques §9a.2: %s — at most 50 problems, then one too-many-problems; nothing echoed beyond 80 characters', (_, def) => {
    const s = spring(def);
    const me = s.players[0]!;
    const long = `A ${'Zorglub'.repeat(50)}`;
    const problems = refused(def, s.state, me, Array.from({ length: 120 }, (_, i) => (i % 2 ? 'zorglub' : long.slice(0, 200))).join('\n'));
    expect(problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(problems.at(-1)).toMatchObject({ code: 'too-many-problems', data: { more: expect.any(Number), max: MAX_PROBLEMS } });
    for (const p of problems) for (const v of Object.values(p.data ?? {})) if (typeof v === 'string') expect(v.length).toBeLessThanOrEqual(MAX_ECHO);
    for (const p of problems) expect(p.message.length).toBeLessThanOrEqual(4 * MAX_ECHO);
  });

  it.each([['diadoques', D], ['diadokhoi', K]] as const)('diadoques §9a.2: %s — every adversarial decision gets problems, never a throw, at most 51', (_, def) => {
    const s = spring(def);
    const me = s.players[0]!;
    for (const [head, unit] of ADVERSARIAL) {
      for (const bytes of [MAX_DECISION_CHARS + 1, 262_144]) {
        const r = def.validate(s.state, me, { orders: fill(head, unit, bytes) });
        expect(r.ok, head + unit).toBe(false);
        if (!r.ok) expect(r.error.length).toBeLessThanOrEqual(MAX_PROBLEMS + 1);
      }
    }
    // Nested decisions are no text.
    let nested: unknown = { orders: 'A MAC X' };
    for (let i = 0; i < 5000; i++) nested = { orders: nested };
    expect(def.validate(s.state, me, nested).ok).toBe(false);
  });

  it('classic: the DATC reader refuses the same sizes and reports at most 50 problems, then too-many-problems', () => {
    const g = createGame(classic, { seed: 'size', options: {} });
    if (!g.ok) throw new Error('no classic game');
    const st = g.value.state;
    const r = classic.validate(st, 'ENG', { orders: 'F lon -> nth\n'.repeat(20_000) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.code)).toEqual(['decision-too-long']);
    const many = classic.validate(st, 'ENG', { orders: Array.from({ length: 100 }, () => 'F xyz -> nth') });
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.error).toHaveLength(MAX_PROBLEMS + 1);
  });
});
