import { describe, expect, it } from 'vitest';
import { applicability, drawEvent } from '../../src/events/index.ts';
import { forcesOf, neutralOrders, openVariantRules } from '../../src/neutrals/index.ts';
import { diadokhoiMap } from '../../src/map/index.ts';
import type { GameState } from '../../src/rules/state.ts';
import { at, board, character, dice, royals, unit } from '../events/fixtures.ts';
import { endSeason, trigger } from './helpers.ts';

/** A board of the given Diadokhoi set-up (`WholeState.options.scenario`) in the given year. */
function variant(setup: string, year: number, season: GameState['season'] = 'spring'): GameState {
  const s = board('diadokhoi', season, year);
  (s as GameState & { options: { scenario: string } }).options = { scenario: setup };
  return s;
}

const neutralEvent = (id: string) => ({ kind: 'neutral' as const, id });

describe('diadokhoi §8.1.6: the variants have no Lamia war, and Rome brings Pyrrhos to Italy', () => {
  it('diadokhoi §8.1.6: the Lamia war cannot happen in a variant; it can in the six-player game (diadokhoi §T6.2-7)', () => {
    expect(applicability(variant('5p', -319), neutralEvent('lamia-war'))).toMatchObject({ code: 'variant-impossible', data: { rule: expect.stringMatching(/§8\.1\.6/) } });
    expect(applicability(variant('standard', -319), neutralEvent('lamia-war'))).toBe('ok');
    expect(applicability(board('diadokhoi', 'spring', -319), neutralEvent('lamia-war'))).toBe('ok');
  });

  it('diadokhoi §8.1.6: a Lamia war rolled in a variant is no event (diadokhoi §T6-Sp8-9, §T6.2-7)', () => {
    const s = variant('4p', -307);
    const { event } = drawEvent(s, { dice: dice(4, 4, 3, 4) });
    expect(event.data.rules).toEqual(['diadokhoi §T6-Sp8-9', 'diadokhoi §T6.2-7']);
    expect(event.data.outcome.kind).toBe('none');
    expect(s.units).toHaveLength(0);
  });

  it("diadokhoi §8.1.6: when Rome intervenes Pyrrhos' Guards are at once convoyed to Italy; the Romans held off fall back to Rome (diadokhoi §6.2.23)", () => {
    const s = variant('4p', -307, 'summer');
    s.powers.push({ id: 'pyrrhos', kind: 'neutral' });
    const guard = unit(s, 'pyrrhos', 'Ag', 'Tau', { commander: 'pyrrhos' });
    character(s, { id: 'pyrrhos', kind: 'other', space: 'Tau', with: guard.id, controlledBy: 'pyrrhos' });
    const events = trigger(s, 'romans');
    expect(events.map((e) => e.rule)).toContain('diadokhoi §8.1.6');
    expect(guard.space).toBe('Ita');
    expect(s.characters.find((c) => c.id === 'pyrrhos')!.space).toBe('Ita');
    // The Roman Guards rise in an occupied Italy: they attack it after the moves (diadokhoi §6.3.54).
    expect(at(s, 'Ita').map((u) => u.power)).toEqual(['pyrrhos']);
    endSeason(s);
    expect(at(s, 'Ita').map((u) => u.power)).toEqual(['pyrrhos']);
    expect(at(s, 'Rom').map((u) => u.power)).toEqual(['romans']);
  });

  it('diadokhoi §8.1.6: in the six-player game Pyrrhos stays where he is', () => {
    const s = board('diadokhoi', 'summer', -307);
    const guard = unit(s, 'pyrrhos', 'Ag', 'Tau');
    trigger(s, 'romans');
    expect(guard.space).toBe('Tau');
    expect(at(s, 'Ita')[0]!.power).toBe('romans');
  });
});

