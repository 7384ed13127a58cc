/**
 * Issue 17 item 2: the warnings of a player's own orders before a known fatal outcome, computed
 * by the rules from the position (`orderWarnings`). Les Diadoques, the standard set-up with its
 * bought units (three armies of Ptolemy in EGY, Ptolemy with the first).
 */
import { createGame, resolveAtDeadline } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { diadoques, diadokhoi } from '../src/index.ts';
import { orderWarnings } from '../src/game/warnings.ts';
import type { WholeState } from '../src/game/types.ts';

/** The first military season of a game, after the default start purchases. */
function firstSeason(def: typeof diadoques, seed = 'warnings'): WholeState {
  const g = createGame(def, { options: {}, seed });
  if (!g.ok) throw new Error('no game');
  const s = resolveAtDeadline(def, g.value).state as WholeState;
  expect(s.phase).toBe('orders');
  return structuredClone(s);
}

describe('orderWarnings (issue 17 item 2)', () => {
  it('diadoques §11a.3: an army moved in autumn to a province without an arsenal will revolt; none at home', () => {
    const s = firstSeason(diadoques);
    s.season = 'autumn';
    const ptolemy = s.units.find((u) => u.power === 'ptolemee')!;
    // The army Ptolemy commands: he would be executed with it.
    expect(orderWarnings(s, 'ptolemee', 'A EGY SIN')).toEqual([{ code: 'revolt', rule: 'diadoques §11a.3', data: { unit: ptolemy.id, type: 'A', space: 'SIN', leader: 'ptolemee' } }]);
    expect(orderWarnings(s, 'ptolemee', '')).toEqual([]);
    // A unit already standing out of supply, with no order, is warned too: it stays there.
    ptolemy.space = 'SIN';
    expect(orderWarnings(s, 'ptolemee', '').map((w) => w.code)).toEqual(['revolt']);
    // Moved back to Egypt (an arsenal), the warning goes.
    expect(orderWarnings(s, 'ptolemee', 'A SIN EGY')).toEqual([]);
  });

  it('diadoques §11a.3 applies at the end of autumn only: a spring move out of supply is no fatal outcome yet', () => {
    const s = firstSeason(diadoques);
    expect(s.season).toBe('spring');
    expect(orderWarnings(s, 'ptolemee', 'A EGY SIN')).toEqual([]);
  });

  it('diadoques §6b.18: a diadochus left alone next to an enemy unit may be captured', () => {
    const s = firstSeason(diadoques);
    const ptolemy = s.characters.find((c) => c.id === 'ptolemee')!;
    // Ptolemy moves alone into SIN; an enemy army stands next door in NAB.
    const enemy = s.units.find((u) => u.power === 'antigone')!;
    enemy.space = 'NAB';
    const w = orderWarnings(s, 'ptolemee', 'Ptolemee EGY SIN');
    expect(w).toEqual([{ code: 'leader-exposed', rule: 'diadoques §6b.18', data: { character: 'ptolemee', space: 'SIN', threat: 'antigone' } }]);
    // With his army beside him he is not alone.
    expect(orderWarnings(s, 'ptolemee', 'Ptolemee EGY SIN\nA EGY SIN').filter((x) => x.code === 'leader-exposed')).toEqual([]);
    expect(ptolemy.space).toBe('EGY');
  });

  it('diadoques §10.6: a treasury and income short of the upkeep is said in autumn and winter', () => {
    const s = firstSeason(diadoques);
    s.season = 'autumn';
    s.treasury.ptolemee = 0;
    const extra = s.units.filter((u) => u.power === 'ptolemee');
    // Enough armies that the income of Egypt cannot pay them all.
    for (let i = 0; i < 12; i++) s.units.push({ ...extra[0]!, id: `x${i}`, space: 'EGY' });
    const w = orderWarnings(s, 'ptolemee', '').find((x) => x.code === 'upkeep-short');
    expect(w?.rule).toBe('diadoques §10.6');
    const d = w!.data as { upkeep: number; treasury: number; income: number };
    expect(d.upkeep).toBeGreaterThan(d.treasury + d.income);
    s.units.splice(s.units.length - 12, 12);
    expect(orderWarnings(s, 'ptolemee', '').some((x) => x.code === 'upkeep-short')).toBe(false);
  });

  it('diadokhoi §3.1.11: the same revolt check disbands in Diadokhoi; garbage orders warn nothing and never throw', () => {
    const s = firstSeason(diadokhoi as unknown as typeof diadoques, 'warnings-en');
    s.season = 'autumn';
    for (const text of ['', '%%%', 'A - -', 'x'.repeat(5000)]) expect(() => orderWarnings(s, s.powers[0]!.id, text)).not.toThrow();
  });
});
