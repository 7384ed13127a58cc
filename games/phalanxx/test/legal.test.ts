import { describe, expect, it } from 'vitest';
import { applyDecision } from '../src/apply.ts';
import { FastChance, silent } from '../src/bots/chance.ts';
import { randomPolicy } from '../src/bots/match.ts';
import { decisionKey, legalDecisions, phalanxx } from '../src/index.ts';
import { drawLegalDecision } from '../src/legal.ts';
import type { Decision, PhalanxxState } from '../src/index.ts';
import { ALL_CARD_IDS } from '../src/data/cards.ts';
import { MAXX } from '../src/types.ts';
import { newGame } from './helpers.ts';

/** A grid of decisions, legal or not, around a position: every kind with in- and out-of-range fields. */
function candidates(s: PhalanxxState, viewer: string): Decision[] {
  const ints = [-1, 0, 1, 2, 3, 4, 5];
  const values = [0, 1, 3, 6, 7];
  const seat = s.seats.find((x) => x.id === viewer)!;
  const near = [...seat.hand, ...seat.played.map((p) => p.card), ...s.display.filter((c): c is string => c !== null)];
  const cards = [...new Set([...near, ALL_CARD_IDS[0]!, ALL_CARD_IDS[20]!, 'H', 'nonsense'])];
  const regions = [...Object.keys(s.regions), 'atlantis'];
  const owners = [...s.seats.map((x) => x.id), MAXX, 'nobody'];
  const out: Decision[] = [{ do: 'pass' }, { do: 'scout' }, { do: 'scout-buy' }, { do: 'scout-return' }, { do: 'keep' }];
  for (const slot of ints) {
    out.push({ do: 'buy', slot });
    for (const c of cards) out.push({ do: 'swap-card', card: c, slot });
    for (const w of owners) out.push({ do: 'swap-die', with: w, slot });
    for (const die of ints.slice(0, 5)) {
      out.push({ do: 'push', die, slot }, { do: 'income', die, slot });
      for (const c of cards) out.push({ do: 'play', die, slot, card: c });
      for (const r of regions) out.push({ do: 'conquer', die, slot, region: r });
    }
  }
  for (const die of ints.slice(0, 5)) for (const value of values) out.push({ do: 'fix-die', die, value }, { do: 'forge', die, value });
  for (const r of regions) out.push({ do: 'take-meeple', region: r });
  for (const c of cards) out.push({ do: 'rotate', card: c });
  return out;
}

describe('legal decisions', () => {
  for (const [players, expert] of [[4, false], [3, true], [1, false]] as const) {
    it(`validate accepts exactly the listed decisions and never throws (${players} players${expert ? ', expert' : ''})`, () => {
      const s = newGame(players, expert, `legal-${players}`);
      const chance = new FastChance('legal');
      const policy = randomPolicy(`legal-${players}`);
      let positions = 0;
      for (let step = 0; s.step !== 'over' && step < 400; step++) {
        if (step % 11 === 0) {
          positions++;
          for (const viewer of s.seats.map((x) => x.id)) {
            const listed = new Set(legalDecisions(s, viewer).map(decisionKey));
            for (const d of candidates(s, viewer)) {
              const v = phalanxx.validate(s, viewer, d);
              expect(v.ok, `${viewer} ${decisionKey(d)} at ${s.step}`).toBe(listed.has(decisionKey(d)));
            }
            for (const junk of [null, 3, 'pass', [], { do: 'buy' }, { do: 'buy', slot: 'x' }, { do: 'fly' }]) {
              expect(phalanxx.validate(s, viewer, junk).ok).toBe(false);
            }
          }
        }
        applyDecision(s, policy(s, s.seats[s.current]!.id), silent(chance));
      }
      expect(positions).toBeGreaterThan(5);
    });
  }

  it('a drawn decision is the listed one at the drawn place, for every place and every seat (what random playouts play, issue 22)', () => {
    let actionSteps = 0;
    for (const [players, expert] of [[4, true], [2, false], [1, true]] as const) {
      const s = newGame(players, expert, `draw-${players}`);
      const chance = new FastChance('draw');
      const policy = randomPolicy(`draw-${players}`);
      for (let step = 0; s.step !== 'over' && step < 300; step++) {
        if (s.step === 'action') actionSteps++;
        for (const viewer of s.seats.map((x) => x.id)) {
          const listed = legalDecisions(s, viewer);
          let asked = -1;
          expect(drawLegalDecision(s, viewer, (n) => ((asked = n), 0))).toEqual(listed[0]);
          // the draw is asked among exactly as many decisions as are listed, and never when there is none
          expect(asked).toBe(listed.length > 0 ? listed.length : -1);
          listed.forEach((d, k) => expect(drawLegalDecision(s, viewer, () => k)).toEqual(d));
        }
        applyDecision(s, policy(s, s.seats[s.current]!.id), silent(chance));
      }
    }
    expect(actionSteps).toBeGreaterThan(50);
  });
});
