/**
 * The first turn as the rulebooks write it (`diadoques ch. 1`, `ch. 12`; `diadokhoi §5.3`): the
 * whole game opens with the players' start purchases, checked at once, three mercenaries by
 * default, and then the first military season with the stacked units.
 */
import { createGame, Dice, resolveAtDeadline, rngFromSeed, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { computeIncome } from '../../src/economy/income.ts';
import { diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';

const D = diadoques as unknown as GameDefinition<WholeState>;
const K = diadokhoi as unknown as GameDefinition<WholeState>;

function begin(def: GameDefinition<WholeState>, options: object = {}): GameSession<WholeState> {
  const g = createGame(def, { seed: 'start', options });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

/** The start step resolved with these purchases (others: their default). */
function buy(def: GameDefinition<WholeState>, texts: Record<string, string>, options: object = {}): WholeState {
  const g = begin(def, options);
  const decisions = Object.fromEntries(g.players.map((p) => [p, { orders: texts[p] ?? (def.defaultDecision(g.state, p) as { orders: string }).orders }]));
  for (const [p, d] of Object.entries(decisions)) expect(def.validate(g.state, p, d).ok, `${p}: ${d.orders}`).toBe(true);
  const events: { type: string; rule?: string }[] = [];
  const s = def.resolve(structuredClone(g.state), decisions, { dice: new Dice(rngFromSeed('x')), emit: (e) => events.push(e) });
  expect(events.filter((e) => e.type === 'income')).toEqual([]);
  return s;
}

const problemsOf = (def: GameDefinition<WholeState>, s: WholeState, p: string, orders: string) => {
  const r = def.validate(s, p, { orders });
  return r.ok ? [] : r.error.map((x) => `${x.path?.join('.') ?? ''} ${x.message}`);
};

const unitsOf = (s: WholeState, power: string) => s.units.filter((u) => u.power === power).map((u) => `${u.type} ${u.space}`);

describe('the start position (diadoques ch. 1, §12.1, §12.2, §12.5)', () => {
  const s = begin(D).state;
  it.each([
    ['diadoques §1.2.1', 'cassandre', 'MAC', 'pella', 'pydna', 'philippe'],
    ['diadoques §1.2.2', 'lysimaque', 'CHE', 'lysimachia', '—', 'agathocle'],
    ['diadoques §1.2.3', 'antigone', 'PHR', 'gordion', '—', 'demetrios'],
    ['diadoques §1.2.4', 'eumene', 'CAP', 'tyane', '—', 'hyeronimos'],
    ['diadoques §1.2.5', 'ptolemee', 'EGY', 'alexandrie', 'peluse', 'ptolemee-ii'],
    ['diadoques §1.2.6', 'seleucos', 'CHD', 'babylone', '—', 'antiochos'],
  ])('%s diadoques §12.2: %s owns %s and his capital %s (second citadel: %s); his epigone %s waits', (_rule, power, province, capital, citadel2, epigone) => {
    const second = citadel2 === '—' ? undefined : citadel2;
    const owned = Object.entries(s.control).filter(([, who]) => who === power).map(([id]) => id).sort();
    expect(owned).toEqual([province, capital, ...(second ? [second] : [])].sort());
    expect(s.powers.find((p) => p.id === power)).toMatchObject({ capital, diadochus: power, epigone, ...(second ? { secondCitadel: second } : {}) });
    expect(s.characters.find((c) => c.id === power)).toMatchObject({ kind: 'diadochus', space: province, controlledBy: power });
    expect(s.characters.find((c) => c.id === epigone)).toMatchObject({ waiting: true });
  });

  it('diadoques §1.3 diadoques §12.5: Cassandre (not Antipater) plays Macedonia and controls the four royals in MAC; Olympias and Cléopâtre are free', () => {
    expect(s.powers.map((p) => p.id)).not.toContain('antipater');
    for (const id of ['philippe-iii', 'eurydice', 'roxane', 'alexandre-iv']) expect(s.characters.find((c) => c.id === id)).toMatchObject({ space: 'MAC', controlledBy: 'cassandre' });
    for (const id of ['olympias', 'cleopatre']) expect(s.characters.find((c) => c.id === id)?.controlledBy).toBeNull();
  });

  it('diadoques §12.1 diadoques §12.3: the game opens in spring −319 with the start purchases of all six, before any unit is on the board', () => {
    expect(s).toMatchObject({ year: -319, season: 'spring', phase: 'start', firstTurn: true });
    expect(s.units).toEqual([]);
    expect(D.pending(s)).toMatchObject({ mode: 'simultaneous', phase: 'start', players: ['cassandre', 'lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos'] });
  });

  it('diadoques §12.3 diadoques §10.1: the starting treasury is the income of ch. 10, collected once — the start step collects nothing more', () => {
    const income = computeIncome(s);
    for (const p of s.powers) expect(s.treasury[p.id], p.id).toBe(income[p.id]!.total);
    expect(s.treasury).toEqual({ cassandre: 33, lysimaque: 32, antigone: 32, eumene: 32, ptolemee: 33, seleucos: 32 });
    const after = buy(D, {});
    expect(after.treasury).toEqual({ cassandre: 3, lysimaque: 2, antigone: 2, eumene: 2, ptolemee: 3, seleucos: 2 });
  });
});

describe('the start purchases (diadoques §12.4)', () => {
  const s = begin(D).state;

  it('diadoques §12.4: free choice within the limits — an elite and a mercenary, or two fleets, each price paid', () => {
    const after = buy(D, { cassandre: 'Ae MAC\nA MAC', ptolemee: 'construire A EGY\nF alexandrie\nF MOR' });
    expect(unitsOf(after, 'cassandre')).toEqual(['Ae MAC', 'A MAC']);
    expect(unitsOf(after, 'ptolemee')).toEqual(['A EGY', 'F alexandrie', 'F MOR']);
    expect(after.treasury).toMatchObject({ cassandre: 3, ptolemee: 3 });
  });

  it('diadoques §12.4: Antigone, Eumène and Séleucos take armies only; the others at most two fleets', () => {
    for (const [p, home] of [['antigone', 'PHR'], ['eumene', 'CAP'], ['seleucos', 'CHD']]) {
      expect(problemsOf(D, s, p!, `A ${home}\nF EGE`)).toEqual(['orders.1 F EGE: this diadochus starts with armies only.']);
    }
    expect(problemsOf(D, s, 'cassandre', 'F pydna\nF pydna\nF EUB\nA MAC')).toEqual(['orders.2 F EUB: at most 2 fleet(s) at the start.']);
    expect(problemsOf(D, s, 'cassandre', 'A MAC\nA MAC\nA MAC\nA MAC')[0]).toMatch(/^orders\.3 A MAC: only 3 units at the start/);
  });

  it('diadoques §12.4 diadoques §6a.2: the cost is paid from the treasury, one unit of each special type, armies in the start province', () => {
    expect(problemsOf(D, s, 'antigone', 'A PHR\nAg PHR')).toEqual(['orders.1 Ag PHR: not enough money: 40 T for 32 T in the treasury.']);
    expect(problemsOf(D, s, 'antigone', 'Am PHR\nAm PHR')).toEqual(['orders.1 Am PHR: at most 1 unit(s) of type Am (diadoques §6a.2).']);
    expect(problemsOf(D, s, 'antigone', 'A PHR\nA LYD')).toEqual(['orders.1 A LYD: armies start in PHR or its citadels.']);
  });

  it('diadoques §12.3: the diadochus starts on his province with his units: at least one army there; other orders are refused with their line', () => {
    expect(problemsOf(D, s, 'eumene', '')).toEqual(['orders Starting units: buy at least 1 unit(s).']);
    expect(problemsOf(D, s, 'cassandre', 'A pella')).toEqual(['orders Starting units: at least one army in MAC itself, for the diadochus to command.']);
    // Issue 18 ruling (decisions.md): "des armées et/ou 1 ou 2 flottes" never means fleets alone — the
    // units start "sur sa province de départ" with the diadochus, and a fleet never stands in a province (§6a.3).
    expect(problemsOf(D, s, 'ptolemee', 'F alexandrie\nF MOR')).toEqual(['orders Starting units: at least one army in EGY itself, for the diadochus to command.']);
    expect(problemsOf(D, s, 'cassandre', 'A MAC\nsaisir trésor pella')[0]).toMatch(/^orders\.1 At the start only units are bought/);
    expect(problemsOf(D, s, 'cassandre', 'A MAC\nA Atlantide')).toHaveLength(1);
  });

  it('diadoques §12.4: the default (no decision) is the most frequent choice, three mercenary armies; every listed choice is legal', () => {
    for (const p of begin(D).players) {
      expect(D.defaultDecision(s, p)).toEqual({ orders: Array(3).fill(`A ${s.characters.find((c) => c.id === p)!.space}`).join('\n') });
      const legal = D.legalDecisions!(s, p)!;
      expect(legal.length).toBeGreaterThan(4);
      for (const d of legal) expect(D.validate(s, p, d).ok, JSON.stringify(d)).toBe(true);
    }
    expect(D.legalDecisions!(s, 'ptolemee')!.some((d) => /F /.test((d as { orders: string }).orders))).toBe(true);
    expect(D.legalDecisions!(s, 'seleucos')!.some((d) => /F /.test((d as { orders: string }).orders))).toBe(false);
  });

  it('diadoques §12.6 diadoques §6b.9: after the purchases spring −319 opens with several units per start province, the diadochus and Philippe III in command', () => {
    let g = begin(D);
    g = resolveAtDeadline(D, g);
    const s1 = g.state;
    expect(D.pending(s1)?.phase).toBe('spring-orders');
    expect(s1).toMatchObject({ year: -319, season: 'spring', firstTurn: true });
    expect(unitsOf(s1, 'cassandre')).toEqual(['A MAC', 'A MAC', 'A MAC']);
    const commanders = s1.units.filter((u) => u.power === 'cassandre').map((u) => u.commander);
    expect(commanders).toEqual(expect.arrayContaining(['cassandre', 'philippe-iii']));
    expect(D.checkInvariants!(s1)).toEqual([]);
    expect(g.record.at(-1)!.defaulted.sort()).toEqual([...g.players].sort());
  });

  it('diadoques §9a.3: in the first spring\'s stacks every listed decision names its units by their marks, so each one validates', () => {
    // Two armies bought, both in command (the diadochus, Philippe III): unmarked, "A MAC" twice was
    // ambiguous and the listed decision refused (found by the fuzzer).
    const s1 = buy(D, { cassandre: 'A MAC\nA MAC' });
    expect(D.pending(s1)?.phase).toBe('spring-orders');
    expect(unitsOf(s1, 'cassandre')).toEqual(['A MAC', 'A MAC']);
    for (const p of begin(D).players) for (const d of D.legalDecisions!(s1, p)!) expect(D.validate(s1, p, d).ok, `${p}: ${JSON.stringify(d)}`).toBe(true);
    expect(D.legalDecisions!(s1, 'cassandre')!.some((d) => /A\* MAC/.test((d as { orders: string }).orders))).toBe(true);
  });

  it('diadoques §12.4: a player\'s purchases stay secret until every purchase is in', () => {
    const g = begin(D);
    const r = submit(D, g, 'antigone', { orders: 'Ae PHR\nA PHR' });
    if (!r.ok) throw new Error('refused');
    expect(r.value.resolved).toBe(false);
    expect(JSON.stringify(D.view(r.value.session.state, 'cassandre'))).not.toContain('Ae');
  });
});

describe('the winter −322 purchases of Diadokhoi (diadokhoi §5.3)', () => {
  it('diadokhoi §5.3.1 diadokhoi §5.3.2 diadokhoi §5.3.4: three mercenary units for 3000 in the capital\'s province leave the treasures of spring −321', () => {
    const s = buy(K, {});
    expect(s).toMatchObject({ year: -321, season: 'spring', phase: 'orders', firstTurn: true });
    expect(s.treasury).toEqual({ antipatros: 400, lysimachos: 700, antigonos: 700, eumenes: 200, ptolemaios: 400, seleukos: 200 });
    expect(unitsOf(s, 'eumenes')).toEqual(['A Ank', 'A Ank', 'A Ank']);
  });

  it('diadokhoi §5.3.1 diadokhoi §5.3.3: exactly three mercenary units; Antigonos and Eumenes armies only; Seleukos may take a fleet at Babylonia', () => {
    const s = begin(K).state;
    expect(problemsOf(K, s, 'antigonos', 'A Phr\nA Phr')).toEqual(['orders Starting units: buy exactly 3 units.']);
    expect(problemsOf(K, s, 'antigonos', 'A Phr\nA Phr\nAe Phr')).toEqual(['orders.2 Ae Phr: only mercenary units (A or F) are bought at the start (diadokhoi §5.3.1).']);
    expect(problemsOf(K, s, 'eumenes', 'A Ank\nA Ank\nF Ank')[0]).toMatch(/armies only/);
    expect(problemsOf(K, s, 'seleukos', 'A Chd\nA Chd\nF Chd')).toEqual([]);
    const after = buy(K, { seleukos: 'A Chd\nA Chd\nF Chd', antipatros: 'A Mac\nF Mac\nF Mac' });
    expect(unitsOf(after, 'seleukos')).toEqual(['A Chd', 'A Chd', 'F Chd']);
    expect(after.treasury).toMatchObject({ seleukos: 200, antipatros: 400 });
  });

  it('diadokhoi §8.2.1: the set-ups of fewer players start with their units placed — no purchase step', () => {
    const s = begin(K, { players: 5 }).state;
    expect(s.phase).toBe('orders');
    expect(s.units.length).toBeGreaterThan(0);
  });
});
