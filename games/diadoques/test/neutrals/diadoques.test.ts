import { describe, expect, it } from 'vitest';
import { applicability, rollSeasonEvent } from '../../src/events/index.ts';
import { diadoquesMap } from '../../src/map/index.ts';
import { forcesOf, grantSatraps, neutralMayRetreat, neutralOrders, neutralsExt, unitField } from '../../src/neutrals/index.ts';
import { defOfPower } from '../../src/neutrals/registry.ts';
import { winterNeutrals } from '../../src/events/index.ts';
import { at, board, character, dice, royals, unit } from '../events/fixtures.ts';
import { endSeason, trigger } from './helpers.ts';

const orders = (s: Parameters<typeof neutralOrders>[0], ...faces: number[]) => neutralOrders(s, { dice: dice(...faces) }).orders;
const field = (s: Parameters<typeof neutralOrders>[0], power: string) => s.neutralForces.find((f) => f.power === power)?.field ?? [];

describe('diadoques ch. 14d: revolts and interventions in general', () => {
  it('diadoques §14d.2, diadoques §14d.17: a revolt drives out the army there; no stronger than the revolt and with no controlled citadel to retreat into, it dies with its commander', () => {
    const s = board('diadoques', 'summer');
    const a = unit(s, 'lysimaque', 'A', 'THR', { commander: 'agathocle' });
    const l = character(s, { id: 'agathocle', kind: 'epigone', of: 'lysimaque', space: 'THR', controlledBy: 'lysimaque', with: a.id });
    const out = trigger(s, 'thraces');
    expect(at(s, 'THR').map((u) => u.power)).toEqual(['thraces']);
    expect(s.units.some((u) => u.id === a.id)).toBe(false);
    expect(l.dead).toBe(true);
    expect(out.some((e) => e.type === 'unit-destroyed' && e.rule === 'diadoques §14d.17')).toBe(true);
  });

  it('diadoques §14d.17: the unit retreats into a controlled citadel of the province if it can', () => {
    const s = board('diadoques', 'summer');
    s.control['salamine'] = 'ptolemee';
    const a = unit(s, 'ptolemee', 'A', 'CHY');
    trigger(s, 'chypriotes');
    expect(a.space).toBe('salamine');
    expect(at(s, 'CHY')[0]!.power).toBe('chypriotes');
  });

  it('diadoques §14d.18: a unit stronger than the revolt may retreat next door, first where it was ordered to move; its orders are cancelled', () => {
    const s = board('diadoques', 'summer');
    const a = unit(s, 'lysimaque', 'Ae', 'THR');
    const out = trigger(s, 'thraces', [], { lysimaque: 'Ae THR PEO\nAe THR Re IST' });
    expect(a.space).toBe('PEO');
    expect(out.some((e) => e.rule === 'diadoques §14d.18')).toBe(true);
    expect(neutralsExt(s).cancelled?.units).toContain(a.id);
  });

  it('diadoques §14d.19: before an outside intervention the retreat is the classic one (its retreat list)', () => {
    const s = board('diadoques', 'summer');
    const a = unit(s, 'cassandre', 'A', 'ILL');
    trigger(s, 'gaulois', [], { cassandre: 'A ILL Re THR, PEO' });
    expect(a.space).toBe('THR');
    expect(at(s, 'ILL')[0]!.power).toBe('gaulois');
  });

  it('diadoques §14d.10, diadoques §14d.11: a neutral citadel of its objective joins the revolt and its treasure disappears', () => {
    const s = board('diadoques', 'summer');
    s.treasures['salamine'] = 5;
    trigger(s, 'chypriotes');
    expect(s.control['salamine']).toBe('chypriotes');
    expect(s.treasures['salamine']).toBe(0);
  });

  it('diadoques §14d.12: a revolt does not act in its first season; an intervention does', () => {
    const s = board('diadoques', 'summer');
    s.control['cyrene'] = 'ptolemee';
    trigger(s, 'cyreneens');
    expect(orders(s)['cyreneens']).toMatch(/^Am CYR X/);
    endSeason(s);
    expect(orders(s)['cyreneens']).toMatch(/^Am CYR A1 Cyrène/);
    const p = board('diadoques', 'summer');
    trigger(p, 'parthes');
    expect(orders(p)['parthes']).toMatch(/^Ae GRA PAR/);
  });

  it('diadoques §14d.13, diadoques §14d.14: four seasons (winters not counted, the first one not counted) to take the citadel, else the revolt is removed', () => {
    const s = board('diadoques', 'summer');
    s.control['sparte'] = 'cassandre';
    trigger(s, 'spartiates');
    expect(s.neutralForces[0]!.seasonsLeft).toBe(4);
    endSeason(s); // appearance season: not counted
    for (let i = 0; i < 3; i++) endSeason(s);
    expect(forcesOf(s)['spartiates']).toBeDefined();
    endSeason(s);
    expect(forcesOf(s)['spartiates']).toBeUndefined();
    expect(s.units).toHaveLength(0);
  });

  it('diadoques §14d.14: if the citadel is theirs when the four seasons are played, the revolt stays', () => {
    const s = board('diadoques', 'summer');
    s.control['sparte'] = 'cassandre';
    trigger(s, 'spartiates');
    s.control['sparte'] = 'spartiates';
    for (let i = 0; i < 6; i++) endSeason(s);
    expect(forcesOf(s)['spartiates']?.settled).toBe(true);
    expect(s.neutralForces[0]!.seasonsLeft).toBeUndefined();
  });

  it('diadoques §14d.3: a neutral unit out of its field of action is lost', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'armeniens');
    s.units[0]!.space = 'CAP';
    endSeason(s);
    expect(s.units).toHaveLength(0);
  });

  it('diadoques §14d.8: in autumn a revolt gets into a supplied province, even leaving its objective', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'thraces');
    endSeason(s);
    s.units[0]!.space = 'SCY';
    s.season = 'autumn';
    expect(orders(s)['thraces']).toMatch(/^Am SCY THR/);
  });

  it('diadoques §14d.8: in winter a neutral unit without supply is lost; diadoques §14e.9: the Armenians are always supplied', () => {
    const s = board('diadoques', 'winter');
    trigger(s, 'armeniens');
    s.season = 'summer';
    trigger(s, 'thraces');
    s.units.find((u) => u.power === 'thraces')!.space = 'SCY';
    s.season = 'winter';
    winterNeutrals(s);
    expect(s.units.map((u) => u.power)).toEqual(['armeniens']);
  });

  it('diadoques §14d.7: a revolt attacks a weaker intruder in its field', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'parthes');
    s.units[0]!.space = 'PAR';
    unit(s, 'seleucos', 'A', 'GRA');
    expect(orders(s)['parthes']).toMatch(/^Ae PAR GRA/);
  });

  it('diadoques §14d.16: they fight other neutral units that encroach on their field', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'parthes');
    s.units[0]!.space = 'PAR';
    unit(s, 'carmaniens', 'Am', 'GRA');
    expect(orders(s)['parthes']).toMatch(/^Ae PAR GRA/);
  });

  it('diadoques §14d.5: a neutral unit never supports a player\'s unit', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'thraces');
    endSeason(s);
    unit(s, 'lysimaque', 'A', 'CHE');
    unit(s, 'antigone', 'A', 'BOS');
    expect(orders(s)['thraces']).not.toMatch(/ S /);
  });

  it('diadoques §14d.9: a neutral unit retreats only inside its field; diadoques §14f.6: the Gauls never retreat', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'thraces');
    const t = s.units[0]!;
    expect(neutralMayRetreat(diadoquesMap, s, t.id, 'IST')).toBe(true);
    expect(neutralMayRetreat(diadoquesMap, s, t.id, 'CHE')).toBe(false);
    trigger(s, 'gaulois');
    const g = s.units.find((u) => u.power === 'gaulois')!;
    expect(neutralMayRetreat(diadoquesMap, s, g.id, 'PEO')).toBe(false);
    expect(orders(s)['gaulois']).toMatch(/^Am ILL Re X$/m);
  });

  it('diadoques §14d.15: a later mission needs a unit still there; otherwise the first mission starts again', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'parthes');
    s.units = [];
    trigger(s, 'parthes');
    expect(forcesOf(s)['parthes']!.mission).toBe(0);
    expect(at(s, 'GRA')[0]!.type).toBe('Ae');
  });
});