describe('diadokhoi §8.1.7: as of −308', () => {
  it('diadokhoi §8.1.7: all members of the royal family have died and the oriental satraps exist no longer', () => {
    const s = variant('5p', -308);
    royals(s, 'pella');
    s.powers.push({ id: 'oriental-satraps', kind: 'rebel' });
    unit(s, 'oriental-satraps', 'Am', 'Hyr');
    const events = openVariantRules(diadokhoiMap, s);
    expect(s.characters.every((c) => c.dead)).toBe(true);
    expect(s.units).toHaveLength(0);
    expect(events.filter((e) => e.rule === 'diadokhoi §8.1.7').length).toBe(7);
    // Once only.
    expect(openVariantRules(diadokhoiMap, s)).toEqual([]);
  });

  it('diadokhoi §8.1.7: before −308 the royal family lives and the satraps may come (diadokhoi §T6.3-4)', () => {
    const s = variant('5p', -309);
    royals(s, 'pella');
    openVariantRules(diadokhoiMap, s);
    expect(s.characters.some((c) => c.dead)).toBe(false);
    expect(applicability(s, neutralEvent('oriental-satraps'))).toBe('ok');
    s.year = -308;
    expect(applicability(s, neutralEvent('oriental-satraps'))).toMatchObject({ code: 'variant-impossible', data: { rule: expect.stringMatching(/§8\.1\.7/) } });
  });

  it('diadokhoi §8.1.7: the Etolian uprising and the Gauls attack together (diadokhoi §T6.2-5, §T6.3-6)', () => {
    const s = variant('4p', -307);
    // Etolian militia placed by 1d6 = 2 (Etolia); the Gauls by 1d6 = 4 (Tauride).
    const events = trigger(s, 'etolian-league', [2, 4]);
    expect(at(s, 'Eto')[0]!.power).toBe('etolian-league');
    expect(at(s, 'Trd')[0]!.power).toBe('gauls');
    expect(events.some((e) => e.type === 'together' && e.rule === 'diadokhoi §8.1.7')).toBe(true);
  });

  it('diadokhoi §8.1.7: the Gauls drawn bring the Etolians; not in −309', () => {
    const s = variant('4p', -307);
    trigger(s, 'gauls', [5, 6]);
    expect(at(s, 'Ist')[0]!.power).toBe('gauls');
    expect(at(s, 'The')[0]!.power).toBe('etolian-league');
    const before = variant('5p', -309);
    trigger(before, 'gauls', [5]);
    expect(Object.keys(forcesOf(before))).toEqual(['gauls']);
  });
});

describe('diadokhoi §8.1.8: as of −296', () => {
  it('diadokhoi §8.1.8: neutral citadels are defended by a militia in their province', () => {
    const s = variant('3p', -296);
    unit(s, 'seleukos', 'A', 'Med');
    s.control['bactra'] = 'seleukos';
    const events = openVariantRules(diadokhoiMap, s);
    const militia = (p: string) => at(s, p).filter((u) => u.power === 'neutral' && u.type === 'Am');
    expect(militia('Ita')).toHaveLength(1); // Tarenta
    expect(militia('Rho')).toHaveLength(1); // Rhodes
    expect(militia('Med')).toHaveLength(0); // Ekbatane's province is occupied
    expect(militia('Lac')).toHaveLength(1); // Sparta
    expect(s.units.filter((u) => u.space === 'Bac')).toHaveLength(0); // Bactra is held
    expect(events.every((e) => e.rule === 'diadokhoi §8.1.8')).toBe(true);
    // The capitals of the board are held: no militia there.
    expect(militia('Chd')).toHaveLength(0);
  });

  it('diadokhoi §8.1.8: all the Epigonoi act together with the Diadokhoi', () => {
    const s = variant('4p', -296);
    const p = s.powers.find((x) => x.id === 'seleukos')!;
    p.epigone = 'antiochos';
    character(s, { id: 'seleukos', kind: 'diadochus', space: 'Chd', controlledBy: 'seleukos' });
    character(s, { id: 'antiochos', kind: 'epigone', space: null, controlledBy: 'seleukos', waiting: true });
    const a = unit(s, 'seleukos', 'A', 'babylone');
    openVariantRules(diadokhoiMap, s);
    const heir = s.characters.find((c) => c.id === 'antiochos')!;
    expect(heir.waiting).toBeUndefined();
    expect(heir.space).toBe('babylone');
    expect(a.commander).toBe('antiochos');
  });

  it('diadokhoi §8.1.8: the Etolian uprising and Pyrrhos support each other; before −296 they do not', () => {
    const s = variant('3p', -296, 'summer');
    s.powers.push({ id: 'pyrrhos', kind: 'neutral' });
    trigger(s, 'etolian-league', [5]);
    unit(s, 'pyrrhos', 'Ag', 'Tau');
    s.control['delphi'] = 'cassandra';
    s.control['lamia'] = 'cassandra';
    unit(s, 'cassandra', 'A', 'Eto');
    s.season = 'autumn';
    const orders = neutralOrders(s, { dice: dice() }).orders;
    expect(orders['etolian-league']).toBe('Am The - Eto');
    expect(orders['pyrrhos']).toBe('Ag Tau S Am The - Eto');
    const early = variant('4p', -300, 'summer');
    early.powers.push({ id: 'pyrrhos', kind: 'neutral' });
    trigger(early, 'etolian-league', [5, 1]);
    unit(early, 'pyrrhos', 'Ag', 'Tau');
    early.control['delphi'] = 'cassandra';
    early.control['lamia'] = 'cassandra';
    unit(early, 'cassandra', 'A', 'Eto');
    early.season = 'autumn';
    expect(neutralOrders(early, { dice: dice() }).orders['pyrrhos']).toBe('Ag Tau H');
  });
});
