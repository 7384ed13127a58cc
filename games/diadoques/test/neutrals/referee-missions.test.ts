import { describe, expect, it } from 'vitest';
import { forcesOf, neutralOrders, neutralsExt } from '../../src/neutrals/index.ts';
import { romanEnemies, romanWarsFromReport } from '../../src/neutrals/rome.ts';
import { diadokhoiMap, diadoquesMap } from '../../src/map/index.ts';
import { parseOrders } from '../../src/vocabulary/military/read.ts';
import { resolveSeason } from '../../src/rules/season.ts';
import { seasonKey } from '../../src/rules/state.ts';
import type { GameState } from '../../src/rules/state.ts';
import { at, board, character, dice, unit } from '../events/fixtures.ts';
import { endSeason, trigger } from './helpers.ts';

const orders = (s: GameState, ...faces: number[]) => neutralOrders(s, { dice: dice(...faces) }).orders;
/** Pretend the force rose a season ago: revolts do not act in their first season (`diadoques §14d.12`). */
const seasoned = (s: GameState) => {
  for (const rt of Object.values(forcesOf(s))) rt.appeared = 'earlier';
};

describe('the referee resupplies besieged citadels of its side', () => {
  it('diadoques §9a.33, §9a.36: the Athenian fleet next to Athènes, besieged by a player, writes "Ra"', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'atheniens', [1]);
    seasoned(s);
    s.control['athenes'] = 'atheniens';
    const besieger = unit(s, 'cassandre', 'A', 'ATT');
    s.sieges.push({ citadel: 'athenes', unit: besieger.id, from: 'ATT', power: 'cassandre', seasons: 1 });
    expect(orders(s)['atheniens']).toMatch(/^F CYC Ra Athènes$/m);
    expect(parseOrders(orders(s)['atheniens']!, { map: diadoquesMap }).problems).toEqual([]);
  });

  it('diadoques §9a.35: a unit that just left a besieged citadel does not resupply it', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'atheniens', [1]);
    seasoned(s);
    s.control['athenes'] = 'atheniens';
    s.units.find((u) => u.power === 'atheniens')!.noResupplyIn = seasonKey(s.year, s.season);
    const besieger = unit(s, 'cassandre', 'A', 'ATT');
    s.sieges.push({ citadel: 'athenes', unit: besieger.id, from: 'ATT', power: 'cassandre', seasons: 1 });
    expect(orders(s)['atheniens']).not.toMatch(/Ra/);
  });

  it('diadokhoi §6.3.33: a Diadokhoi fleet supplies from a sea with access — "F Cyc Spl Athens"', () => {
    const s = board('diadokhoi', 'summer');
    s.control['athens'] = 'antipatros';
    trigger(s, 'athenians');
    s.control['athens'] = 'athenians';
    const f = s.units.find((u) => u.power === 'athenians')!;
    f.space = 'Cyc';
    delete f.coast;
    const besieger = unit(s, 'antipatros', 'A', 'Att');
    s.sieges.push({ citadel: 'athens', unit: besieger.id, from: 'Att', power: 'antipatros', seasons: 1 });
    expect(orders(s)['athenians']).toBe('F Cyc Spl Athens');
  });

  it('diadoques §9a.34: a citadel besieged by an ally of the force is not resupplied against it', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'atheniens', [1]);
    seasoned(s);
    s.control['athenes'] = 'atheniens';
    const self = unit(s, 'atheniens', 'A', 'ATT');
    s.sieges.push({ citadel: 'athenes', unit: self.id, from: 'ATT', power: 'atheniens', seasons: 1 });
    expect(orders(s)['atheniens']).not.toMatch(/Ra/);
  });
});

