import { describe, expect, it } from 'vitest';
import { botInput, createGame, submit } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { l1Bot, l1Orders, l1WholeGameOrders } from '../src/bots/index.ts';
import type { WholeBotView } from '../src/bots/index.ts';
import { powerSizes, spaceValues } from '../src/bots/l1-values.ts';
import { asState } from '../src/bots/baseline.ts';
import type { Ctx } from '../src/bots/baseline.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import type { OrdersDecision, WholeState, WholeView } from '../src/game/index.ts';
import { mapOf } from '../src/map/index.ts';
import { parseOrders } from '../src/rules/index.ts';
import { weatherOf } from '../src/rules/weather.ts';
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { board, unit } from './events/fixtures.ts';

/** Issue 20 item 2: the L1 bot of Les Diadoques and Diadokhoi. */

type Def = GameDefinition<WholeState, OrdersDecision, WholeView>;

/**
 * Plays `steps` steps with L1 in every seat, each decision put to the game's own validation;
 * the positions met along the way (sieges, storms, winters, retreats, auctions) are the random
 * positions the bot is tried on.
 */
function playChecked(def: Def, seed: string, steps: number): { refused: string[]; decisions: number; session: GameSession<WholeState> } {
  const refused: string[] = [];
  const created = createGame(def, { seed, options: def.exampleOptions![0] });
  if (!created.ok) throw new Error('no game');
  let g = created.value;
  let decisions = 0;
  const bot = l1Bot(seed);
  for (let i = 0; i < steps && !def.result(g.state); i++) {
    const pending = def.pending(g.state);
    if (!pending) break;
    for (const p of pending.players) {
      const raw = bot(botInput(def, g, p)) ?? def.defaultDecision(g.state, p);
      decisions++;
      const r = def.validate(g.state, p, raw);
      if (!r.ok) refused.push(`${g.state.phase} ${g.state.season} ${g.state.year} ${p}: ${r.error.map((e) => e.message).join('; ')}`);
      const next = submit(def, g, p, r.ok ? raw : def.defaultDecision(g.state, p));
      if (next.ok) g = next.value.session;
    }
  }
  return { refused, decisions, session: g };
}

const ctxOf = (view: Parameters<typeof asState>[0], power: string): Ctx => {
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  return { map, view, state, power, w: weatherOf(map, state), dice: new Dice(rngFromSeed('t')) };
};

describe('L1 values (DumbBot on the Diadochi map)', () => {
  it('diadoques §3.3: a neutral major citadel draws its armies more than a space beside it', () => {
    const s = board('diadoques', 'summer');
    s.control['pella'] = 'cassandre';
    unit(s, 'cassandre', 'A', 'MAC');
    const v = spaceValues(ctxOf(s, 'cassandre'));
    // Athènes (ATT, major, neutral) against Epirus (no citadel of weight).
    expect(v.node.army.get('ATT')!).toBeGreaterThan(v.node.army.get('EPI')!);
    const size = powerSizes(ctxOf(s, 'cassandre'));
    expect(size.get('cassandre')).toBe(2 * 2 + 4 * 2 + 16);
  });

  it('diadoques §9a.5: strength counts what its units could bring, competition the most one enemy could', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'cassandre', 'A', 'MAC');
    unit(s, 'cassandre', 'A', 'EPI');
    unit(s, 'lysimaque', 'A', 'CHA');
    const v = spaceValues(ctxOf(s, 'cassandre'));
    expect(v.strength.get('MAC')).toBe(2);
    expect(v.competition.get('MAC')).toBe(1);
  });
});

