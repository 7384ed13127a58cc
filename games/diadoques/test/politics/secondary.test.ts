import { describe, expect, it } from 'vitest';
import {
  AFTER,
  applySecondaryOrders,
  auctionBidsFrom,
  BEFORE,
  corruptionOrdersFrom,
  drawVotesFrom,
  marginalVotesFrom,
  openSatrapOffer,
  parseSecondaryOrders,
  putUpForSale,
  setAsideHanded,
  splitOrders,
} from '../../src/politics/index.ts';
import type { OrdersByPower, SecondaryOrder } from '../../src/politics/index.ts';
import { runScenario } from '../../src/scenario/index.ts';
import { blank, ctx, fromScenario, put } from '../economy/fixtures.ts';

/** The position after a whole turn of the referee (`scope: game`): the handed orders go through the military season. */
function afterTurn(text: string) {
  const run = runScenario(`scope: game\nevent: none\n${text}`);
  if (!run.after) throw new Error(run.sheet);
  expect(run.problems, run.sheet).toEqual([]);
  expect(run.failures, run.sheet).toEqual([]);
  return run.after;
}

const read = (ruleset: 'diadoques' | 'diadokhoi', text: string): SecondaryOrder[] => {
  const r = parseSecondaryOrders(ruleset, text);
  expect(r.problems, text).toEqual([]);
  return r.orders.map((o) => o.order);
};

describe('secondary order text (diadoques ch. 9c)', () => {
  it('diadoques §9c.1 diadoques §9c.2 diadoques §9c.3 diadoques §9c.4 diadoques §9c.5 diadoques §9c.6 diadoques §9c.7: the first group reads in French', () => {
    expect(read('diadoques', 'accorder le passage à Ptolémée\ndonner Roxane à Antigone\nne pas capturer Olympias\négorger Philippe III\nenchère A THR 10, 11, 12\nordre royal Séleucos\nordre royal abstention')).toEqual([
      { kind: 'passage', power: 'ptolemee' },
      { kind: 'give-character', character: 'roxane', to: 'antigone' },
      { kind: 'no-capture', character: 'olympias' },
      { kind: 'assassinate', character: 'philippe-iii' },
      { kind: 'bid', unit: { type: 'A', space: 'THR' }, amounts: [10, 11, 12] },
      { kind: 'royal-order', beneficiary: 'seleucos' },
      { kind: 'royal-order', beneficiary: null },
    ]);
  });

  it('diadoques §9c.8 diadoques §9c.9 diadoques §9c.10 diadoques §9c.11 diadoques §9c.12 diadoques §9c.13: the second group reads in French', () => {
    expect(read('diadoques', "ouvrir les portes de Sardes à Antigone\ndon d'or 10 T à Séleucos annoncé\nne pas contrôler SYR\ncapitale Sardes Antigonia\nne pas saisir Tyr\nsaisir le trésor de Tyr")).toEqual([
      { kind: 'open-gates', citadel: 'sardes', to: 'antigone' },
      { kind: 'gold', to: 'seleucos', amount: 10, announced: true },
      { kind: 'no-control', space: 'SYR' },
      { kind: 'capital', citadel: 'sardes', name: 'Antigonia' },
      { kind: 'no-treasure', citadel: 'tyr' },
      { kind: 'seize', citadel: 'tyr' },
    ]);
  });

  it('diadoques §9c.14 diadoques §9c.15 diadoques §9c.16 diadoques §9c.17 diadoques §9b.13: dissociate, command, marriage, Chandragupta, bribes and counter-corruption', () => {
    expect(read('diadoques', 'dissocier Olympias\ncommandement Olympias A ETO\nmariage avec Cléopâtre\naccord avec Chandragupta GHA\ncorrompre A* SYR 30\ncontre-corruption A MAC 10\ncorrompre Roxane 12\nvote pour Antigone\nvote contre Lysimaque')).toEqual([
      { kind: 'dissociate', character: 'olympias' },
      { kind: 'command', character: 'olympias', unit: { type: 'A', space: 'ETO' } },
      { kind: 'marriage' },
      { kind: 'chandragupta', province: 'GHA' },
      { kind: 'bribe', target: { unit: { type: 'A', leader: '*', space: 'SYR' } }, amount: 30 },
      { kind: 'counter', target: { unit: { type: 'A', space: 'MAC' } }, amount: 10 },
      { kind: 'bribe', target: { character: 'roxane' }, amount: 12 },
      { kind: 'vote', candidate: 'antigone', yes: true },
      { kind: 'vote', candidate: 'lysimaque', yes: false },
    ]);
  });

  it('diadokhoi §6.3.36 diadokhoi §7.6.6 diadokhoi §5.1.6 diadokhoi §4.5.2: English orders, release, deposit, draw', () => {
    expect(read('diadokhoi', 'bribe A Syr 3000 spare\ncounter A Mac 1000\nrelease Eurydice\ndeposit 500 in Sardes\ndraw\ngold 1000 to Seleukos\nroyal order Seleukos\nno-capture Olympias')).toEqual([
      { kind: 'bribe', target: { unit: { type: 'A', space: 'Syr' } }, amount: 3000, spareLeader: true },
      { kind: 'counter', target: { unit: { type: 'A', space: 'Mac' } }, amount: 1000 },
      { kind: 'release', character: 'eurydice' },
      { kind: 'deposit', citadel: 'sardes', amount: 500 },
      { kind: 'draw', yes: true },
      { kind: 'gold', to: 'seleukos', amount: 1000, announced: false },
      { kind: 'royal-order', beneficiary: 'seleukos' },
      { kind: 'no-capture', character: 'olympias' },
    ]);
  });

  it('diadoques §9a.2: unreadable lines are problems with their line and place; the others are read', () => {
    const r = parseSecondaryOrders('diadoques', 'saisir Tyr\nfaire la fête\nouvrir Xanadu à Antigone');
    expect(r.orders).toHaveLength(1);
    expect(r.problems.map((p) => [p.path, p.code])).toEqual([
      [['orders', 1], 'unknown-order'],
      [['orders', 2], 'unknown-place'],
    ]);
    expect(r.problems[1]!.span).toEqual({ start: 'saisir Tyr\nfaire la fête\nouvrir '.length, end: 'saisir Tyr\nfaire la fête\nouvrir Xanadu'.length });
    expect(parseSecondaryOrders('diadoques', 42 as unknown as string).problems[0]!.code).toBe('not-text');
  });
});

