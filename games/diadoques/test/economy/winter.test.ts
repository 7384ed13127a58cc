import { describe, expect, it } from 'vitest';
import { auctionLots } from '../../src/politics/index.ts';
import { buyStartingUnits, parseWinterOrders, resolveWinter, resolveWinterSupply } from '../../src/winter/index.ts';
import type { WinterOrder } from '../../src/winter/index.ts';
import type { GameState } from '../../src/rules/state.ts';
import { checkState } from '../../src/rules/state.ts';
import { blank, ctx, place, put } from './fixtures.ts';

/** A diadoques winter with one or two players and no income (no control), money given. */
function winter(players: string[], money: Record<string, number>, ruleset: 'diadoques' | 'diadokhoi' = 'diadoques'): GameState {
  const s = blank(ruleset, -318, 'winter', players);
  Object.assign(s.treasury, money);
  return s;
}

const run = (s: GameState, text: Record<string, string>, opts: Parameters<typeof ctx>[1] = {}) => {
  const orders: Record<string, WinterOrder[]> = {};
  for (const [p, t] of Object.entries(text)) {
    const r = parseWinterOrders(s.ruleset, t);
    expect(r.problems, t).toEqual([]);
    orders[p] = r.orders.map((o) => o.order);
  }
  return resolveWinter(s, orders, ctx(undefined, opts));
};

describe('maintenance (diadoques §10.6)', () => {
  it('diadoques §10.6 diadoques §6a.6: each unit costs its purchase price; dearest first, armies before fleets; the unpaid rest is disbanded', () => {
    const s = winter(['antigone'], { antigone: 34 });
    s.control['LYD'] = 'antigone';
    put(s, 'antigone', 'Ae', 'PHR');
    put(s, 'antigone', 'F', 'EGE');
    put(s, 'antigone', 'A', 'LYD');
    run(s, {});
    // 34 + 1 T from LYD; Ae 20 then A 10 (army before the equally priced fleet): 5 left, the fleet is disbanded and its fee (5 T) takes the rest.
    expect(s.units.find((u) => u.space === 'PHR')?.power).toBe('antigone');
    expect(s.units.find((u) => u.space === 'LYD')?.power).toBe('antigone');
    expect(s.units.find((u) => u.space === 'EGE')?.power).toMatch(/^auction:/);
    expect(s.treasury['antigone']).toBe(0);
  });

  it('diadoques §10.11: the guard cannot be disbanded at will, and when its pay is missing it is first downgraded to elite', () => {
    const s = winter(['eumene'], { eumene: 25 });
    const g = put(s, 'eumene', 'Ag', 'CAP');
    const events = run(s, { eumene: 'licencier Ag CAP' });
    expect(events.some((e) => e.type === 'order-ignored' && e.rule === 'diadoques §10.11')).toBe(true);
    expect(g.type).toBe('Ae');
    expect(s.units).toContain(g);
    expect(s.treasury['eumene']).toBe(5);
  });

  it('diadoques §10.8 diadoques §10.12: the militia is disbanded free and vanishes; mercenaries and elites cost half their price', () => {
    const s = winter(['cassandre'], { cassandre: 100 });
    put(s, 'cassandre', 'Am', 'THE');
    put(s, 'cassandre', 'Ae', 'ETO');
    put(s, 'cassandre', 'A', 'CHA');
    run(s, { cassandre: 'licencier Am THE\nlicencier Ae ETO\nlicencier A CHA' });
    expect(s.units.find((u) => u.space === 'THE')).toBeUndefined();
    expect(s.treasury['cassandre']).toBe(100 - 10 - 5);
  });

  it('diadoques §10.12: a player short of the disband fee pays what he has left', () => {
    const s = winter(['cassandre'], { cassandre: 3 });
    put(s, 'cassandre', 'Ae', 'ETO');
    run(s, { cassandre: 'disband Ae ETO' });
    expect(s.treasury['cassandre']).toBe(0);
  });

  it('diadoques §10.13 diadoques §11b.3: disbanded units are auctioned in spring at their purchase price, even when the fee was not paid', () => {
    const s = winter(['cassandre'], { cassandre: 0 });
    const u = put(s, 'cassandre', 'Ae', 'ETO');
    run(s, { cassandre: 'licencier Ae ETO' });
    const lot = auctionLots(s).find((l) => l.unit === u.id)!;
    expect(lot).toMatchObject({ source: 'disband', price: 20, formerOwner: 'cassandre' });
    expect(u.power).toBe(`auction:${u.id}`);
  });

  it('diadokhoi §5.3.8 diadokhoi §5.3.7: in diadokhoi a disbanded unit costs half a pay (none for a militia) and leaves the map', () => {
    const s = winter(['seleukos'], { seleukos: 5000 }, 'diadokhoi');
    put(s, 'seleukos', 'Ag', 'Chd');
    put(s, 'seleukos', 'Am', 'LMe');
    run(s, { seleukos: 'disband Ag Chd\ndisband Am LMe' });
    expect(s.units).toHaveLength(0);
    // The armies held Chd (by a neutral Babylone) and LMe: 200 of tribute; the militia leaves free, the Guards for 1500.
    expect(s.treasury['seleukos']).toBe(5000 + 200 - 1500);
  });

  it('diadoques §10.14: when the money runs short the referee disbands at random, the diadochus\'s unit last', () => {
    const s = winter(['seleucos'], { seleucos: 10 });
    put(s, 'seleucos', 'A', 'BAS');
    put(s, 'seleucos', 'A', 'CHD', 'seleucos');
    put(s, 'seleucos', 'A', 'SUS');
    resolveWinter(s, {}, ctx());
    expect(s.units.find((u) => u.space === 'CHD')?.power).toBe('seleucos');
    expect(s.units.filter((u) => u.power === 'seleucos')).toHaveLength(1);
  });

  it('diadoques §10.10: fleets are disbanded when the player holds no port any more', () => {
    const s = winter(['ptolemee'], { ptolemee: 50 });
    put(s, 'ptolemee', 'F', 'MOR');
    put(s, 'ptolemee', 'A', 'EGY');
    run(s, {});
    expect(s.units.find((u) => u.space === 'MOR')?.power).not.toBe('ptolemee');
    s.control['CRE'] = 'ptolemee';
    const t = winter(['ptolemee'], { ptolemee: 50 });
    t.control['CRE'] = 'ptolemee';
    put(t, 'ptolemee', 'F', 'MOR');
    run(t, {});
    expect(t.units.find((u) => u.space === 'MOR')?.power).toBe('ptolemee');
  });
});

