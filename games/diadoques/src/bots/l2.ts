/**
 * The L2 bot's military orders for Les Diadoques and Diadokhoi (issue 20 item 2): the
 * "SearchBot" method with a heuristic in place of a network, as the classic L2 does it
 * (`src/classic/bot-l2.ts`; the regret matching itself is shared, `src/search/regret.ts`).
 * In a military season, from its own view only:
 * - candidates: for each power with a unit within two steps of its own, up to K distinct order
 *   sets drawn from L1 (`./l1.ts`) with different seeds — DumbBot's near-best choice makes the
 *   draws differ; the powers further off are expected to play one draw. Its own: L1's draws
 *   (the first is L1's own answer) and variations of L1 (`ownCandidates`), up to `own`;
 * - regret matching over T iterations: a profile is drawn (the others uniformly among their
 *   draws, which is how an L1 opponent plays), and each of its candidates is valued against the
 *   others' drawn orders by resolving the season with the rules' own military resolution
 *   (`resolveSeason`, sieges, retreats and characters included) on the board it sees; all
 *   evaluations share one seeded die, so candidates are compared on the same luck;
 * - the value of an outcome (`./l2-worth.ts`): its victory points as the rules count them,
 *   the progress of its sieges, its units' strength, what the autumn's supply check would cost
 *   (`diadoques §11a.3`, `diadokhoi §3.1.11`), the loss of its diadochus (`diadoques §7c.1`),
 *   and L1's own value of where its units stand (the promise of the position); with
 *   `rollout`, in spring and summer everyone plays L1's first draw one season more before the
 *   position is valued;
 * - it plays its candidate of highest average strategy (ties: L1's own answer).
 * The first turn's spreading, the retreats, money, bids and winter are L1's (`./l2-whole.ts`).
 * Counted in iterations, never in clock time: the same view and seed give the same orders.
 * Hidden parts of the state (other treasuries, counter-corruption, pending orders) are not in
 * its view and play no part: the military resolution does not read them.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { neighbours } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import type { GameMap } from '../map/types.ts';
import { resolveSeason } from '../rules/season.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { weatherOf } from '../rules/weather.ts';
import { argmax, regretMatch } from '../search/regret.ts';
import { asState } from './baseline.ts';
import type { BotView, Ctx } from './baseline.ts';
import { l1Orders } from './l1.ts';
import { spaceValues } from './l1-values.ts';
import { worthOf } from './l2-worth.ts';
import type { Promise } from './l2-worth.ts';

export interface L2Params {
  /** Candidate order sets per nearby power: L1's draws. */
  candidates: number;
  /** Its own candidates: L1's draws, then variations of L1 up to this many. */
  own: number;
  /** DumbBot's chance (%) of the next best option in the wider variations (L1: 50). */
  wide: number;
  /** Regret-matching iterations. */
  iterations: number;
  /** Seasons of L1 play after the searched one before the position is valued (0 or 1). */
  rollout: number;
}

export const L2_DEFAULTS: L2Params = { candidates: 6, own: 16, wide: 80, iterations: 24, rollout: 0 };

/** Spaces within two steps of a power's units, by land or sea: where it could touch another. */
function nearOf(map: GameMap, view: BotView, power: PowerId): Set<SpaceId> {
  const out = new Set<SpaceId>();
  const step = (s: SpaceId) => [...neighbours(map, s, 'army'), ...neighbours(map, s, 'fleet')].map((n) => n.to);
  for (const u of view.units) {
    if (u.power !== power || u.transit) continue;
    out.add(u.space);
    for (const a of step(u.space)) {
      out.add(a);
      for (const b of step(a)) out.add(b);
    }
  }
  return out;
}

/** Up to `k` distinct L1 order sets for `power`; the first is L1's answer for `seed`. */
function candidatesFor(view: BotView, power: PowerId, k: number, seed: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < k * 2 && out.length < k; i++) {
    const text = l1Orders(view, power, i === 0 ? seed : `${seed}:l2:${i}`);
    if (!out.includes(text)) out.push(text);
  }
  return out;
}

