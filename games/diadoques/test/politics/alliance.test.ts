import { Dice, rngFromSeed } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { BROKEN_ALLIANCE, breakAlliance, breakAlliances, bribeProblem, formerLeaders, militaryInputs, parseSecondaryOrders, resolveCorruption } from '../../src/politics/index.ts';
import { resolveSeason } from '../../src/rules/index.ts';
import type { GameState } from '../../src/rules/index.ts';
import { parseScenario, runScenario } from '../../src/scenario/index.ts';
import { ctx } from '../economy/fixtures.ts';

const dice = (...faces: number[]) => new Dice(rngFromSeed('alliance-test'), faces);

/** Eumenes leads Antigonos' army in Cappadocia (`diadokhoi §7.7.1`); Seleukos has an army next door. */
function allied(): GameState {
  const r = parseScenario(`ruleset: diadokhoi
season: summer -319
units:
  antigonos: A Eumenes Cap
  seleukos: A Com
treasury:
  eumenes: 3000
  seleukos: 3000
`);
  if (!r.scenario) throw new Error(JSON.stringify(r.problems));
  return r.scenario.state;
}

const cap = (s: GameState) => s.units.find((u) => u.space === 'Cap')!;
const eumenes = (s: GameState) => s.characters.find((c) => c.id === 'eumenes')!;

describe('breaking an alliance (diadokhoi §7.7.2)', () => {
  it('diadokhoi §7.7.2: "break alliance POWER" reads in English and French', () => {
    for (const text of ['break alliance Antigonos', 'break the alliance with Antigonos', "rompre l'alliance avec Antigonos"]) {
      const r = parseSecondaryOrders('diadokhoi', text);
      expect(r.problems, text).toEqual([]);
      expect(r.orders.map((o) => o.order)).toEqual([{ kind: 'break-alliance', ally: 'antigonos' }]);
    }
    expect(parseSecondaryOrders('diadokhoi', 'break alliance Nobody').problems).toHaveLength(1);
  });

  it('diadokhoi §7.7.2 diadokhoi §4.3.4: the leader leaves the ally\'s unit he commanded, for this season only on record', () => {
    const s = allied();
    expect(cap(s).commander).toBe('eumenes');
    const ev = breakAlliance(s, 'eumenes', 'antigonos');
    expect(ev.map((e) => [e.type, e.rule])).toEqual([['alliance-broken', 'diadokhoi §7.7.2']]);
    expect(cap(s).commander).toBeUndefined();
    expect(eumenes(s).space).toBe('Cap');
    expect(eumenes(s).with).toBeUndefined();
    expect(eumenes(s).prisonerOf).toBeUndefined();
    expect(formerLeaders(s)).toEqual({ [cap(s).id]: 'eumenes' });
    s.season = 'autumn';
    expect(formerLeaders(s)).toEqual({});
  });

  it('diadokhoi §7.7.2: refused, and kept secret, when no leader of the power leads a unit of that ally, and in diadoques', () => {
    const s = allied();
    const ev = breakAlliances(s, { eumenes: [{ kind: 'break-alliance', ally: 'seleukos' }] });
    expect(ev).toMatchObject([{ type: 'alliance-refused', to: ['eumenes'] }]);
    expect(cap(s).commander).toBe('eumenes');
    const fr = { ...allied(), ruleset: 'diadoques' as const };
    expect(breakAlliance(fr, 'eumenes', 'antigonos')[0]!.type).toBe('alliance-refused');
  });

  it('diadokhoi §7.7.2 diadokhoi §6.3.8: the ex-leader may not corrupt his old unit that season (refused, not spent); others still may', () => {
    const s = allied();
    breakAlliance(s, 'eumenes', 'antigonos');
    const unit = { unit: cap(s).id };
    expect(bribeProblem(s, 'eumenes', unit)).toBe(BROKEN_ALLIANCE);
    expect(bribeProblem(s, 'seleukos', unit)).toBeUndefined();
    const ev = resolveCorruption(s, [{ power: 'eumenes', target: unit, amount: 3000 }], ctx());
    expect(ev).toMatchObject([{ type: 'bribe-invalid', rule: 'diadokhoi §7.7.2', to: ['eumenes'] }]);
    expect(s.treasury['eumenes']).toBe(3000);
    expect(cap(s).power).toBe('antigonos');
    // Without the broken alliance the same bribe beats the threshold (2000: no bonus for an ally's leader, §7.7.1).
    const t = allied();
    resolveCorruption(t, [{ power: 'eumenes', target: { unit: cap(t).id }, amount: 3000 }], ctx());
    expect(cap(t).power).toBe('eumenes');
  });

  it('diadokhoi §7.7.2 diadokhoi §6.3.48: his old unit may not seize him; handed to the military season as input', () => {
    const s = allied();
    breakAlliance(s, 'eumenes', 'antigonos');
    const secondary = militaryInputs(s, { antigonos: 'A Cap H' });
    expect([...secondary.formerLeaders]).toEqual([[cap(s).id, 'eumenes']]);
    const spared = resolveSeason({ state: s, orders: { antigonos: 'A Cap H' }, secondary, dice: dice(1) });
    expect(spared.state.characters.find((c) => c.id === 'eumenes')).toMatchObject({ space: 'Cap' });
    expect(spared.state.characters.find((c) => c.id === 'eumenes')!.prisonerOf).toBeUndefined();
    expect(spared.report.characters.filter((c) => c.character === 'eumenes' && c.event === 'captured')).toEqual([]);
    // The same season without the input: the unit beside him rolls, and 1 seizes him.
    const seized = resolveSeason({ state: s, orders: { antigonos: 'A Cap H' }, dice: dice(1) });
    expect(seized.state.characters.find((c) => c.id === 'eumenes')!.prisonerOf).toBe('antigonos');
  });

  it('diadokhoi §7.7.2 diadokhoi §4.3.2: having left the unit at the season\'s start, he may travel alone that season', () => {
    const orders = (extra: string) => `ruleset: diadokhoi
season: summer -319
event: none
units:
  antigonos: A Eumenes Cap
orders eumenes:
${extra}  Eumenes Cap - Pon
orders antigonos:
  A Cap H
expect:
  character Eumenes: Pon
`;
    expect(runScenario(orders('  break alliance Antigonos\n')).failures).toEqual([]);
    // Without breaking it the commander stays with his unit (§4.3.4).
    expect(runScenario(orders('')).failures).toHaveLength(1);
  });
});