describe('diadoques ch. 14e: the revolts', () => {
  it('diadoques §14e.1: Nora and Isaura rise: neutral, garrisons killed, characters taken, Isaura\'s treasure gone', () => {
    const s = board('diadoques', 'summer');
    s.control['isaura'] = 'antigone';
    s.control['PIS'] = 'antigone';
    s.control['nora'] = 'eumene';
    s.treasures['isaura'] = 10;
    const g = unit(s, 'antigone', 'A', 'isaura');
    const r = character(s, { id: 'cleopatre', kind: 'royal', space: 'isaura', controlledBy: 'antigone' });
    trigger(s, 'nora-isaura');
    expect(s.units.some((u) => u.id === g.id)).toBe(false);
    expect(s.control['isaura']).toBeUndefined();
    expect(s.control['nora']).toBeUndefined();
    expect(s.control['PIS']).toBeUndefined();
    expect(s.treasures['isaura']).toBe(0);
    expect(r.controlledBy).toBeNull();
  });

  it('diadoques §14e.2: Caria turns neutral and its characters are taken; not while an army stands there', () => {
    const s = board('diadoques', 'summer');
    s.control['CAR'] = 'antigone';
    const r = character(s, { id: 'cleopatre', kind: 'royal', space: 'CAR', controlledBy: 'antigone' });
    trigger(s, 'cariens');
    expect(s.control['CAR']).toBeUndefined();
    expect(r.controlledBy).toBeNull();
    unit(s, 'antigone', 'A', 'CAR');
    expect(applicability(s, { kind: 'neutral', id: 'cariens' })).toMatchObject({ code: 'army-or-leader-in' });
  });

  it('diadoques §14e.3: the Tarentines give Tarente and its treasure to the player in ITA, paid at the end of the turn; not while Tarente is held', () => {
    const s = board('diadoques', 'summer');
    s.treasures['tarente'] = 5;
    unit(s, 'cassandre', 'A', 'ITA');
    trigger(s, 'tarentins');
    expect(s.treasury['cassandre']).toBe(0);
    endSeason(s);
    expect(s.control['tarente']).toBe('cassandre');
    expect(s.treasury['cassandre']).toBe(5);
    expect(applicability(s, { kind: 'neutral', id: 'tarentins' })).toMatchObject({ code: 'citadel-held' });
  });

  it('diadoques §14e.4: the Aetolian militia appears in ETO on 1-4, THE on 5-6; their count restarts when Delphes falls', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'etoliens', [5]);
    expect(at(s, 'THE')[0]!.type).toBe('Am');
    const t = board('diadoques', 'summer');
    t.control['delphes'] = 'cassandre';
    t.control['lamia'] = 'cassandre';
    trigger(t, 'etoliens', [4]);
    expect(at(t, 'ETO')[0]!.power).toBe('etoliens');
    endSeason(t);
    endSeason(t);
    t.control['delphes'] = 'etoliens';
    const out = endSeason(t);
    expect(out.some((e) => e.type === 'duration-reset' && e.rule === 'diadoques §14e.4')).toBe(true);
    expect(t.neutralForces[0]!.seasonsLeft).toBe(4);
  });

  it('diadoques §14e.4.1: they besiege Delphes, then Lamia, and never Epidamnos', () => {
    const s = board('diadoques', 'summer');
    s.control['delphes'] = 'cassandre';
    s.control['lamia'] = 'cassandre';
    trigger(s, 'etoliens', [6]);
    endSeason(s);
    expect(orders(s)['etoliens']).toMatch(/^Am THE ETO/);
    s.units[0]!.space = 'ETO';
    expect(orders(s)['etoliens']).toMatch(/^Am ETO A1 Delphes/);
    s.control['delphes'] = 'etoliens';
    expect(orders(s)['etoliens']).toMatch(/^Am ETO THE/);
    expect(field(s, 'etoliens')).not.toContain('epidamnos');
  });

  it('diadoques §14e.4.2: Olympias, if free, joins the Aetolians and takes command of the militia', () => {
    const s = board('diadoques', 'summer');
    const o = character(s, { id: 'olympias', kind: 'royal', space: 'ETO' });
    trigger(s, 'etoliens', [1]);
    expect(o.controlledBy).toBe('etoliens');
    expect(at(s, 'ETO')[0]!.commander).toBe('olympias');
  });

  it('diadoques §14e.5: the Spartans rise in LAC, field LAC, ARC, Sparte, never Corinthe', () => {
    const s = board('diadoques', 'summer');
    s.control['sparte'] = 'cassandre';
    trigger(s, 'spartiates');
    expect(at(s, 'LAC')[0]!.type).toBe('Am');
    expect(field(s, 'spartiates').sort()).toEqual(['ARC', 'LAC', 'sparte']);
    const def = defOfPower('diadoques', 'spartiates')!;
    expect(def.missions[0]!.forbidden).toEqual(['corinthe']);
  });

  it('diadoques §14e.6: the Athenian fleet appears in EUB on 5-6 and sails to besiege Athènes', () => {
    const s = board('diadoques', 'summer');
    s.control['athenes'] = 'cassandre';
    trigger(s, 'atheniens', [5]);
    expect(at(s, 'EUB')[0]!.type).toBe('F');
    endSeason(s);
    expect(orders(s)['atheniens']).toMatch(/^F EUB CYC/);
    s.units[0]!.space = 'CYC';
    expect(orders(s)['atheniens']).toMatch(/^F CYC A1 Athènes/);
  });

  it('diadoques §14e.7: the General revolt raises the three Greek revolts at once', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'revolte-generale', [1, 1]);
    expect(Object.keys(forcesOf(s)).sort()).toEqual(['atheniens', 'etoliens', 'spartiates']);
    expect(Object.values(forcesOf(s)).every((f) => f.greek)).toBe(true);
  });

  it('diadoques §14e.7.1: Greeks already in revolt join it without a new unit, with 4 new seasons; the land field is the union', () => {
    const s = board('diadoques', 'summer');
    s.control['sparte'] = 'cassandre';
    trigger(s, 'spartiates');
    for (let i = 0; i < 3; i++) endSeason(s);
    expect(s.neutralForces[0]!.seasonsLeft).toBe(2);
    trigger(s, 'revolte-generale', [1, 1]);
    expect(s.units.filter((u) => u.power === 'spartiates')).toHaveLength(1);
    expect(s.neutralForces.find((f) => f.power === 'spartiates')!.seasonsLeft).toBe(4);
    expect(field(s, 'spartiates')).toEqual(expect.arrayContaining(['ETO', 'THE', 'delphes', 'LAC']));
  });

  it('diadoques §14e.7.2: the General revolt happens once; a Greek revolt rolled again during it rejoins with its count reset', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'revolte-generale', [1, 1]);
    expect(applicability(s, { kind: 'neutral', id: 'revolte-generale' })).toEqual({ code: 'only-once' });
    expect(applicability(s, { kind: 'neutral', id: 'spartiates' })).toBe('ok');
    s.units = s.units.filter((u) => u.power !== 'spartiates');
    trigger(s, 'spartiates');
    expect(at(s, 'LAC')[0]!.power).toBe('spartiates');
    expect(forcesOf(s)['spartiates']!.greek).toBe(true);
  });

  it('diadoques §14e.7.3: in the General revolt they never besiege, resupply or enter Pydna, Rhodes, Corinthe, Tarente, Epidamnos', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'revolte-generale', [1, 1]);
    for (const p of ['etoliens', 'spartiates', 'atheniens']) for (const c of ['pydna', 'rhodes', 'corinthe', 'tarente', 'epidamnos']) expect(field(s, p)).not.toContain(c);
  });

  it('diadoques §14e.7.4: a Greek fleet keeps its own sea field in the General revolt', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'revolte-generale', [1, 1]);
    const f = s.units.find((u) => u.power === 'atheniens')!;
    expect(unitField(diadoquesMap, s, defOfPower('diadoques', 'atheniens')!, forcesOf(s)['atheniens']!, f)!.sort()).toEqual(['CYC', 'EUB', 'MIO', 'athenes']);
  });

  it('diadoques §14e.8: the Thracians rise in THR for good, field THR, IST, SCY, ILL, PEO', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'thraces');
    expect(field(s, 'thraces').sort()).toEqual(['ILL', 'IST', 'PEO', 'SCY', 'THR']);
    for (let i = 0; i < 8; i++) endSeason(s);
    expect(forcesOf(s)['thraces']).toBeDefined();
  });

  it('diadoques §14e.9: the Armenians hold ARM, their only field', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'armeniens');
    expect(field(s, 'armeniens')).toEqual(['ARM']);
    endSeason(s);
    expect(orders(s)['armeniens']).toBe('Am ARM X');
  });

  it('diadoques §14e.10: the Cyrenaeans rise in CYR to take Cyrène, field CYR, LIB, Cyrène', () => {
    const s = board('diadoques', 'summer');
    s.control['cyrene'] = 'ptolemee';
    trigger(s, 'cyreneens');
    expect(at(s, 'CYR')[0]!.power).toBe('cyreneens');
    expect(field(s, 'cyreneens').sort()).toEqual(['CYR', 'LIB', 'cyrene']);
  });

  it('diadoques §14e.11: two pirate fleets appear in POC and POR and besiege Héraclée Pontique and Panticapée', () => {
    const s = board('diadoques', 'summer');
    s.control['heraclee-pontique'] = 'lysimaque';
    s.control['panticapee'] = 'lysimaque';
    trigger(s, 'pirates-du-pont');
    expect(at(s, 'POC')[0]!.type).toBe('F');
    expect(at(s, 'POR')[0]!.type).toBe('F');
    endSeason(s);
    const o = orders(s)['pirates-du-pont']!;
    expect(o).toMatch(/F POC A1 Héraclée Pontique/);
    expect(o).toMatch(/F POR A1 Panticapée/);
  });

  it('diadoques §14e.11.1: the pirates leave when both cities are neutral and unthreatened, not before', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'pirates-du-pont');
    unit(s, 'lysimaque', 'A', 'BIT');
    endSeason(s);
    expect(forcesOf(s)['pirates-du-pont']).toBeDefined();
    s.units = s.units.filter((u) => u.power !== 'lysimaque');
    endSeason(s);
    expect(forcesOf(s)['pirates-du-pont']).toBeUndefined();
  });

  it('diadoques §14e.12: the Carmanians rise in CAM, for good, always supplied', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'carmaniens');
    expect(at(s, 'CAM')[0]!.type).toBe('Am');
    s.season = 'winter';
    winterNeutrals(s);
    expect(s.units).toHaveLength(1);
  });

  it('diadoques §14e.13: the Cypriots rise in CHY to take Salamine; field CHY and Salamine', () => {
    const s = board('diadoques', 'summer');
    s.control['salamine'] = 'ptolemee';
    trigger(s, 'chypriotes');
    expect(field(s, 'chypriotes').sort()).toEqual(['CHY', 'salamine']);
    endSeason(s);
    expect(orders(s)['chypriotes']).toMatch(/^Am CHY A1 Salamine/);
  });

  it('diadoques §14e.14: the Illyrian pirates: an army in ILL (field ILL, EPI, Epidamnos), a fleet in ADR (field ADR, Epidamnos)', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'pirates-illyriens');
    const def = defOfPower('diadoques', 'pirates-illyriens')!;
    const rt = forcesOf(s)['pirates-illyriens']!;
    const a = at(s, 'ILL')[0]!;
    const f = at(s, 'ADR')[0]!;
    expect(unitField(diadoquesMap, s, def, rt, a)).toEqual(['ILL', 'EPI', 'epidamnos']);
    expect(unitField(diadoquesMap, s, def, rt, f)).toEqual(['ADR', 'epidamnos']);
    s.control['epidamnos'] = 'cassandre';
    endSeason(s);
    const o = orders(s)['pirates-illyriens']!;
    expect(o).toMatch(/F ADR A1 Épidamne|F ADR A1 Epidamn/);
    expect(o).toMatch(/A ILL EPI/);
  });

  it('diadoques §14e.15: the Secession of the Greeks of Asia (reconstructed from diadokhoi §T6.2-3) besieges Ecbatane and keeps its treasure', () => {
    const s = board('diadoques', 'summer');
    s.treasures['ecbatane'] = 5;
    trigger(s, 'grecs-d-asie');
    expect(at(s, 'MED')[0]!.type).toBe('Am');
    expect(s.control['ecbatane']).toBe('grecs-d-asie');
    expect(s.treasures['ecbatane']).toBe(5);
  });

  it('diadoques §14e.16: Pyrrhus rises in EPI with a guard, for good', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'pyrrhus');
    expect(at(s, 'EPI')[0]!.type).toBe('Ag');
    expect(field(s, 'pyrrhus').sort()).toEqual(['EPI', 'epidamnos']);
  });

  it('diadoques §14e.16.1: Pyrrhus comes only once the royal family is dead, and only once', () => {
    const s = board('diadoques', 'summer');
    royals(s, 'MAC');
    expect(applicability(s, { kind: 'neutral', id: 'pyrrhus' })).toEqual({ code: 'royal-family-alive' });
    for (const c of s.characters) c.dead = true;
    expect(applicability(s, { kind: 'neutral', id: 'pyrrhus' })).toBe('ok');
    trigger(s, 'pyrrhus');
    expect(applicability(s, { kind: 'neutral', id: 'pyrrhus' })).toEqual({ code: 'only-once' });
  });

  it('diadoques §14e.16.2: with Italy occupied, a fleet appears in MIO and carries the guard to Italy', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'cassandre', 'A', 'ITA');
    trigger(s, 'pyrrhus');
    expect(at(s, 'MIO')[0]!.power).toBe('pyrrhus');
    expect(field(s, 'pyrrhus')).toEqual(expect.arrayContaining(['ITA', 'tarente']));
    endSeason(s);
    const o = orders(s)['pyrrhus']!;
    expect(o).toMatch(/F MIO C Ag EPI ITA/);
  });

  it('diadoques §14e.16.2: once in Italy the guard stays there, supported by the fleet; the guard destroyed, the fleet disappears', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'cassandre', 'A', 'ITA');
    trigger(s, 'pyrrhus');
    endSeason(s);
    s.units = s.units.filter((u) => u.power !== 'cassandre');
    const guard = at(s, 'EPI')[0]!;
    guard.space = 'ITA';
    expect(orders(s)['pyrrhus']).toMatch(/^Ag ITA X[\s\S]*F MIO S Ag ITA/);
    s.units = s.units.filter((u) => u.id !== guard.id);
    endSeason(s);
    expect(forcesOf(s)['pyrrhus']).toBeUndefined();
    expect(s.units).toHaveLength(0);
  });

  it('diadoques §14e.16.3: Pyrrhus in EPI supports the Aetolians next to EPI', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'pyrrhus');
    s.control['delphes'] = 'cassandre';
    trigger(s, 'etoliens', [5]);
    endSeason(s);
    unit(s, 'cassandre', 'A', 'ETO');
    expect(orders(s)['pyrrhus']).toMatch(/^Ag EPI S Am THE/);
  });

  it('diadoques §14e.16.4: when Pella is no capital any more, MAC, Pella and Pydna join Pyrrhus\'s field and aims', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'pyrrhus');
    s.powers[0]!.capital = 'alexandrie';
    endSeason(s);
    expect(field(s, 'pyrrhus')).toEqual(expect.arrayContaining(['MAC', 'pella', 'pydna']));
    expect(s.neutralForces[0]!.objectives).toEqual(expect.arrayContaining(['MAC', 'pella', 'pydna']));
  });
});