describe('surplus and limits (diadoques §10.5, §9b.11, §6a.4)', () => {
  it('diadoques §10.5 diadoques §6a.4: a player with two elite armies downgrades one, or the referee picks one at random', () => {
    const s = winter(['antigone'], { antigone: 100 });
    const a = put(s, 'antigone', 'Ae', 'PHR');
    const b = put(s, 'antigone', 'Ae', 'LYD');
    run(s, { antigone: 'dégrader Ae LYD' });
    expect([a.type, b.type]).toEqual(['Ae', 'A']);
    const t = winter(['antigone'], { antigone: 100 });
    const c = put(t, 'antigone', 'Ae', 'PHR');
    const d = put(t, 'antigone', 'Ae', 'LYD');
    const events = run(t, {});
    expect([c.type, d.type].sort()).toEqual(['A', 'Ae']);
    expect(events.some((e) => e.type === 'unit-degraded' && e.rule === 'diadoques §10.5')).toBe(true);
  });

  it('diadoques §9b.11 diadoques §10.9: a surplus elite army may be promoted to guard instead; a fourth mercenary fleet is disbanded', () => {
    const s = winter(['lysimaque'], { lysimaque: 200 });
    s.control['lysimachia'] = 'lysimaque';
    s.control['CHE'] = 'lysimaque';
    const a = put(s, 'lysimaque', 'Ae', 'lysimachia');
    const b = put(s, 'lysimaque', 'Ae', 'CHE');
    for (const sea of ['EGE', 'PRO', 'POC', 'MIN']) put(s, 'lysimaque', 'F', sea);
    run(s, { lysimaque: 'promouvoir Ae lysimachia Ag' });
    expect([a.type, b.type]).toEqual(['Ag', 'Ae']);
    expect(s.units.filter((u) => u.power === 'lysimaque' && u.type === 'F')).toHaveLength(3);
  });

  it('diadoques §6a.2 diadoques §6a.3 diadoques §10.15: builds may not exceed the limits (one militia, elite, guard, elite fleet; three fleets)', () => {
    const s = winter(['cassandre'], { cassandre: 200 });
    s.control['pella'] = 'cassandre';
    s.control['pydna'] = 'cassandre';
    s.control['MAC'] = 'cassandre';
    put(s, 'cassandre', 'Ae', 'THE');
    const events = run(s, { cassandre: 'construire Ae Pella\nconstruire Am Pydna' });
    expect(events.some((e) => e.type === 'order-ignored' && /limit of Ae/.test(e.text ?? ''))).toBe(true);
    expect(s.units.find((u) => u.space === 'pydna')?.type).toBe('Am');
  });
});

