import { describe, expect, it } from 'vitest';
import { botInput, createGame, submit } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { L2_DEFAULTS, l1Bot, l1WholeGameOrders, l2Bot, l2WholeGameOrders } from '../src/bots/index.ts';
import { CHEST, lastWinter, l2Winter, spendingOf } from '../src/bots/l2-winter.ts';
import { botWinter, KEEP } from '../src/bots/winter.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import type { OrdersDecision, WholeState, WholeView } from '../src/game/index.ts';
import type { GameState } from '../src/rules/state.ts';
import { board, unit } from './events/fixtures.ts';

/** Issue 20 item 2: what the L2 bot's winters spend (`src/bots/l2-winter.ts`). */

const builds = (orders: string) => orders.split('\n').filter((l) => /^construire/.test(l)).length;

/** Séleucos in the winter of `year` of a short game ending in −315, with four citadels and `treasury` talents. */
function rich(year: number, treasury: number): GameState {
  const s = board('diadoques', 'winter', year);
  Object.assign(s, { phase: 'winter', options: { lastYear: -315 } });
  for (const c of ['parsagades', 'soloi', 'suse']) s.control[c] = 'seleucos';
  s.treasury['seleucos'] = treasury;
  unit(s, 'seleucos', 'A', 'BAB');
  return s;
}