describe('sequence (diadoques ch. 9c, §8a.2, §8a.4)', () => {
  it('diadoques §8a.2 diadoques §8a.4: the two groups hold the orders in the order of chapter 9c', () => {
    expect(BEFORE).toEqual(['passage', 'give-character', 'no-capture', 'assassinate', 'release', 'royal-order']);
    expect(AFTER).toEqual(['open-gates', 'gold', 'deposit', 'no-control', 'capital', 'no-treasure', 'seize', 'dissociate', 'command', 'marriage', 'chandragupta']);
  });

  it('diadoques §9c.5 diadoques §9c.7 diadoques §11c.3: a murder comes before the royal order, whatever order the lines were written in', () => {
    const s = fromScenario('diadoques');
    s.firstTurn = false;
    s.season = 'summer';
    s.control['suse'] = 'seleucos';
    const u = put(s, 'satraps', 'A', 'HYR');
    openSatrapOffer(s, u.id);
    s.season = 'autumn';
    const a = put(s, 'cassandre', 'A', 'MAC');
    for (const id of ['philippe-iii', 'eurydice', 'roxane', 'alexandre-iv']) s.characters.find((c) => c.id === id)!.with = a.id;
    const orders: OrdersByPower = { cassandre: [{ kind: 'royal-order', beneficiary: 'seleucos' }, { kind: 'assassinate', character: 'philippe-iii' }, { kind: 'assassinate', character: 'roxane' }] };
    const ev = applySecondaryOrders(s, orders, 'before', ctx());
    expect(ev.findIndex((e) => e.type === 'character-killed')).toBeLessThan(ev.findIndex((e) => e.type.startsWith('royal-order')));
    expect(s.units.find((x) => x.space === 'HYR')).toBeUndefined();
  });

  it('diadoques §9c.8 diadoques §9c.13: opened gates come before seizing, so the new holder takes the treasure the same turn', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone', 'eumene']);
    s.control['sardes'] = 'eumene';
    s.treasures['sardes'] = 5;
    put(s, 'antigone', 'A', 'LYD');
    const orders: OrdersByPower = { antigone: [{ kind: 'seize', citadel: 'sardes' }], eumene: [{ kind: 'open-gates', citadel: 'sardes', to: 'antigone' }] };
    applySecondaryOrders(s, orders, 'after', ctx());
    expect(s.control['sardes']).toBe('antigone');
    expect(s.treasury['antigone']).toBe(5);
  });

  it('diadoques §9c.14 diadoques §9c.15: dissociating comes before placing in command, in a whole turn', () => {
    const s = afterTurn(`ruleset: diadoques
season: summer -318
units:
  cassandre: A* MAC
characters:
  Olympias: with MAC
orders cassandre:
  A MAC H
  command Olympias A MAC
  dissociate Cassandre
`);
    const a = s.units.find((u) => u.space === 'MAC')!;
    expect(a.commander).toBe('olympias');
    // The political steps after the season (the characters' retreats) do not join him again.
    expect(s.characters.find((c) => c.id === 'cassandre')!.with).toBeUndefined();
  });

  it('diadoques §9c.10 diadoques §11e.2: do-not-take-control, written in the political reader\'s words, keeps a province out of the entering player\'s hands', () => {
    const turn = (noControl: string) => afterTurn(`ruleset: diadoques
season: summer -318
units:
  cassandre: A MAC
control:
  lysimaque: CHA
orders cassandre:
  A MAC CHA
${noControl}
`);
    expect(turn('  do not take CHA').control['CHA']).toBe('lysimaque');
    expect(turn('').control['CHA']).toBe('cassandre');
  });

  it('diadoques §9c.2 diadoques §9c.4 diadoques §9c.12 diadoques §9c.14: the handed orders have one implementation, the military season\'s; the groups refuse them', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'ptolemee']);
    const given: OrdersByPower = { cassandre: [{ kind: 'passage', power: 'ptolemee' }, { kind: 'no-capture', character: 'olympias' }, { kind: 'gold', to: 'ptolemee', amount: 1, announced: false }] };
    expect(() => applySecondaryOrders(s, given, 'before', ctx())).toThrow(/cassandre's "passage" order is carried out by the military season/);
    expect(() => applySecondaryOrders(s, { ptolemee: [{ kind: 'dissociate', character: 'ptolemee' }] }, 'after', ctx())).toThrow(/setAsideHanded/);
    const aside = setAsideHanded(s, given);
    expect(aside.handed.map((h) => h.order.kind)).toEqual(['passage', 'no-capture']);
    expect(aside.political).toEqual({ cassandre: [{ kind: 'gold', to: 'ptolemee', amount: 1, announced: false }] });
    expect(applySecondaryOrders(s, aside.political, 'before', ctx())).toEqual([]);
  });

  it('diadoques §9c.9: gold gifts in the second group reach the other treasury that turn', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'ptolemee']);
    s.treasury['cassandre'] = 30;
    applySecondaryOrders(s, { cassandre: [{ kind: 'gold', to: 'ptolemee', amount: 12, announced: false }] }, 'after', ctx());
    expect(s.treasury).toMatchObject({ cassandre: 18, ptolemee: 12 });
  });

  it('diadoques §9b.1 diadoques §11b.5 diadoques §3.7: bribes, bids and votes are extracted for their own steps', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'lysimaque']);
    const t = put(s, 'lysimaque', 'A', 'THR');
    const lot = put(s, 'lysimaque', 'Ae', 'CHA');
    putUpForSale(s, lot, 'disband', 'diadoques §10.13', 0);
    const orders: OrdersByPower = {
      cassandre: read('diadoques', 'corrompre A THR 25\nenchère Ae CHA 20, 22\nvote pour Lysimaque\ndissocier Cassandre'),
      lysimaque: read('diadoques', 'contre-corruption A THR 5\nnulle'),
    };
    expect(corruptionOrdersFrom(s, orders)).toEqual({
      bribes: [{ power: 'cassandre', target: { unit: t.id }, amount: 25 }],
      counter: [{ power: 'lysimaque', target: { unit: t.id }, amount: 5 }],
      leaving: ['cassandre'],
    });
    expect(auctionBidsFrom(s, orders)).toEqual([{ power: 'cassandre', unit: lot.id, amounts: [20, 22] }]);
    expect(marginalVotesFrom(orders)).toEqual({ cassandre: { lysimaque: true } });
    expect(drawVotesFrom(orders)).toEqual(['lysimaque']);
  });
});

describe('one text for every order (diadoques §8a.1)', () => {
  it('diadoques §8a.1 diadokhoi §6.1.3: military lines go to the military season, the others to this layer; unreadable lines are reported once', () => {
    const text = 'A SYR PHE\ncorrompre A PHE 30\nne pas capturer Olympias\ndon 10 à Séleucos\nA SYR XYZ\nbonjour';
    const r = splitOrders('diadoques', text);
    expect(r.military.split('\n')).toEqual(['A SYR PHE', 'ne pas capturer Olympias']);
    expect(r.political.orders.map((o) => [o.line, o.order.kind])).toEqual([[1, 'bribe'], [3, 'gold']]);
    expect(r.problems.map((p) => p.path)).toEqual([['orders', 4], ['orders', 5]]);
    expect(r.problems[1]!.span!.start).toBe(text.indexOf('bonjour'));
  });
});
