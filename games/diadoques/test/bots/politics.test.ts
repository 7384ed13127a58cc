import { createGame, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { botBids, botBribe, botCounterCorruption, botWinter, giftLine, wholeGameOrders } from '../../src/bots/index.ts';
import type { WholeBotView } from '../../src/bots/index.ts';
import { diadokhoi, diadoques } from '../../src/game/index.ts';
import type { OrdersDecision, WholeState, WholeView } from '../../src/game/index.ts';
import { viewOf } from '../../src/game/view.ts';
import { parseSecondaryOrders, putUpForSale, resolveAuctions, resolveCorruption, splitOrders } from '../../src/politics/index.ts';
import type { AuctionBid, Bribe } from '../../src/politics/index.ts';
import { nowIndex } from '../../src/economy/common.ts';
import { parseWinterOrders } from '../../src/vocabulary/winter.ts';
import type { GameState } from '../../src/rules/state.ts';
import { board, dice, unit } from '../events/fixtures.ts';

/** The political lines of a text, as the game reads them: none may be refused. */
function political(s: GameState, text: string) {
  const parts = splitOrders(s.ruleset, text);
  expect(parts.problems).toEqual([]);
  expect(parts.political.problems).toEqual([]);
  return parts.political.orders.map((o) => o.order);
}

describe('the baseline bot bribes, counter-corrupts and bids', () => {
  it('diadoques §9b.1, §9b.6: it bribes the garrison it can reach before a field army, a third above the level it sees', () => {
    const s = board('diadoques', 'summer');
    s.treasury['seleucos'] = 100;
    s.control['tyr'] = 'ptolemee';
    unit(s, 'seleucos', 'A', 'PHE');
    const garrison = unit(s, 'ptolemee', 'A', 'tyr');
    unit(s, 'ptolemee', 'A', 'DAM');
    const line = botBribe(s, 'seleucos');
    expect(line).toBe('corrompre A Tyr 30');
    const [order] = political(s, line);
    expect(order).toMatchObject({ kind: 'bribe', amount: 30 });
    // The corruption layer takes it: valid, 85 % (75 + 30 − 20), the die decides.
    const bribe: Bribe = { power: 'seleucos', target: { unit: garrison.id }, amount: 30 };
    const events = resolveCorruption(s, [bribe], { dice: dice(10) });
    expect(events.map((e) => e.type)).toContain('bribe-validated');
    expect(garrison.power).toBe('seleucos');
    expect(s.control['tyr']).toBe('seleucos');
  });

  it('diadoques §9b.5, §10.4: it does not bribe with the money its army needs for its upkeep beyond what its income will pay', () => {
    const s = board('diadoques', 'summer');
    // Without Babylone's 31 T of income the 10 T of upkeep come out of the treasury.
    delete s.control['babylone'];
    s.treasury['seleucos'] = 35;
    unit(s, 'seleucos', 'A', 'PHE');
    unit(s, 'ptolemee', 'A', 'DAM');
    expect(botBribe(s, 'seleucos')).toBe('');
    s.treasury['seleucos'] = 40;
    expect(botBribe(s, 'seleucos')).toBe('corrompre A DAM 30');
    // With Babylone its income pays the upkeep: the 35 T are all to spare.
    s.control['babylone'] = 'seleucos';
    s.treasury['seleucos'] = 35;
    expect(botBribe(s, 'seleucos')).toBe('corrompre A DAM 30');
  });

  it('diadokhoi §6.3.2, §6.3.8: in Diadokhoi it offers half as much again as the threshold, which must be beaten', () => {
    const s = board('diadokhoi', 'summer');
    s.treasury['seleukos'] = 5000;
    unit(s, 'seleukos', 'A', 'Mes');
    unit(s, 'antigonos', 'A', 'Chd');
    const line = botBribe(s, 'seleukos');
    expect(line).toBe('bribe A Chd 3000');
    expect(political(s, line)[0]).toMatchObject({ kind: 'bribe', amount: 3000 });
  });

  it('diadoques §9b.13: counter-corruption on its threatened garrison of a major citadel', () => {
    const s = board('diadoques', 'summer');
    s.treasury['ptolemee'] = 120;
    s.control['tyr'] = 'ptolemee';
    unit(s, 'ptolemee', 'A', 'tyr');
    expect(botCounterCorruption(s, 'ptolemee')).toBe('');
    unit(s, 'seleucos', 'A', 'PHE');
    // Its income (Alexandrie 31 T, Tyr 11 T) pays the 10 T of upkeep: a tenth of the 120 T.
    const line = botCounterCorruption(s, 'ptolemee');
    expect(line).toBe('contre-corruption A Tyr 12');
    expect(political(s, line)[0]).toMatchObject({ kind: 'counter', amount: 12 });
  });

  it('diadoques §11b.5, §11b.6: the units on sale are in the view, and it bids for one within reach, up from the start price', () => {
    const s = board('diadoques', 'spring') as WholeState;
    s.phase = 'orders';
    s.options = { scenario: 'standard', lastYear: -315, players: 6 };
    s.treasury['seleucos'] = 100;
    unit(s, 'seleucos', 'A', 'SYR');
    const lot = unit(s, 'ptolemee', 'A', 'PHE');
    putUpForSale(s, lot, 'disband', 'diadoques §11b.3', nowIndex(s));
    const view = viewOf(s, 'seleucos');
    expect(view.ext.auctions).toEqual([{ unit: lot.id, price: 10, formerOwner: 'ptolemee', source: 'disband' }]);
    const line = botBids(view.state, view.ext.auctions!, 'seleucos');
    expect(line).toBe('enchère A PHE 10, 11, 12');
    const [order] = political(s, line);
    expect(order).toMatchObject({ kind: 'bid', amounts: [10, 11, 12] });
    const bids: AuctionBid[] = [{ power: 'seleucos', unit: lot.id, amounts: [10, 11, 12] }];
    resolveAuctions(s, bids, { dice: dice() });
    expect(lot.power).toBe('seleucos');
    // The former owner never bids to buy it back (diadoques §11b.5).
    expect(botBids(s, [{ unit: lot.id, price: 10, formerOwner: 'seleucos', source: 'disband' }], 'seleucos')).toBe('');
  });

  it('diadokhoi §3.1.12: Diadokhoi bids are written so that "500, 600" is not read as one sum', () => {
    const s = board('diadokhoi', 'spring');
    s.treasury['seleukos'] = 5000;
    unit(s, 'seleukos', 'A', 'Mes');
    const lot = unit(s, 'rebels', 'A', 'Chd');
    const line = botBids(s, [{ unit: lot.id, price: 500, formerOwner: 'rebels', source: 'rebel' }], 'seleukos');
    // The vocabulary's printer separates the amounts with commas (`src/vocabulary/money.ts`).
    expect(line).toBe('bid A Chd 500, 600, 700');
    expect(political(s, line)[0]).toMatchObject({ kind: 'bid', amounts: [500, 600, 700] });
  });

  it('diadoques §9c.9, diadokhoi §6.3.55: its gift line is one the players\' readers take, in a season and in winter', () => {
    const fr = giftLine('diadoques', 'seleucos', 10, true);
    expect(fr).toBe('don 10 T à Séleucos annoncé');
    expect(parseSecondaryOrders('diadoques', fr).orders[0]!.order).toEqual({ kind: 'gold', to: 'seleucos', amount: 10, announced: true });
    const en = giftLine('diadokhoi', 'seleukos', 1000);
    expect(parseWinterOrders('diadokhoi', en).orders[0]!.order).toEqual({ kind: 'gift', to: 'seleukos', amount: 1000, announced: false });
  });

  it('diadoques §10.21: rich, it promotes an army in a citadel of its own; diadoques §10.15: it builds nearest the citadels it does not hold', () => {
    const s = board('diadoques', 'winter');
    s.treasury['cassandre'] = 200;
    s.control['MAC'] = 'cassandre';
    s.control['pydna'] = 'cassandre';
    unit(s, 'cassandre', 'A', 'pella');
    const out = botWinter(s, 'cassandre');
    const parsed = parseWinterOrders('diadoques', out);
    expect(parsed.problems).toEqual([]);
    expect(parsed.orders.map((o) => o.order.kind)).toEqual(expect.arrayContaining(['build', 'promote']));
    expect(out).toMatch(/^promouvoir A Pella Am$/m);
  });
});

/** Plays a few steps with the bot in every seat; every decision it writes must pass the game's own validation. */
function playChecked(def: GameDefinition<WholeState, OrdersDecision, WholeView>, seed: string, steps: number): string[] {
  const refused: string[] = [];
  const created = createGame(def, { seed });
  if (!created.ok) throw new Error('no game');
  let g: GameSession<WholeState> = created.value;
  for (let i = 0; i < steps && !def.result(g.state); i++) {
    const pending = def.pending(g.state);
    if (!pending) break;
    for (const p of pending.players) {
      const orders = wholeGameOrders(def.view(g.state, p) as WholeBotView, p, seed);
      const decision = orders === undefined ? def.defaultDecision(g.state, p) : { orders };
      const r = def.validate(g.state, p, decision);
      if (!r.ok) refused.push(`${g.state.phase} ${g.state.season} ${g.state.year} ${p}: ${r.error.map((e) => e.message).join('; ')}\n${orders}`);
      const next = submit(def, g, p, r.ok ? decision : def.defaultDecision(g.state, p));
      if (next.ok) g = next.value.session;
    }
  }
  return refused;
}

describe('every line the bot writes is one the game reads', () => {
  it('diadoques §8a.3, §8b.1: three self-played diadoques games — orders, bribes, bids, winter orders: none refused', () => {
    for (const seed of ['a', 'b', 'c']) expect(playChecked(diadoques, `h4-${seed}`, 16)).toEqual([]);
  });

  it('diadokhoi §6.1.3, §6.1.2: three self-played diadokhoi games — none refused', () => {
    for (const seed of ['a', 'b', 'c']) expect(playChecked(diadokhoi, `h4-${seed}`, 16)).toEqual([]);
  });
});