describe('builds (diadoques §10.15–§10.20)', () => {
  it('diadoques §10.16: armies appear in a province without army holding a controlled citadel, or in a controlled citadel without unit', () => {
    const s = winter(['cassandre', 'lysimaque'], { cassandre: 100, lysimaque: 0 });
    s.control['pella'] = 'cassandre';
    put(s, 'lysimaque', 'A', 'THE');
    const events = run(s, { cassandre: 'construire A MAC\nconstruire A Pella\nconstruire A THE\nconstruire A CHA' });
    expect(s.units.filter((u) => u.power === 'cassandre').map((u) => u.space).sort()).toEqual(['MAC', 'pella']);
    expect(events.filter((e) => e.type === 'order-ignored')).toHaveLength(2);
    expect(s.treasury['cassandre']).toBe(100 + 11 - 20);
  });

  it('diadoques §10.17: in a citadel whose province holds an enemy army one may not spend more than the citadel\'s own income', () => {
    const s = winter(['cassandre', 'lysimaque'], { cassandre: 100, lysimaque: 100 });
    s.control['pella'] = 'cassandre';
    s.control['pydna'] = 'cassandre';
    s.powers[0]!.capital = 'pella';
    put(s, 'lysimaque', 'A', 'MAC');
    const events = run(s, { cassandre: 'construire A Pydna\nconstruire Ag Pella' });
    expect(events.some((e) => e.rule === 'diadoques §10.17')).toBe(true);
    expect(s.units.find((u) => u.space === 'pydna')).toBeUndefined();
    expect(s.units.find((u) => u.space === 'pella')?.type).toBe('Ag');
  });

  it('diadoques §10.18: two players building in one two-citadel province each get a garrison; one that cannot does not appear', () => {
    const s = winter(['cassandre', 'lysimaque'], { cassandre: 100, lysimaque: 100 });
    s.control['pella'] = 'cassandre';
    s.control['pydna'] = 'lysimaque';
    run(s, { cassandre: 'construire A MAC', lysimaque: 'construire A MAC' });
    expect(s.units.map((u) => `${u.power}:${u.space}`).sort()).toEqual(['cassandre:pella', 'lysimaque:pydna']);
    const t = winter(['cassandre', 'lysimaque'], { cassandre: 100, lysimaque: 100 });
    t.control['pella'] = 'cassandre';
    t.control['pydna'] = 'lysimaque';
    put(t, 'lysimaque', 'A', 'pydna');
    run(t, { cassandre: 'construire A MAC', lysimaque: 'construire A MAC' });
    expect(t.units.map((u) => `${u.power}:${u.space}`).sort()).toEqual(['cassandre:pella', 'lysimaque:pydna']);
    // Income (Pydna 1 T, Pella 11 T) less upkeep; the build that did not appear costs nothing.
    expect(t.treasury['lysimaque']).toBe(100 + 1 - 10);
    expect(t.treasury['cassandre']).toBe(100 + 11 - 10);
  });

  it('diadoques §10.19: fleets appear in a port citadel, in a sea with access to one, mercenary fleets also off a port; elite fleets need the citadel', () => {
    const s = winter(['lysimaque'], { lysimaque: 100 });
    s.control['lysimachia'] = 'lysimaque';
    s.control['CHE'] = 'lysimaque';
    run(s, { lysimaque: 'construire Fe EGE' });
    expect(s.units.find((u) => u.space === 'EGE')?.type).toBe('Fe');
    const t = winter(['antigone'], { antigone: 100 });
    t.control['LYD'] = 'antigone';
    const events = run(t, { antigone: 'construire Fe EGE\nconstruire F EGE' });
    expect(events.some((e) => e.type === 'order-ignored' && /elite fleets/.test(e.text ?? ''))).toBe(true);
    expect(t.units.find((u) => u.space === 'EGE')?.type).toBe('F');
  });

  it('diadoques §10.20: two players building a fleet in one sea each get it in their port citadel, if they can', () => {
    const s = winter(['ptolemee', 'antigone'], { ptolemee: 50, antigone: 50 });
    Object.assign(s.control, { tyr: 'ptolemee', PHE: 'ptolemee', salamine: 'antigone', CHY: 'antigone' });
    put(s, 'antigone', 'A', 'salamine');
    run(s, { ptolemee: 'build F MIN', antigone: 'build F MIN' });
    expect(s.units.filter((u) => u.type === 'F').map((u) => `${u.power}:${u.space}`)).toEqual(['ptolemee:tyr']);
    expect(s.treasury['antigone']).toBe(50 + 2 - 10);
  });

  it('diadokhoi §5.3.9 diadokhoi §4.2.9: diadokhoi builds fleets in port provinces, armies by one\'s citadels, garrisons inside; a besieged citadel caps the spending', () => {
    const s = winter(['antigonos', 'lysimachos'], { antigonos: 5000, lysimachos: 0 }, 'diadokhoi');
    Object.assign(s.control, { Ion: 'antigonos', milet: 'antigonos', laranda: 'antigonos', Lyc: 'antigonos' });
    s.sieges.push({ citadel: 'laranda', unit: 'x', from: 'Lyc', power: 'lysimachos', seasons: 1 });
    const events = run(s, { antigonos: 'build F Ion\nbuild A laranda\nbuild Ae milet' });
    expect(s.units.map((u) => `${u.type}:${u.space}`).sort()).toEqual(['Ae:milet', 'F:Ion']);
    expect(events.some((e) => e.rule === 'diadokhoi §4.2.9')).toBe(true);
  });
});