describe('Greek fleets carry Greek armies', () => {
  it('diadoques §14e.7: in the General revolt, the idle Athenian fleet convoys the Spartans across MIO to Delphes\' province', () => {
    const s = board('diadoques', 'summer');
    s.control['delphes'] = 'cassandre';
    trigger(s, 'revolte-generale', [1, 1]);
    seasoned(s);
    s.control['sparte'] = 'spartiates';
    s.control['athenes'] = 'atheniens';
    const fleet = s.units.find((u) => u.power === 'atheniens')!;
    fleet.space = 'MIO';
    // The Aetolians besiege Lamia from THE (second round): Delphes' province is left to the Spartans.
    s.control['lamia'] = 'cassandre';
    const aetolians = s.units.find((u) => u.power === 'etoliens')!;
    aetolians.space = 'THE';
    s.sieges.push({ citadel: 'lamia', unit: aetolians.id, from: 'THE', power: 'etoliens', seasons: 1 });
    const o = orders(s);
    expect(o['spartiates']).toMatch(/^Am LAC - \(MIO\) - ETO$/m);
    expect(o['atheniens']).toMatch(/^F MIO C Am LAC ETO$/m);
  });

  it('diadoques §14e.7: a fleet with its own city still to free does not convoy', () => {
    const s = board('diadoques', 'summer');
    s.control['delphes'] = 'cassandre';
    s.control['athenes'] = 'cassandre';
    trigger(s, 'revolte-generale', [1, 1]);
    seasoned(s);
    s.control['sparte'] = 'spartiates';
    s.units.find((u) => u.power === 'atheniens')!.space = 'MIO';
    s.units.find((u) => u.power === 'etoliens')!.space = 'THE';
    expect(orders(s)['atheniens']).not.toMatch(/ C /);
  });

  it('diadokhoi §6.2.11: in the Lamia war the Attic fleet, Athens free, lands the Lacedemonian militia next to Delphi', () => {
    const s = board('diadokhoi', 'summer');
    s.control['delphi'] = 'antipatros';
    trigger(s, 'lamia-war');
    s.control['athens'] = 'hellenes';
    s.control['sparta'] = 'hellenes';
    const f = s.units.find((u) => u.type === 'F' && u.power === 'hellenes')!;
    f.space = 'IoS';
    delete f.coast;
    // The Etolian militia is gone: the Lacedemonians take over Delphi, three provinces away by land.
    s.units = s.units.filter((u) => !(u.power === 'hellenes' && u.space === 'Eto'));
    const o = orders(s)['hellenes']!;
    expect(o).toMatch(/^Am Lac - \(IoS\) - Eto$/m);
    expect(o).toMatch(/^F IoS C Am Lac - Eto$/m);
  });
});

/** Plays one diadokhoi season from written orders (the neutral referee's added) and reads Rome's wars from its report. */
function playAndJudge(s: GameState, written: Record<string, string>) {
  const neutral = neutralOrders(s, { dice: dice() }).orders;
  const step = resolveSeason({ state: s, orders: { ...neutral, ...written }, dice: dice(6, 6, 6, 6, 6, 6) });
  const next = step.state;
  return { next, report: step.report, events: romanWarsFromReport(diadokhoiMap, next, step.report, dice()) };
}