describe('diadoques ch. 14f: the outside interventions', () => {
  it('diadoques §14f.2: the Scythian raid: an elite in CAU for 4 seasons, then gone', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'scythes');
    expect(at(s, 'CAU')[0]!.type).toBe('Ae');
    for (let i = 0; i < 4; i++) endSeason(s);
    expect(forcesOf(s)['scythes']).toBeDefined();
    endSeason(s);
    expect(forcesOf(s)['scythes']).toBeUndefined();
  });

  it('diadoques §14f.2.1: the Scythians move at random (seeded dice), never besiege, always supplied', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'scythes');
    const first = orders(s, 1)['scythes'];
    const third = orders(s, 3)['scythes'];
    expect(first).toMatch(/^Ae CAU (TRD|PON|ARM)$/m);
    expect(first).not.toBe(third);
    s.units[0]!.space = 'MED';
    s.control['ecbatane'] = 'seleucos';
    expect(orders(s, 1)['scythes']).not.toMatch(/A1/);
  });

  it('diadoques §14f.3.1: Parthian mission 1: an elite in GRA to occupy PAR', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'parthes');
    expect(at(s, 'GRA')[0]!.type).toBe('Ae');
    expect(field(s, 'parthes').sort()).toEqual(['GRA', 'PAR']);
  });

  it('diadoques §14f.3.2: rolled again, mission 2: occupy HYR and besiege Hécatompylos', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'parthes');
    s.units[0]!.space = 'PAR';
    trigger(s, 'parthes');
    expect(forcesOf(s)['parthes']!.mission).toBe(1);
    expect(orders(s)['parthes']).toMatch(/^Ae PAR HYR/);
    expect(field(s, 'parthes')).toContain('hecatompylos');
  });

  it('diadoques §14f.3.3: mission 3 adds an army in the first free of HYR, PAR, Hécatompylos, GRA and aims at MED and Ecbatane', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'parthes');
    s.units[0]!.space = 'HYR';
    trigger(s, 'parthes');
    trigger(s, 'parthes');
    expect(forcesOf(s)['parthes']!.mission).toBe(2);
    expect(at(s, 'PAR')[0]!.type).toBe('A');
    expect(s.neutralForces[0]!.objectives).toEqual(expect.arrayContaining(['MED', 'ecbatane']));
  });

  it('diadoques §14f.4.1: Rome, mission 1: a guard in ITA, never besieging Tarente', () => {
    const s = board('diadoques', 'summer');
    s.control['tarente'] = 'cassandre';
    trigger(s, 'rome');
    expect(at(s, 'ITA')[0]!.type).toBe('Ag');
    expect(orders(s)['romains']).toMatch(/^Ag ITA X/);
  });

  it('diadoques §14f.4.2: mission 2: the guard besieges Tarente', () => {
    const s = board('diadoques', 'summer');
    s.control['tarente'] = 'cassandre';
    trigger(s, 'rome');
    trigger(s, 'rome');
    expect(orders(s)['romains']).toMatch(/^Ag ITA A1 Tarente/);
  });

  it('diadoques §14f.4.3: mission 3: an elite fleet at Tarente; the fleet makes for MIO and ADR, the guard for ILL then EPI', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'rome');
    trigger(s, 'rome');
    s.control['tarente'] = 'romains';
    trigger(s, 'rome');
    expect(at(s, 'tarente')[0]!.type).toBe('Fe');
    const o = orders(s)['romains']!;
    expect(o).toMatch(/Fe Tarente MIO/);
    const def = defOfPower('diadoques', 'romains')!;
    expect(unitField(diadoquesMap, s, def, forcesOf(s)['romains']!, at(s, 'ITA')[0]!)).toEqual(['ITA', 'tarente', 'ILL', 'EPI', 'epidamnos']);
  });

  it('diadoques §14f.5: the eastern satraps (reconstructed) wait in Hécatompylos; the royal order gives them, HYR and the citadel (their 10 T come at the end of the turn)', () => {
    const s = board('diadoques', 'summer');
    royals(s, 'MAC');
    s.treasures['bactres'] = 5;
    trigger(s, 'satrapes-orientaux');
    expect(at(s, 'hecatompylos')[0]!.type).toBe('A');
    grantSatraps(s, 'seleucos');
    expect(at(s, 'hecatompylos')[0]!.power).toBe('seleucos');
    expect(s.control['HYR']).toBe('seleucos');
    // Issue 18 ruling (diadoques §11c.7): the royal order queues the 10 T as an end-of-turn credit.
    expect(s.treasury['seleucos'] ?? 0).toBe(0);
    expect(s.treasures['bactres']).toBe(0);
  });

  it('diadoques §11c.6: no royal order: the satraps\' army disappears', () => {
    const s = board('diadoques', 'summer');
    royals(s, 'MAC');
    trigger(s, 'satrapes-orientaux');
    grantSatraps(s, null);
    expect(s.units).toHaveLength(0);
  });

  it('diadoques §14f.6: the Gauls: a militia in ILL for good, always supplied, moving at random south of the Ister', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'gaulois');
    const g = at(s, 'ILL')[0]!;
    expect(g.type).toBe('Am');
    const o = orders(s, 2)['gaulois']!;
    expect(o).toMatch(/^Am ILL (EPI|PEO|THR)$/m);
    expect(field(s, 'gaulois')).not.toContain('SCY');
  });
});