describe('promotions (diadoques §10.21–§10.23)', () => {
  it('diadoques §10.21 diadoques §10.23: an army in a citadel or by a controlled citadel is promoted, paying the pay of its new rank instead of its old', () => {
    const s = winter(['cassandre'], { cassandre: 30 });
    s.control['pella'] = 'cassandre';
    const u = put(s, 'cassandre', 'A', 'MAC');
    const v = put(s, 'cassandre', 'A', 'THE');
    run(s, { cassandre: 'promouvoir A MAC Ae\npromote A THE to Ae' });
    expect(u.type).toBe('Ae');
    expect(v.type).toBe('A');
    // 30 + 11 T (Pella) − 2 × 10 upkeep − 10 for the Ae's higher pay.
    expect(s.treasury['cassandre']).toBe(30 + 11 - 10 - 10 - 10);
  });

  it('diadoques §10.22: a mercenary fleet becomes elite only in a port citadel or a sea with access to one of a controlled province', () => {
    const s = winter(['lysimaque'], { lysimaque: 100 });
    s.control['lysimachia'] = 'lysimaque';
    s.control['CHE'] = 'lysimaque';
    const f = put(s, 'lysimaque', 'F', 'EGE');
    const g = put(s, 'lysimaque', 'F', 'MOR');
    run(s, { lysimaque: 'promouvoir F EGE Fe\npromouvoir F MOR Fe' });
    expect([f.type, g.type]).toEqual(['Fe', 'F']);
  });

  it('diadoques §11d.2: the elephants of Chandragupta can never be promoted and cost 5 T of upkeep', () => {
    const s = winter(['seleucos'], { seleucos: 100 });
    s.control['IND'] = 'seleucos';
    s.control['GHA'] = 'seleucos';
    s.control['taxila'] = 'seleucos';
    const u = put(s, 'seleucos', 'A', 'IND');
    (s.ext['economyUnits'] as unknown) = { special: { [u.id]: { kind: 'elephants', upkeep: 5, corruption: 20, noPromotion: true } } };
    run(s, { seleucos: 'promouvoir A IND Ae' });
    expect(u.type).toBe('A');
    expect(s.treasury['seleucos']).toBe(100 + 2 - 5);
  });

  it('diadokhoi §5.3.10: a diadokhoi army in a province with a citadel may be promoted', () => {
    const s = winter(['eumenes'], { eumenes: 5000 }, 'diadokhoi');
    const u = put(s, 'eumenes', 'A', 'Cap');
    const v = put(s, 'eumenes', 'A', 'Com');
    run(s, { eumenes: 'promote A Cap Ag\npromote A Com Ae' });
    expect([u.type, v.type]).toEqual(['Ag', 'A']);
    // 200 of tribute (its armies hold Cap and Com), 2 × 1000 upkeep, 2000 more for the Guards' pay.
    expect(s.treasury['eumenes']).toBe(5000 + 200 - 1000 - 1000 - 2000);
  });
});