describe('L1 orders', () => {
  it('diadoques §8.1, §9a: whole self-played short-game years — orders, retreats, bribes, bids and winters: none refused', () => {
    for (const seed of ['a']) {
      const r = playChecked(diadoques as unknown as Def, `l1-${seed}`, 40);
      expect(r.refused).toEqual([]);
      expect(r.decisions).toBeGreaterThan(60);
    }
  });

  it('diadokhoi §6.1: self-played diadokhoi years — none refused', () => {
    for (const seed of ['a']) {
      const r = playChecked(diadokhoi as unknown as Def, `l1k-${seed}`, 40);
      expect(r.refused).toEqual([]);
      expect(r.decisions).toBeGreaterThan(60);
    }
  });

  it('diadoques §9a.22, §9a.24: a unit next to a neutral citadel besieges it; not against a stronger garrison', () => {
    const s = board('diadoques', 'summer');
    unit(s, 'cassandre', 'A', 'THE');
    expect(l1Orders(s, 'cassandre', 'x').split('\n')[0]).toBe('A THE A1 Lamia');
    s.control['lamia'] = 'lysimaque';
    unit(s, 'lysimaque', 'Ae', 'lamia');
    expect(l1Orders(s, 'cassandre', 'x').split('\n')[0]).not.toMatch(/A1/);
  });

  it('diadoques §11a.3: in autumn an army never marches into a province without supply, and one standing in one leaves it', () => {
    const s = board('diadoques', 'autumn');
    s.control['pella'] = 'cassandre';
    unit(s, 'seleucos', 'A', 'ARA');
    const out = l1Orders(s, 'seleucos', 'x');
    const parsed = parseOrders(out, { map: mapOf('diadoques')! });
    expect(parsed.problems).toEqual([]);
    const first = parsed.orders[0]!.order;
    expect(first.kind).toBe('move');
  });

  it('two of its units never move into one space, and never swap places', () => {
    const r = playChecked(diadoques as unknown as Def, 'l1-swap', 12);
    const s = r.session.state;
    for (const p of ['cassandre', 'lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos']) {
      const out = l1WholeGameOrders(diadoques.view(s, p) as unknown as WholeBotView, p, 'x') ?? '';
      const moves = parseOrders(out, { map: mapOf('diadoques')! }).orders.flatMap((o) => (o.order.kind === 'move' && 'unit' in o.order ? [[o.order.unit.space, o.order.to] as const] : []));
      const to = moves.map(([, t]) => t);
      expect(new Set(to).size).toBe(to.length);
      for (const [a, b] of moves) expect(moves.some(([x, y]) => x === b && y === a)).toBe(false);
    }
  });

  it('diadoques §7c.1: reads only its view — the others\u2019 treasuries and pending orders change nothing it is told or answers', () => {
    const created = createGame(diadoques, { seed: 'view', options: diadoques.exampleOptions![0] });
    if (!created.ok) throw new Error('no game');
    let g = created.value;
    const bot = l1Bot('same');
    // Play to the first military season.
    for (let i = 0; i < 3 && diadoques.pending(g.state)?.phase === 'start'; i++) {
      for (const p of diadoques.pending(g.state)!.players) {
        const next = submit(diadoques, g, p, diadoques.defaultDecision(g.state, p));
        if (next.ok) g = next.value.session;
      }
    }
    const before = botInput(diadoques, g, 'antigone');
    const secret = structuredClone(g.state);
    for (const p of Object.keys(secret.treasury)) if (p !== 'antigone') secret.treasury[p] = (secret.treasury[p] ?? 0) + 500;
    const changed: GameSession<WholeState> = { ...g, state: secret };
    const after = botInput(diadoques, changed, 'antigone');
    expect(after).toEqual(before);
    expect(bot(after)).toEqual(bot(before));
    const sent = submit(diadoques, g, 'ptolemee', bot(botInput(diadoques, g, 'ptolemee')));
    if (!sent.ok) throw new Error('refused');
    expect(botInput(diadoques, sent.value.session, 'antigone').view).toEqual(before.view);
  });

  it('is deterministic for a seed', () => {
    const a = playChecked(diadoques as unknown as Def, 'det', 8).session;
    const b = playChecked(diadoques as unknown as Def, 'det', 8).session;
    expect(JSON.stringify(a.record.map((e) => e.decisions))).toBe(JSON.stringify(b.record.map((e) => e.decisions)));
  });
});

describe('L1 and the weather', () => {
  it('diadoques §14b, diadokhoi §6.2.4: where it would support, a storm there makes it give no support into the storm, and its orders are accepted', () => {
    // Every space L1 supports into in a played game is then put in a storm (a copy of the state):
    // a support into a storm is refused by the adjudicator, and with it the whole decision.
    let tried = 0;
    for (const def of [diadoques, diadokhoi] as unknown as Def[]) {
      const created = createGame(def, { seed: `storm-${def.id}`, options: def.exampleOptions![0] });
      if (!created.ok) throw new Error('no game');
      let g = created.value;
      const bot = l1Bot('storm');
      for (let i = 0; i < 14 && def.pending(g.state); i++) {
        const state = g.state;
        const pending = def.pending(state)!;
        for (const p of state.phase === 'orders' && !state.firstTurn ? pending.players : []) {
          const orders = l1WholeGameOrders(def.view(state, p) as unknown as WholeBotView, p, 'w') ?? '';
          const parsed = parseOrders(orders, { map: mapOf(state.ruleset)! }).orders.map((o) => o.order);
          const into = parsed.flatMap((o) => (o.kind === 'support' ? [('to' in o && o.to ? o.to : o.target.space) as string] : []));
          if (into.length === 0) continue;
          tried++;
          const stormy = structuredClone(state);
          stormy.weather = { ...(stormy.weather ?? { floods: [], blocked: [] }), storms: [...new Set(into)] };
          const again = l1WholeGameOrders(def.view(stormy, p) as unknown as WholeBotView, p, 'w') ?? '';
          const supports = parseOrders(again, { map: mapOf(state.ruleset)! }).orders.flatMap((o) => (o.order.kind === 'support' ? [o.order] : []));
          for (const o of supports) expect(into, again).not.toContain(('to' in o && o.to ? o.to : o.target.space) as string);
          const r = def.validate(stormy, p, { orders: again } as never);
          expect(r.ok, `${def.id} ${state.season} ${state.year} ${p}: ${r.ok ? '' : r.error.map((e) => e.message).join('; ')}`).toBe(true);
        }
        for (const p of pending.players) {
          const next = submit(def, g, p, bot(botInput(def, g, p)) ?? def.defaultDecision(g.state, p));
          if (next.ok) g = next.value.session;
        }
      }
    }
    expect(tried).toBeGreaterThan(3);
  });
});
