/**
 * The event layer wired into the military season by hand, as the game definitions will:
 * draw and apply the event, write the bots' and the neutral referee's orders, adjudicate,
 * retreat, settle the season. Checks that the neutral orders are read by the adjudicator and
 * that nothing breaks the state's invariants.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { botOrders } from '../../src/bots/index.ts';
import { applyEvent, endOfSeason, rollSeasonEvent } from '../../src/events/index.ts';
import { mapOf } from '../../src/map/index.ts';
import { neutralOrders, neutralRetreats } from '../../src/neutrals/index.ts';
import { nextMilitary, parseOrders, resolveRetreatStep, resolveSeason } from '../../src/rules/index.ts';
import { checkState, diadokhoi, diadoques } from '../../src/rules/index.ts';
import type { GameState } from '../../src/rules/index.ts';
import { board, dice, unit } from '../events/fixtures.ts';
import { endSeason, trigger } from './helpers.ts';

function season(state: GameState, d: Dice, seed: string): { state: GameState; ignoredNeutral: string[]; neutralOrders: number } {
  const event = rollSeasonEvent(state, { dice: d });
  const players = state.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id);
  const orders: Record<string, string> = {};
  for (const p of players) orders[p] = botOrders(state, p, seed);
  applyEvent(state, event, { dice: d, orders });
  for (const p of players) orders[p] = botOrders(state, p, seed);
  const neutral = neutralOrders(state, { dice: d });
  let r = resolveSeason({ state, orders: { ...orders, ...neutral.orders }, dice: d });
  const given = r.report.orders.filter((o) => o.power in neutral.orders).length;
  const ignoredNeutral = r.report.orders.filter((o) => o.power in neutral.orders && o.status === 'ignored' && !['storm', 'flood', 'blocked'].includes(o.reason)).map((o) => `${o.power}: ${o.text} (${o.reason})`);
  if (r.state.phase === 'retreats') {
    const ro: Record<string, string> = { ...neutralRetreats(r.state, { dice: d }) };
    for (const p of players) ro[p] = botOrders({ ...r.state, phase: 'retreats' }, p, seed);
    r = resolveRetreatStep({ state: r.state, orders: ro, dice: d });
  }
  const s = r.state;
  endOfSeason(s, { dice: d });
  const n = nextMilitary(s.year, s.season);
  s.year = n.year;
  s.season = n.season;
  s.phase = 'orders';
  return { state: s, ignoredNeutral, neutralOrders: given };
}

describe('events, neutral referee and bots through the military season', () => {
  it.each([
    ['diadoques', diadoques],
    ['diadokhoi', diadokhoi],
  ] as const)('diadoques §8a.2: %s — ten seasons with events, revolts and bots keep every invariant; neutral orders are never unreadable', (_id, def) => {
    let given = 0;
    for (const seed of ['a', 'b', 'c']) {
      const opts = def.parseOptions({});
      if (!opts.ok) throw new Error('options');
      const d = new Dice(rngFromSeed(`pipeline-${_id}-${seed}`));
      let state: GameState = def.setup(opts.value, { dice: d, emit: () => {} });
      const ignored: string[] = [];
      const broken: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = season(state, d, seed);
        state = r.state;
        ignored.push(...r.ignoredNeutral);
        given += r.neutralOrders;
        broken.push(...checkState(state).map((b) => `${state.season} ${state.year}: ${b}`));
      }
      expect(broken).toEqual([]);
      expect(ignored).toEqual([]);
    }
    expect(given).toBeGreaterThan(0);
  });

  it('diadoques §14e.13: the Cypriot militia\'s orders are adjudicated: two siege seasons take Salamine', () => {
    const s = board('diadoques', 'summer');
    s.control['salamine'] = 'ptolemee';
    trigger(s, 'chypriotes');
    endSeason(s);
    let state = s;
    for (let i = 0; i < 2; i++) {
      const o = neutralOrders(state, { dice: dice() });
      const r = resolveSeason({ state, orders: o.orders, dice: dice() });
      state = r.state;
      endSeason(state);
    }
    expect(state.control['salamine']).toBe('chypriotes');
  });

  it('diadoques §14e.7: in the General revolt each Greek unit goes on with its own city; the referee changes nothing in the state', () => {
    const s = board('diadoques', 'summer');
    s.control['delphes'] = 'cassandre';
    trigger(s, 'revolte-generale', [1, 1]);
    endSeason(s);
    s.control['sparte'] = 'spartiates';
    const before = JSON.stringify(s);
    const o = neutralOrders(s, { dice: dice() }).orders;
    expect(JSON.stringify(s)).toBe(before);
    expect(o['spartiates']).toMatch(/^Am LAC X/);
    expect(o['etoliens']).toMatch(/^Am ETO A1 Delphes/);
  });

  it('diadoques §14d.3: the neutral orders and retreat lists parse in the adjudicator\'s notation', () => {
    const s = board('diadoques', 'summer');
    for (const id of ['thraces', 'pirates-illyriens', 'parthes', 'pirates-du-pont', 'cyreneens']) trigger(s, id, [1]);
    unit(s, 'cassandre', 'A', 'EPI');
    endSeason(s);
    const o = neutralOrders(s, { dice: dice(1, 1, 1) });
    const map = mapOf('diadoques')!;
    for (const text of Object.values(o.orders)) expect(parseOrders(text, { map }).problems).toEqual([]);
  });
});