describe('winter supply (diadoques ch. 11a, diadokhoi §3.1.10–§3.1.13)', () => {
  it('diadoques §11a.1 diadoques §11a.2 diadoques §11a.3: an unsupplied unit revolts: its commander is executed, the others captured, the guard becomes elite', () => {
    const s = blank('diadoques', -318, 'autumn', ['lysimaque', 'cassandre']);
    s.control['hecatompylos'] = 'cassandre';
    const g = put(s, 'lysimaque', 'Ag', 'SCY', 'lysimaque');
    place(s, 'roxane', 'SCY', { with: g.id, controlledBy: 'lysimaque' });
    const ok1 = put(s, 'lysimaque', 'A', 'THR');
    const ok2 = put(s, 'lysimaque', 'A', 'pella');
    const hyr = put(s, 'lysimaque', 'A', 'HYR');
    const fleet = put(s, 'lysimaque', 'F', 'POC');
    resolveWinterSupply(s, ctx());
    expect(g.type).toBe('Ae');
    expect(g.power).toBe(`auction:${g.id}`);
    expect(s.characters.find((c) => c.id === 'lysimaque')?.dead).toBe(true);
    expect(s.characters.find((c) => c.id === 'roxane')?.controlledBy).toBe(`auction:${g.id}`);
    expect(hyr.power).toBe(`auction:${hyr.id}`);
    for (const u of [ok1, ok2, fleet]) expect(u.power).toBe('lysimaque');
    expect(auctionLots(s).find((l) => l.unit === g.id)).toMatchObject({ source: 'revolt', price: 10 });
  });

  it('diadokhoi §3.1.11 diadokhoi §3.1.13: in diadokhoi unsupplied units disband in winter; Hyrcania supplies only the holder of Hecatompylos', () => {
    const s = winter(['seleukos'], { seleukos: 9000 }, 'diadokhoi');
    s.control['hecatompylos'] = 'seleukos';
    put(s, 'seleukos', 'A', 'Arm');
    put(s, 'seleukos', 'A', 'Hyr');
    put(s, 'seleukos', 'A', 'Nab');
    run(s, {});
    expect(s.units.map((u) => u.space)).toEqual(['Hyr']);
  });

  it('diadokhoi §3.1.12 diadokhoi §7.8.3: with the optional rule an unsupplied unit rebels and is sold from half its price, unless a storm trapped it', () => {
    const s = winter(['seleukos'], { seleukos: 9000 }, 'diadokhoi');
    const a = put(s, 'seleukos', 'A', 'Arm');
    const b = put(s, 'seleukos', 'A', 'Lib');
    s.weather.storms.push('Lib');
    run(s, {}, { rebelSale: true });
    expect(a.power).toBe(`auction:${a.id}`);
    expect(auctionLots(s).find((l) => l.unit === a.id)).toMatchObject({ source: 'rebel', price: 500 });
    expect(s.units).not.toContain(b);
  });
});

