/**
 * Neutral minor powers controlled by political points (`diadokhoi §8.6`, optional `§8.7`):
 * the pure rules on set-up states, the military layer's ownership and joint orders, and the
 * whole game (bids in winter, reveal at spring, the referee leaving controlled powers alone,
 * views that never show another player's bids).
 */
import { createGame, playerView, resolveAtDeadline, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { diadokhoi } from '../../src/game/index.ts';
import type { WholeState, WholeView } from '../../src/game/index.ts';
import { viewOf } from '../../src/game/view.ts';
import { SCENARIOS } from '../../src/map/index.ts';
import {
  botInfluenceBids, controlledPowers, influenceOf, influenceWinter, optionalActivationMargin, optionalMargin, punishAttacks,
  readInfluence, revealInfluence, sealInfluenceBids, startInfluence, takeOver,
} from '../../src/politics/index.ts';
import { resolveSeason } from '../../src/rules/season.ts';
import { initialState } from '../../src/rules/setup.ts';
import { addUnit } from '../../src/rules/state.ts';
import type { GameState } from '../../src/rules/state.ts';
import { parseWinterOrders } from '../../src/vocabulary/winter.ts';
import { ctx } from '../economy/fixtures.ts';

const scenario = (id: string) => SCENARIOS.diadokhoi.find((s) => s.id === id)!;

/** A diadokhoi set-up as the whole game starts it, with its political points. */
function start(id: string, options = {}): GameState {
  const s = initialState('diadokhoi', id);
  startInfluence(s, scenario(id), options);
  return s;
}

const bids = (text: string) => parseWinterOrders('diadokhoi', text).orders.map((o) => o.order);

function season(s: GameState, orders: Record<string, string>) {
  return resolveSeason({ state: s, orders, dice: ctx().dice });
}

const outcome = (r: ReturnType<typeof season>, power: string, text: string) => r.report.orders.find((o) => o.power === power && o.text === text);
const unitAt = (s: GameState, space: string) => s.units.find((u) => u.space === space);

describe('taking control of a neutral power', () => {
  it('diadokhoi §8.6.2: the top investor controls the power when his PP minus all the others\' exceed his AM', () => {
    expect(takeOver({ antigonos: 6, seleukos: 1 }, { antigonos: 4, seleukos: 4 })).toEqual(['antigonos']);
    // 5 − 1 = 4 is not greater than 4.
    expect(takeOver({ antigonos: 5, seleukos: 1 }, { antigonos: 4, seleukos: 4 })).toEqual([]);
    // The margin is over the sum of all the others.
    expect(takeOver({ antigonos: 9, seleukos: 2, eumenes: 2 }, { antigonos: 4, seleukos: 0, eumenes: 0 })).toEqual(['antigonos']);
    expect(takeOver({ antigonos: 8, seleukos: 2, eumenes: 2 }, { antigonos: 4, seleukos: 0, eumenes: 0 })).toEqual([]);
    // Only the player with the most PP; nobody with no PP at all, whatever his AM.
    expect(takeOver({ antigonos: 1, seleukos: 3 }, { antigonos: -9, seleukos: 5 })).toEqual([]);
    expect(takeOver({}, { antigonos: -3 })).toEqual([]);
  });

  it('diadokhoi §8.6.3: players tied at the top all gain control when each margin beats his own AM', () => {
    expect(takeOver({ antigonos: 4, seleukos: 4 }, { antigonos: -1, seleukos: -1 })).toEqual(['antigonos', 'seleukos']);
    expect(takeOver({ antigonos: 4, seleukos: 4 }, { antigonos: -1, seleukos: 0 })).toEqual(['antigonos']);
    expect(takeOver({ antigonos: 4, seleukos: 4 }, { antigonos: 3, seleukos: 3 })).toEqual([]);
  });

  it('diadokhoi §8.6.9: in −319 Antigonos controls Cassandra and Eumenes Polysperchon; the tie on Pyrrhos controls nothing', () => {
    const s = start('5p');
    expect(s.orderedBy).toEqual({ cassandra: ['antigonos'], polysperchon: ['eumenes'] });
    const inf = readInfluence(s)!;
    expect(inf.invested).toEqual({ cassandra: { antigonos: 4 }, polysperchon: { eumenes: 5 } });
    // Pyrrhos and Demetrios are not on the 5-player board: their PP have nowhere to go.
    expect(inf.am['pyrrhos']).toBeUndefined();
    // The tie itself, had Pyrrhos been there: 4 against 4 with an AM of 3.
    expect(takeOver({ ptolemaios: 4, lysimachos: 4 }, { ptolemaios: 3, lysimachos: 3 })).toEqual([]);
    expect(controlledPowers(s)).toEqual(['cassandra', 'polysperchon']);
  });

  it('diadokhoi §8.6.10: in −277 Antiochos has 4 PP in Antigonos II, short of its AM of 6', () => {
    const s = start('2p');
    expect(readInfluence(s)!.invested).toEqual({ 'antigonos-ii': { seleukos: 4 } });
    expect(s.orderedBy).toEqual({});
    expect(readInfluence(s)!.am['antigonos-ii']).toEqual({ ptolemaios: 6, seleukos: 6 });
  });

  it('diadokhoi §8.6.8: every player starts with the printed AM for each neutral power of the set-up', () => {
    const s = start('4p');
    const am = readInfluence(s)!.am;
    expect(Object.keys(am).sort()).toEqual(['byzantium', 'cassandra', 'nabatena', 'polysperchon', 'pyrrhos', 'rhodes']);
    expect(am['cassandra']).toEqual({ antigonos: 8, lysimachos: 8, ptolemaios: 8, seleukos: 8 });
    expect(am['pyrrhos']!['seleukos']).toBe(3);
    // The six-player game has no neutral power to influence.
    const six = initialState('diadokhoi', 'standard');
    expect(startInfluence(six, scenario('standard'))).toEqual([]);
    expect(readInfluence(six)).toBeUndefined();
  });

  it('diadokhoi §8.6.4: a controller\'s AM becomes 0; the influence lasts one year: without new bids the control ends', () => {
    const s = start('5p');
    expect(readInfluence(s)!.am['cassandra']!['antigonos']).toBe(0);
    expect(readInfluence(s)!.am['cassandra']!['seleukos']).toBe(8);
    s.year += 1;
    s.firstTurn = false;
    const events = revealInfluence(s);
    expect(s.orderedBy).toEqual({});
    expect(readInfluence(s)!.invested).toEqual({});
    expect(events.find((e) => e.type === 'influence-revealed')?.text).toMatch(/Nobody invested/);
  });

  it('diadokhoi §8.6.7: every winter each AM drops by 1, below zero too', () => {
    const s = start('5p');
    influenceWinter(s);
    influenceWinter(s);
    const am = readInfluence(s)!.am;
    expect(am['cassandra']!['antigonos']).toBe(-2);
    expect(am['cassandra']!['seleukos']).toBe(6);
    expect(am['rhodes']!['ptolemaios']).toBe(4);
  });
});

describe('bids: written in winter, secret, revealed together before spring', () => {
  it('diadokhoi §8.6.1: bid lines are read leniently among the winter orders; Les Diadoques has none', () => {
    expect(bids('influence 4 Cassandra\nPP 2 in Rhodes\npoints politiques 3 Cassandre\nPP 1 PP Byzantium')).toEqual([
      { kind: 'influence', neutral: 'cassandra', pp: 4 },
      { kind: 'influence', neutral: 'rhodes', pp: 2 },
      { kind: 'influence', neutral: 'cassandra', pp: 3 },
      { kind: 'influence', neutral: 'byzantium', pp: 1 },
    ]);
    expect(parseWinterOrders('diadokhoi', 'influence 0 Rhodes').problems[0]).toMatchObject({ code: 'bad-amount', path: ['orders', 0] });
    expect(parseWinterOrders('diadokhoi', 'influence 3 Atlantis').problems[0]).toMatchObject({ code: 'unknown-power' });
    expect(parseWinterOrders('diadoques', 'influence 3 Rhodes').problems[0]).toMatchObject({ code: 'not-in-ruleset' });
  });

  it('diadokhoi §8.6.1: sealed bids are told to their writer only; the reveal is public and decides control', () => {
    const s = start('5p');
    s.year += 1;
    s.firstTurn = false;
    const sealed = sealInfluenceBids(s, { seleukos: bids('influence 5 Rhodes'), ptolemaios: bids('influence 1 Rhodes') });
    expect(sealed.map((e) => e.to![0]).sort()).toEqual(['ptolemaios', 'seleukos']);
    // A power that cannot be influenced: refused, privately.
    const refused = sealInfluenceBids(s, { lysimachos: bids('influence 2 Seleukos') });
    expect(refused).toMatchObject([{ type: 'influence-refused', to: ['lysimachos'] }]);
    // Before the reveal each player sees only his own bids.
    const before = viewOf({ ...s, options: { scenario: '5p', lastYear: -315, players: 5 } }, 'ptolemaios');
    expect(before.ext.influence?.mine).toEqual([{ neutral: 'rhodes', pp: 1 }]);
    expect(JSON.stringify(before)).not.toMatch(/"pp":5/);
    expect(viewOf({ ...s, options: { scenario: '5p', lastYear: -315, players: 5 } }, null).ext.influence?.mine).toEqual([]);
    const revealed = revealInfluence(s);
    const pub = revealed.find((e) => e.type === 'influence-revealed')!;
    expect(pub.to).toBeUndefined();
    expect(pub.data).toEqual({ invested: { rhodes: { seleukos: 5, ptolemaios: 1 } } });
    // 5 − 1 = 4 is not above Rhodes' AM of 6.
    expect(s.orderedBy).toEqual({});
    expect(viewOf({ ...s, options: { scenario: '5p', lastYear: -315, players: 5 } }, 'antigonos').ext.influence?.invested).toEqual({ rhodes: { seleukos: 5, ptolemaios: 1 } });
  });

  it('diadokhoi §8.6.1: PP beyond the 5 of the year cost 1000 talents each; what cannot be paid is struck out', () => {
    const s = start('5p');
    s.firstTurn = false;
    s.treasury['seleukos'] = 2500;
    s.treasury['ptolemaios'] = 0;
    sealInfluenceBids(s, { seleukos: bids('influence 6 Rhodes\ninfluence 3 Byzantium'), ptolemaios: bids('influence 4 Rhodes\ninfluence 3 Nabatena') });
    const events = revealInfluence(s);
    // Seleukos may use 5 + 2 PP: 6 in Rhodes, 1 of the 3 in Byzantium; he pays 2000.
    expect(readInfluence(s)!.invested).toEqual({ rhodes: { seleukos: 6, ptolemaios: 4 }, byzantium: { seleukos: 1 }, nabatena: { ptolemaios: 1 } });
    expect(s.treasury['seleukos']).toBe(500);
    expect(s.treasury['ptolemaios']).toBe(0);
    const money = events.filter((e) => e.type === 'money');
    expect(money).toEqual([expect.objectContaining({ to: ['seleukos'], data: expect.objectContaining({ amount: -2000 }) })]);
    expect(events.filter((e) => e.type === 'influence-cut').map((e) => e.to![0]).sort()).toEqual(['ptolemaios', 'seleukos']);
  });

  it('botInfluenceBids: all free PP where the bot\'s AM is lowest, in a line the winter reader accepts', () => {
    const s = start('5p');
    const line = botInfluenceBids({ ext: { influence: { am: readInfluence(s)!.am, invested: {}, mine: [] } }, state: s }, 'antigonos');
    expect(line).toBe('influence 5 cassandra');
    expect(bids(line)).toEqual([{ kind: 'influence', neutral: 'cassandra', pp: 5 }]);
    // Seleukos' AMs (4 to 8) leave him nothing to win with 5 PP alone but Polysperchon.
    expect(botInfluenceBids({ ext: { influence: { am: readInfluence(s)!.am, invested: {}, mine: [] } }, state: s }, 'seleukos')).toBe('influence 5 polysperchon');
    expect(botInfluenceBids({ ext: {}, state: s }, 'seleukos')).toBe('');
  });
});

describe('ordering a controlled power', () => {
  it('diadokhoi §8.6.2: the controller orders the power\'s units in his own orders; another player may not', () => {
    const s = start('5p');
    const r = season(s, { eumenes: 'F Eub - Aeg', ptolemaios: 'A Eto - The' });
    expect(unitAt(r.state, 'Aeg')?.power).toBe('polysperchon');
    expect(outcome(r, 'ptolemaios', 'A Eto - The')).toMatchObject({ status: 'ignored', reason: 'not-own-unit' });
    expect(unitAt(r.state, 'Eto')?.power).toBe('polysperchon');
  });

  it('diadokhoi §8.6.3: joint controllers must write the very same order, else the unit does not move', () => {
    const same = start('5p');
    same.orderedBy = { polysperchon: ['eumenes', 'lysimachos'] };
    expect(unitAt(season(same, { eumenes: 'F Eub - Aeg', lysimachos: 'F Eub - Aeg' }).state, 'Aeg')?.power).toBe('polysperchon');
    const differ = season(same, { eumenes: 'F Eub - Aeg', lysimachos: 'F Eub - Cyc' });
    expect(unitAt(differ.state, 'Eub')?.power).toBe('polysperchon');
    expect(outcome(differ, 'eumenes', 'F Eub - Aeg')?.status).toBe('ignored');
    const silent = season(same, { eumenes: 'F Eub - Aeg', lysimachos: '' });
    expect(unitAt(silent.state, 'Eub')?.power).toBe('polysperchon');
    expect(outcome(silent, 'eumenes', 'F Eub - Aeg')).toMatchObject({ status: 'ignored', reason: 'joint-orders-differ', rule: 'diadokhoi §8.6.3' });
  });

  it('diadokhoi §8.6.6: a neutral power cannot support a unit besieging one of its own citadels', () => {
    const s = start('5p');
    addUnit(s, { power: 'seleukos', type: 'A', space: 'Att' });
    s.firstTurn = false;
    const r = season(s, { seleukos: 'A Att Bsg1 Athens', eumenes: 'A Eto S A Att' });
    expect(outcome(r, 'eumenes', 'A Eto S A Att')).toMatchObject({ status: 'ignored', reason: 'helps-besieger', rule: 'diadokhoi §8.6.6' });
    // The same support of a unit that holds is valid: a controlled neutral power helps whom its controller says.
    const ok = season(s, { seleukos: 'A Att H', eumenes: 'A Eto S A Att' });
    expect(outcome(ok, 'eumenes', 'A Eto S A Att')?.status).toBe('succeeds');
    // Uncontrolled, it supports only its own (diadokhoi §6.2.15, the referee's rule).
    s.orderedBy = {};
    expect(outcome(season(s, { seleukos: 'A Att H', polysperchon: 'A Eto S A Att' }), 'polysperchon', 'A Eto S A Att')?.reason).toBe('neutral-support');
  });

  it('diadokhoi §8.6.5: a Diadokhos who attacks a neutral power loses his PP in it and his control of it', () => {
    const s = start('5p');
    s.firstTurn = false;
    addUnit(s, { power: 'eumenes', type: 'A', space: 'The' });
    // Eumenes attacks Polysperchon, which he controls, from Thessaly.
    const attack = season(s, { eumenes: 'A The - Eto' });
    const events = punishAttacks(s, attack.state, attack.report);
    expect(events).toMatchObject([{ type: 'influence-lost', rule: 'diadokhoi §8.6.5', data: { power: 'eumenes', neutral: 'polysperchon', pp: 5, control: true } }]);
    expect(attack.state.orderedBy).toEqual({ cassandra: ['antigonos'] });
    expect(readInfluence(attack.state)!.invested['polysperchon']).toEqual({});
    // A siege of one of its citadels is an attack too; a move into an empty province is not.
    const t = start('5p');
    t.firstTurn = false;
    influenceOf(t).invested['polysperchon']!['antigonos'] = 2;
    addUnit(t, { power: 'antigonos', type: 'A', space: 'Att' });
    const siege = season(t, { antigonos: 'A Att Bsg1 Athens' });
    expect(punishAttacks(t, siege.state, siege.report)).toMatchObject([{ data: { power: 'antigonos', neutral: 'polysperchon', pp: 2, control: false } }]);
    expect(readInfluence(siege.state)!.invested['polysperchon']).toEqual({ eumenes: 5 });
    expect(siege.state.orderedBy).toEqual({ cassandra: ['antigonos'], polysperchon: ['eumenes'] });
    const walk = season(t, { antigonos: 'A Att - Arc' });
    expect(punishAttacks(t, walk.state, walk.report)).toEqual([]);
  });
});

describe('the optional AM (diadokhoi §8.7)', () => {
  it('diadokhoi §8.7.2: Antipatros\' Guards left alone in Pella have an AM of 1 + 3 + 2 = 6', () => {
    const s = initialState('diadokhoi', 'standard');
    s.units = [];
    for (const c of s.characters) if (c.controlledBy === 'antipatros') c.controlledBy = null;
    s.control = { pella: 'antipatros' };
    addUnit(s, { power: 'antipatros', type: 'Ag', space: 'pella' });
    expect(optionalActivationMargin(s, 'antipatros')).toBe(6);
  });

  it('diadokhoi §8.7.1: with the option, a dead Diadokhos\' units may be influenced (AM 1 + VP + force); without it, not', () => {
    const s = start('5p', { optionalAm: true });
    s.firstTurn = false;
    s.powers.find((p) => p.id === 'lysimachos')!.eliminated = true;
    // Lysimachos holds Lysimachia (1) and Cyzique (1), keeps A Che, A Ist, F Pro (3): 1 + 2 + 3.
    expect(optionalMargin(s, 'lysimachos')).toBe(1 + 2 + 3);
    const events = revealInfluence(s);
    expect(events.find((e) => e.rule === 'diadokhoi §8.7.1')?.data).toEqual({ neutral: 'lysimachos', am: 6 });
    expect(readInfluence(s)!.am['lysimachos']!['seleukos']).toBe(6);
    const off = start('5p');
    off.powers.find((p) => p.id === 'lysimachos')!.eliminated = true;
    expect(optionalMargin(off, 'lysimachos')).toBeUndefined();
    expect(sealInfluenceBids(off, { seleukos: bids('influence 3 Lysimachos') })[0]!.type).toBe('influence-refused');
  });
});

describe('the whole game', () => {
  const K = diadokhoi as unknown as GameDefinition<WholeState, unknown, WholeView>;

  function game(players: number): GameSession<WholeState> {
    const created = createGame(K, { seed: 'h3-influence', options: { players } });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    return created.value;
  }

  function send(g: GameSession<WholeState>, orders: Record<string, string>): GameSession<WholeState> {
    let out = g;
    for (const [p, text] of Object.entries(orders)) {
      const r = submit(K, out, p, { orders: text });
      if (!r.ok) throw new Error(`${p}: ${JSON.stringify(r.error)}`);
      out = r.value.session;
    }
    return resolveAtDeadline(K, out);
  }

  it('diadokhoi §8.6.2, diadokhoi §8.6.1: 5 players — Antigonos orders Cassandra, the referee leaves her alone; winter bids are secret, revealed before spring', () => {
    let g = game(5);
    expect(g.state.orderedBy).toEqual({ cassandra: ['antigonos'], polysperchon: ['eumenes'] });
    // Only the controller may order her fleet.
    expect(submit(K, g, 'ptolemaios', { orders: 'F Cha H' }).ok).toBe(false);
    g = send(g, { antigonos: '' });
    // Nobody ordered Cassandra's units: they held (the referee wrote nothing for them).
    const spring = g.record[g.record.length - 1]!;
    expect(spring.events.some((e) => e.type === 'order' && (e.text ?? '').startsWith('cassandra:'))).toBe(false);
    while (g.state.phase !== 'winter' && !g.state.result) g = send(g, {});
    expect(g.state.phase).toBe('winter');
    g = send(g, { seleukos: 'influence 5 Rhodes', ptolemaios: 'PP 1 Rhodes' });
    const winter = g.record[g.record.length - 1]!;
    const sealed = winter.events.filter((e) => e.type === 'influence-sealed');
    expect(sealed.map((e) => e.to![0]).sort()).toEqual(['ptolemaios', 'seleukos']);
    // The year's control is gone with the reveal; the bids are public now.
    expect(g.state.season).toBe('spring');
    expect(g.state.orderedBy).toEqual({});
    const view = playerView(K, g, 'antigonos');
    expect(view.view.ext.influence?.invested).toEqual({ rhodes: { seleukos: 5, ptolemaios: 1 } });
    expect(view.log.some((e) => e.type === 'influence-sealed')).toBe(false);
    expect(view.log.some((e) => e.type === 'influence-revealed')).toBe(true);
    expect(playerView(K, g, 'seleukos').log.filter((e) => e.type === 'influence-sealed')).toHaveLength(1);
    // diadokhoi §8.6.7: the winter took 1 from every AM (Antigonos' 0 for Cassandra is now −1).
    expect(readInfluence(g.state)!.am['cassandra']!['antigonos']).toBe(-1);
    expect(readInfluence(g.state)!.am['rhodes']!['seleukos']).toBe(5);
  });

  it('diadokhoi §8.6.2: a bid that beats the AM gives control at the reveal, and the controller orders the power that spring', () => {
    let g = game(4);
    while (g.state.phase !== 'winter' && !g.state.result) g = send(g, {});
    g = send(g, { lysimachos: 'influence 5 Pyrrhos', seleukos: 'influence 5 Byzantium' });
    // Pyrrhos: 5 − 0 > 3 − 1; Byzantium: 5 − 0 is not above 6 − 1.
    expect(g.state.orderedBy).toEqual({ pyrrhos: ['lysimachos'] });
    expect(readInfluence(g.state)!.am['pyrrhos']!['lysimachos']).toBe(0);
    expect(submit(K, g, 'lysimachos', { orders: 'Ag Tau H' }).ok).toBe(true);
    expect(submit(K, g, 'seleukos', { orders: 'Ag Tau H' }).ok).toBe(false);
  });
});

it('influenceOf creates the layer\'s state once', () => {
  const s = initialState('diadokhoi', '5p');
  expect(influenceOf(s)).toBe(influenceOf(s));
});