describe('Rome notices by herself who attacks her and what she takes', () => {
  it('diadokhoi §6.2.22: a player whose fleet attacks the Roman Guards in Italy is at war with Rome; a bystander is not', () => {
    const s = board('diadokhoi', 'summer');
    s.control['tarenta'] = 'antipatros';
    trigger(s, 'romans');
    unit(s, 'antipatros', 'F', 'IoS');
    unit(s, 'lysimachos', 'A', 'Thr');
    const { next, events } = playAndJudge(s, { antipatros: 'F IoS - Ita', lysimachos: 'A Thr H' });
    expect(events.map((e) => e.type)).toEqual(['roman-war']);
    expect(neutralsExt(next).romanWar?.['antipatros']).toBeDefined();
    expect(neutralsExt(next).romanWar?.['lysimachos']).toBeUndefined();
  });

  it('diadokhoi §T6.3-3: a player who resists a Roman attack on his province is at war; one who gets out of the way is not', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'romans');
    const guard = s.units.find((u) => u.power === 'romans')!;
    guard.space = 'Ill';
    unit(s, 'seleukos', 'A', 'Tau');
    unit(s, 'eumenes', 'A', 'Peo');
    const resisted = playAndJudge(structuredClone(s), { romans: 'Ag Ill - Tau', seleukos: 'A Tau H' });
    expect(romanEnemies(resisted.next, resisted.report, 'romans')).toEqual(['seleukos']);
    const dodged = playAndJudge(structuredClone(s), { romans: 'Ag Ill - Tau', seleukos: 'A Tau - Eto' });
    expect(romanEnemies(dodged.next, dodged.report, 'romans')).toEqual([]);
  });

  it('diadokhoi §T6.3-3.1: Rome takes the capital of a player at war with her: peace on her terms, read from the report', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'romans');
    const guard = s.units.find((u) => u.power === 'romans')!;
    guard.space = 'Mac';
    neutralsExt(s).romanWar = { antipatros: { since: s.year, victories: 0 } };
    s.sieges.push({ citadel: 'pella', unit: guard.id, from: 'Mac', power: 'romans', seasons: 1 });
    s.treasury['antipatros'] = 5000;
    const { next, events } = playAndJudge(s, { romans: 'Ag Mac Bsg2 Pella' });
    expect(next.control['pella']).toBe('romans');
    expect(events.map((e) => e.type)).toContain('roman-peace');
    expect(next.treasury['antipatros']).toBe(1000);
    expect(neutralsExt(next).romanWar?.['antipatros']).toBeUndefined();
  });

  it('diadokhoi §6.2.22: a report of another season is not read twice', () => {
    const s = board('diadokhoi', 'summer');
    trigger(s, 'romans');
    unit(s, 'antipatros', 'F', 'IoS');
    const { next, report } = playAndJudge(s, { antipatros: 'F IoS - Ita' });
    delete neutralsExt(next).romanWar;
    next.season = 'autumn';
    expect(romanWarsFromReport(diadokhoiMap, next, report, dice())).toEqual([]);
  });
});

describe('diadokhoi §7.9.1: optional violent revolts', () => {
  const violent = (s: GameState) => Object.assign(s, { options: { violentRevolts: true } });

  it('diadokhoi §7.9.1: the rebel unit destroys the units of its uprising province; the Diadokhos flees to a province of his side', () => {
    const s = violent(board('diadokhoi', 'summer'));
    const a = unit(s, 'lysimachos', 'A', 'Thr', { commander: 'lysimachos' });
    character(s, { id: 'lysimachos', kind: 'diadochus', of: 'lysimachos', controlledBy: 'lysimachos', space: 'Thr', with: a.id });
    unit(s, 'lysimachos', 'A', 'Che');
    const events = trigger(s, 'thracians');
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['unit-destroyed', 'character-flees', 'neutral-appears']));
    expect(at(s, 'Thr').map((u) => u.power)).toEqual(['thracians']);
    const l = s.characters.find((c) => c.id === 'lysimachos')!;
    expect(l.dead).toBeFalsy();
    expect(l.space).toBe('Che');
    expect(l.with).toBeUndefined();
    expect(neutralsExt(s).pending).toEqual([]);
  });

  it('diadokhoi §7.9.1: a personage with nowhere to flee may be seized (capture roll)', () => {
    const s = violent(board('diadokhoi', 'summer'));
    unit(s, 'antipatros', 'A', 'Thr');
    for (const n of ['Ill', 'Peo', 'Cha', 'Che', 'Bos', 'Ist', 'Scy']) unit(s, 'seleukos', 'A', n);
    character(s, { id: 'roxane', kind: 'royal', controlledBy: 'antipatros', space: 'Thr' });
    const events = trigger(s, 'thracians', [1]);
    expect(events.map((e) => e.type)).toContain('character-captured');
    expect(s.characters[0]!.controlledBy).toBe('thracians');
  });

  it('diadokhoi §6.3.54: without the option the rising destroys nothing: it waits and attacks after the moves', () => {
    const s = board('diadokhoi', 'summer');
    unit(s, 'lysimachos', 'A', 'Thr');
    const events = trigger(s, 'thracians');
    expect(events.map((e) => e.type)).not.toContain('unit-destroyed');
    expect(at(s, 'Thr').map((u) => u.power)).toEqual(['lysimachos']);
    expect(neutralsExt(s).pending).toHaveLength(1);
    expect(endSeason(s).map((e) => e.rule)).toContain('diadokhoi §6.3.54');
  });
});