describe('winter text', () => {
  it('diadoques §8b.1: winter orders read in French and English, with problems located', () => {
    const r = parseWinterOrders('diadoques', 'saisir trésor Tyr\nconstruire Ae Pella\npromouvoir A MAC en Ag\ndon d\'or 10 T à Séleucos annoncé\nlicencier F EGE\nfrobnicate\nconstruire X MAC');
    expect(r.orders.map((o) => o.order.kind)).toEqual(['seize', 'build', 'promote', 'gift', 'disband']);
    expect(r.orders[3]!.order).toEqual({ kind: 'gift', to: 'seleucos', amount: 10, announced: true });
    expect(r.problems.map((p) => p.path)).toEqual([['orders', 5], ['orders', 6]]);
    expect(r.problems[0]!.span!.start).toBeGreaterThan(0);
    const e = parseWinterOrders('diadokhoi', 'build F Att/wc\ndeposit 500 in Sardes\ngift 1000 to Seleukos');
    expect(e.problems).toEqual([]);
    expect(e.orders[0]!.order).toEqual({ kind: 'build', type: 'F', space: 'Att', coast: 'wc' });
  });

  it('diadoques §6a.1: after a winter the state keeps one unit per space', () => {
    const s = winter(['cassandre', 'lysimaque'], { cassandre: 100, lysimaque: 100 });
    s.control['pella'] = 'cassandre';
    s.control['pydna'] = 'lysimaque';
    run(s, { cassandre: 'construire A MAC\nconstruire A MAC', lysimaque: 'construire A MAC' });
    expect(checkState(s)).toEqual([]);
  });
});

describe('the first purchases (diadoques ch. 12, diadokhoi ch. 5.3)', () => {
  it('diadoques §12.4 diadoques §12.6 diadoques §12.3: three units bought in the start province, armies only for Antigone, up to two fleets for Cassandre', () => {
    const s = blank('diadoques', -319, 'spring', ['cassandre', 'antigone']);
    s.firstTurn = true;
    Object.assign(s.control, { MAC: 'cassandre', pella: 'cassandre', pydna: 'cassandre', PHR: 'antigone', gordion: 'antigone' });
    Object.assign(s.treasury, { cassandre: 33, antigone: 32 });
    const orders = {
      cassandre: parseWinterOrders('diadoques', 'construire A MAC\nconstruire F EUB\nconstruire F pydna\nconstruire F EUB').orders.map((o) => o.order),
      antigone: parseWinterOrders('diadoques', 'construire A PHR\nconstruire A PHR\nconstruire F EGE\nconstruire A gordion').orders.map((o) => o.order),
    };
    buyStartingUnits(s, orders, { cassandre: { in: 'MAC', maxFleets: 2, count: 3 }, antigone: { in: 'PHR', maxFleets: 0, count: 3 } });
    expect(s.units.filter((u) => u.power === 'cassandre').map((u) => `${u.type}:${u.space}`)).toEqual(['A:MAC', 'F:EUB', 'F:pydna']);
    expect(s.units.filter((u) => u.power === 'antigone').map((u) => `${u.type}:${u.space}`)).toEqual(['A:PHR', 'A:PHR', 'A:gordion']);
    expect(s.treasury).toMatchObject({ cassandre: 3, antigone: 2 });
  });
});
