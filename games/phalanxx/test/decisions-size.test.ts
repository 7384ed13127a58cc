/**
 * PhalanXX's decision reader under hostile input (issue 13): prototype keys, huge strings and
 * numbers, deep nesting give problems, never a throw; the reader's work (fields examined) is the
 * same whatever the size; a CI-sized dose of the `fuzz-input phalanxx` run.
 */
import { createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { fuzzDecisions } from '../src/cli/fuzz-input.ts';
import { decisionWork, MAX_ID_LENGTH, parseDecision } from '../src/decisions.ts';
import { phalanxx } from '../src/game.ts';

const work = (raw: unknown): number => {
  const before = decisionWork();
  parseDecision(raw);
  return decisionWork() - before;
};

describe('issue 13: PhalanXX decisions under hostile input', () => {
  it('phalanxx §buy.1: a decision named like a prototype key ("constructor", "toString", "__proto__") is an unknown decision, not a throw', () => {
    for (const kind of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const r = parseDecision({ do: kind });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error[0]!.code).toBe('unknown-decision');
    }
  });

  it('phalanxx §card-play.1: an id longer than any card or region is refused with its length, and never echoed', () => {
    const r = parseDecision({ do: 'play', die: 0, slot: 0, card: 'x'.repeat(262_144) });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error[0]).toMatchObject({ code: 'bad-field', path: ['card'], data: { length: 262_144, max: MAX_ID_LENGTH } });
      expect(r.error[0]!.message.length).toBeLessThan(200);
    }
    const unknown = parseDecision({ do: 'y'.repeat(262_144) });
    expect(!unknown.ok && unknown.error[0]!.message.length).toBeLessThan(300);
  });

  it('phalanxx §buy.1: the reader examines a fixed number of fields, whatever the size of the input', () => {
    const small = work({ do: 'play', die: 0, slot: 0, card: 'c1' });
    expect(work({ do: 'play', die: 0, slot: 0, card: 'x'.repeat(100_000), junk: 'y'.repeat(100_000) })).toBe(small);
    let nested: unknown = { do: 'pass' };
    for (let i = 0; i < 5000; i++) nested = { do: nested };
    expect(work(nested)).toBeLessThanOrEqual(small);
    const g = createGame(phalanxx, { seed: 'size', options: { players: 2 } });
    if (!g.ok) throw new Error('no game');
    expect(phalanxx.validate(g.value.state, g.value.players[0]!, nested).ok).toBe(false);
  });

  it('phalanxx §buy.1: 3,000 random and adversarial decisions through the reader and validate: no crash', () => {
    const r = fuzzDecisions(3000, 'ci', 16_384);
    expect(r.crashes).toEqual([]);
    expect(r.maxWorkPerByte).toBeLessThanOrEqual(1);
  });
});