/**
 * Its own candidates: L1's draws, then variations — each of its units in turn left free to
 * choose rather than begin the siege L1's rules of thumb would start (`diadoques §9a.24`), then
 * draws that look further down DumbBot's list (`wide`).
 */
function ownCandidates(view: BotView, me: PowerId, params: L2Params, seed: string): string[] {
  const out = candidatesFor(view, me, params.candidates, seed);
  const add = (text: string) => void (out.includes(text) || out.push(text));
  for (const u of view.units) {
    if (out.length >= params.own) break;
    if (u.power === me && !u.transit) add(l1Orders(view, me, seed, { free: new Set([u.id]) }));
  }
  for (let i = 0; i < params.own * 2 && out.length < params.own; i++) add(l1Orders(view, me, `${seed}:l2-wide:${i}`, { play: params.wide }));
  return out;
}

/** The season resolved from `state` with these orders, on the search's one seeded die. */
function resolved(state: GameState, orders: Record<PowerId, string>, seed: string): GameState {
  return resolveSeason({ state, orders, dice: new Dice(rngFromSeed(seed)) }).state;
}

/** One more season of L1 play by everyone (its first draw), when one follows before winter. */
function rolledOut(s: GameState, powers: readonly PowerId[], seed: string): GameState {
  if (s.phase !== 'orders' || s.season === 'winter') return s;
  const orders = Object.fromEntries(powers.map((p) => [p, l1Orders(s, p, `${seed}:rollout`)]));
  return resolved(s, orders, `${seed}:rollout-dice`);
}

/** L2's military orders for `me` (its retreats, and winter, are L1's). */
export function l2Orders(view: BotView, me: PowerId, seed: string, params: L2Params = L2_DEFAULTS): string {
  if (view.phase === 'retreats' || view.season === 'winter' || view.phase === 'winter' || view.phase === 'over' || view.phase === 'start') return l1Orders(view, me, seed);
  const map = mapOf(view.ruleset)!;
  const state = { ...asState(view), phase: 'orders' as const };
  const live = view.powers.filter((p) => p.kind === 'player' && !p.eliminated && view.units.some((u) => u.power === p.id && !u.transit)).map((p) => p.id);
  if (!live.includes(me)) return l1Orders(view, me, seed);
  const around = nearOf(map, view, me);
  const active = live.filter((p) => p === me || view.units.some((u) => u.power === p && !u.transit && around.has(u.space)));
  const cands = new Map(live.map((p) => [p, p === me ? ownCandidates(view, me, params, seed) : candidatesFor(view, p, active.includes(p) ? params.candidates : 1, seed)]));
  const players = active.filter((p) => cands.get(p)!.length > 0);
  const mine = cands.get(me)!;
  if (mine.length <= 1) return mine[0] ?? '';
  const fixed = live.filter((p) => !players.includes(p));
  const c: Ctx = { map, view, state, power: me, w: weatherOf(map, state), dice: new Dice(rngFromSeed(`${seed}:ctx`)) };
  const values = spaceValues(c);
  const promise: Promise = { values, best: Math.max(1, ...values.node.army.values(), ...values.node.fleet.values()) };
  const cache = new Map<string, number>();
  const average = regretMatch(
    {
      counts: new Map(players.map((p) => [p, cands.get(p)!.length])),
      learners: [me],
      iterations: params.iterations,
      values: (p, drawn) => {
        const orders: Record<PowerId, string> = {};
        for (const q of fixed) orders[q] = cands.get(q)![0]!;
        for (const q of players) if (q !== p) orders[q] = cands.get(q)![drawn.get(q)!]!;
        return cands.get(p)!.map((text, i) => {
          const key = [...players.map((q) => (q === p ? i : drawn.get(q)!))].join(',');
          const known = cache.get(key);
          if (known !== undefined) return known;
          let after = resolved(state, { ...orders, [p]: text }, `${seed}:dice`);
          if (params.rollout > 0) after = rolledOut(after, live, seed);
          const v = worthOf(after, p, view.season, promise);
          cache.set(key, v);
          return v;
        });
      },
    },
    rngFromSeed(`l2:${seed}:${me}`),
  );
  const pick = argmax(average.get(me) ?? [1]);
  return mine[pick]!;
}