describe('diadoques §14.1 with dice end to end', () => {
  it('diadoques §T3.2: rolling 13 on Table III brings the Pontic pirates onto the board', () => {
    const s = board('diadoques', 'summer');
    const e = rollSeasonEvent(s, { dice: dice(4, 4, 6, 6, 1) });
    expect(e.data.outcome).toMatchObject({ id: 'pirates-du-pont' });
  });
});

describe('diadoques §14d.6: no resupply for others', () => {
  it('diadoques §14d.6: a neutral unit never resupplies a player\'s citadel, even besieged next to it', () => {
    const s = board('diadoques', 'summer');
    trigger(s, 'pirates-du-pont');
    s.control['byzance'] = 'lysimaque';
    s.control['heraclee-pontique'] = 'lysimaque';
    const e = unit(s, 'antigone', 'A', 'BOS');
    s.sieges.push({ citadel: 'byzance', unit: e.id, from: 'BOS', power: 'antigone', seasons: 1 });
    endSeason(s);
    const o = orders(s)['pirates-du-pont']!;
    expect(o).toMatch(/F POC/);
    expect(o).not.toMatch(/ Ra /);
  });
});

describe('diadoques §14e.4.2: Olympias goes to the militia', () => {
  it('diadoques §14e.4.2: Olympias, joined to the Aetolians elsewhere, moves to their militia to take its command', () => {
    const s = board('diadoques', 'summer');
    character(s, { id: 'olympias', kind: 'royal', space: 'delphes' });
    s.control['delphes'] = 'cassandre';
    trigger(s, 'etoliens', [1]);
    expect(s.characters[0]!.controlledBy).toBe('etoliens');
    expect(orders(s)['etoliens']).toMatch(/Olympias Delphes ETO/);
  });
});