describe('L2 winter spending', () => {
  it('diadoques §3: the winter before the last year is the last that counts (the game ends after that year\u2019s autumn)', () => {
    expect(lastWinter(rich(-316, 0))).toBe(true);
    expect(lastWinter(rich(-317, 0))).toBe(false);
    expect(lastWinter({ year: -316 })).toBe(false);
  });

  it('diadoques §10.6, §10.15: in the last winter it spends what L1 keeps, an army in every free citadel it can pay', () => {
    const s = rich(-316, 60);
    const l1 = botWinter(s, 'seleucos');
    const all = l2Winter(s, 'seleucos', 'last');
    expect(builds(all)).toBeGreaterThan(builds(l1));
    // Four citadels, one of them held by its army, whose province is free: an army in each of the other places.
    expect(builds(all)).toBeGreaterThanOrEqual(4);
  });

  it('before the last winter `last` is L1\u2019s, `spend` takes on what next year\u2019s income and its savings can keep', () => {
    const s = rich(-318, 60);
    expect(l2Winter(s, 'seleucos', 'last')).toBe(botWinter(s, 'seleucos'));
    expect(builds(l2Winter(s, 'seleucos', 'spend'))).toBeGreaterThan(builds(botWinter(s, 'seleucos')));
    const kept = spendingOf(s, 'spend');
    // What is left plus the income pays the old upkeep and the new: x ≤ (money + income − due) / 2.
    expect(kept.room(40, 20, 30)).toBe(15);
    expect(kept.room(10, 100, 0)).toBe(10);
    expect(kept.room(0, 10, 40)).toBe(0);
    expect(KEEP.room(40, 20, 30)).toBe(5);
  });

  it('diadoques §9b.4, §10.6: `chest` builds only out of what is left above a war chest of CHEST talents, in the last winter too', () => {
    const chest = spendingOf(rich(-318, 60), 'chest');
    expect(chest.room(40 + CHEST, 20, 30)).toBe(KEEP.room(40, 20, 30));
    expect(chest.room(CHEST, 100, 0)).toBe(0);
    expect(spendingOf(rich(-316, 60), 'chest').room(CHEST, 100, 0)).toBe(0);
    // With 10 talents and its winter income L1 builds two armies; the chest none, in the last winter too.
    expect(builds(botWinter(rich(-318, 10), 'seleucos'))).toBe(2);
    expect(builds(l2Winter(rich(-318, 10), 'seleucos', 'chest'))).toBe(0);
    expect(builds(l2Winter(rich(-316, 10), 'seleucos', 'chest'))).toBe(0);
    // Richer, it builds what the chest leaves over.
    expect(builds(l2Winter(rich(-318, 60), 'seleucos', 'chest'))).toBeGreaterThan(0);
  });

  it('the defaults: Les Diadoques keeps the war chest (`chest`), Diadokhoi L1\u2019s winter; `l1` is L1\u2019s of before `L1_MONEY` in both; L1 with its option `chest` keeps it too', () => {
    expect(L2_DEFAULTS.winter).toBe('chest');
    const def = diadoques as unknown as GameDefinition<WholeState>;
    const created = createGame(def, { seed: 'w', options: def.exampleOptions![0] });
    if (!created.ok) throw new Error('no game');
    const state = { ...created.value.state, phase: 'winter', season: 'winter', year: -316 } as WholeState;
    for (const p of ['seleucos', 'ptolemee']) {
      const view = { state: { ...state, treasury: { [p]: 80 } } as never };
      expect(l2WholeGameOrders(view, p, 'x', { ...L2_DEFAULTS, winter: 'l1' })).toBe(l1WholeGameOrders(view, p, 'x', { money: {} }));
      // L1 with its option `chest` (`./l1-money.ts`) keeps L2's war chest: the same winter as L2's default.
      expect(l1WholeGameOrders(view, p, 'x', { money: { chest: true } })).toBe(l2WholeGameOrders(view, p, 'x'));
    }
    const view = { state: rich(-318, 10) as never };
    expect(builds(l1WholeGameOrders(view, 'seleucos', 'x')!)).toBe(2);
    expect(builds(l1WholeGameOrders(view, 'seleucos', 'x', { money: { chest: true } })!)).toBe(0);
    expect(builds(l2WholeGameOrders(view, 'seleucos', 'x')!)).toBe(0);
    const last = { state: rich(-316, 60) as never };
    expect(builds(l2WholeGameOrders(last, 'seleucos', 'x', { ...L2_DEFAULTS, winter: 'last' })!)).toBeGreaterThan(builds(l1WholeGameOrders(last, 'seleucos', 'x', { money: {} })!));
    // Diadokhoi: a diadochus's death does not end his player, so no chest — L1's winter.
    const dk = diadokhoi as unknown as GameDefinition<WholeState>;
    const k = createGame(dk, { seed: 'w', options: dk.exampleOptions![0] });
    if (!k.ok) throw new Error('no game');
    const kState = { ...k.value.state, phase: 'winter', season: 'winter', year: -316 } as WholeState;
    for (const p of ['seleukos', 'ptolemaios']) {
      const kv = { state: { ...kState, treasury: { [p]: 3000 } } as never };
      expect(l2WholeGameOrders(kv, p, 'x')).toBe(l1WholeGameOrders(kv, p, 'x'));
    }
  });

  for (const [def, seats] of [
    [diadoques, ['seleucos', 'ptolemee']],
    [diadokhoi, ['seleukos', 'ptolemaios']],
  ] as const) {
    it(`${def.id} §10.15: to the first winter of a two-year game (its last winter), L2's winters spending in two seats — every decision accepted`, () => {
      const d = def as unknown as GameDefinition<WholeState, OrdersDecision, WholeView>;
      const created = createGame(d, { seed: 'w2', options: { ...d.exampleOptions![0]!, lastYear: -318 } });
      if (!created.ok) throw new Error('no game');
      let g = created.value;
      const refused: string[] = [];
      let winters = 0;
      for (let i = 0; i < 40 && !d.result(g.state) && !(g.state.year === -318 && g.state.phase === 'orders'); i++) {
        const pending = d.pending(g.state);
        if (!pending) break;
        for (const p of pending.players) {
          // L2's winters only (its searched seasons are tested in bots-l2.test.ts), to keep the test fast.
          const searched = (seats as readonly string[]).includes(p) && g.state.phase === 'winter';
          if (searched) winters++;
          const raw = (searched ? l2Bot('w2', { ...L2_DEFAULTS, winter: 'spend' }) : l1Bot('w2'))(botInput(d, g, p)) ?? d.defaultDecision(g.state, p);
          const r = d.validate(g.state, p, raw);
          if (!r.ok) refused.push(`${g.state.phase} ${g.state.year} ${p}: ${r.error.map((e) => e.message).join('; ')}`);
          const next = submit(d, g, p, r.ok ? raw : d.defaultDecision(g.state, p));
          if (next.ok) g = next.value.session;
        }
      }
      expect(refused).toEqual([]);
      expect(winters).toBeGreaterThanOrEqual(2);
    });
  }
});
