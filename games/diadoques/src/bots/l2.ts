/**
 * The L2 bot's military orders for Les Diadoques and Diadokhoi (issue 20 item 2): the
 * "SearchBot" method with a heuristic in place of a network, as the classic L2 does it
 * (`src/classic/bot-l2.ts`, whose regret matching is `src/search/regret.ts`).
 * In a military season, from its own view only:
 * - candidates: for each power with a unit within two steps of its own, up to K distinct order
 *   sets drawn from L1 (`./l1.ts`) with different seeds — DumbBot's near-best choice makes the
 *   draws differ; the powers further off are expected to play one draw. Its own: L1's draws
 *   (the first is L1's own answer) and variations of L1 (`ownCandidates`), up to `own`;
 * - regret matching over T iterations (`pick: 'regret'`): a profile is drawn (the others
 *   uniformly among their draws, which is how an L1 opponent plays), and each of its candidates
 *   is valued against the others' drawn orders by resolving the season with the rules' own
 *   military resolution (`resolveSeason`, sieges, retreats and characters included) on the
 *   board it sees; all evaluations share one seeded die, so candidates are compared on the
 *   same luck; it plays its candidate of highest average strategy (ties: L1's own answer).
 *   With the others fixed, regret matching tends to the best response to their mix;
 *   `pick: 'best'` computes that directly: every candidate valued against the same profiles —
 *   all of them when there are at most `iterations`, else that many drawn (`profilesOf`) —
 *   the highest total played (measured no better, docs/bots.md: not the default);
 * - the value of an outcome (`./l2-worth.ts`): its victory points as the rules count them,
 *   the progress of its sieges, its units' strength, what the autumn's supply check would cost
 *   (`diadoques §11a.3`, `diadokhoi §3.1.11`), the loss of its diadochus (`diadoques §7c.1`),
 *   and L1's own value of where its units stand (the promise of the position); with
 *   `endgame`, the last two seasons of the short game are valued for the final ranking
 *   (`Stage`); with `pick: 'best'`, `rollout` and `deep`, its `deep` best candidates are valued
 *   again after everyone plays L1's first draw up to `rollout` seasons more (never past autumn).
 * The first turn's spreading, the retreats, winter and money are L1's (`./l2-whole.ts`), but
 * for the bribes of the last year with `endgame` (`./l2-money.ts`).
 * Counted in iterations, never in clock time: the same view and seed give the same orders.
 * Hidden parts of the state (other treasuries, counter-corruption, pending orders) are not in
 * its view and play no part: the military resolution does not read them.
 */
import { Dice, nextBelow, rngFromSeed } from '@diadochi/kernel';
import type { RngState } from '@diadochi/kernel';
import { neighbours } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import type { GameMap } from '../map/types.ts';
import { resolveSeason } from '../rules/season.ts';
import type { GameState, PowerId, Season, SpaceId } from '../rules/state.ts';
import { weatherOf } from '../rules/weather.ts';
import { argmax, regretMatch } from '../search/regret.ts';
import { asState } from './baseline.ts';
import type { BotView, Ctx } from './baseline.ts';
import { l1Orders } from './l1.ts';
import { spaceValues } from './l1-values.ts';
import { inLastYear, PROMISE, worthOf } from './l2-worth.ts';
import type { Promise, Stage } from './l2-worth.ts';
import type { LeaderBudget } from './l2-leaders.ts';
import type { WinterPolicy } from './l2-winter.ts';

export interface L2Params {
  /** Candidate order sets per nearby power: L1's draws. */
  candidates: number;
  /** Its own candidates: L1's draws, then variations of L1 up to this many. */
  own: number;
  /** DumbBot's chance (%) of the next best option in the wider variations (L1: 50). */
  wide: number;
  /** Regret-matching iterations; with `pick: 'best'`, the profiles of the others' draws each candidate meets (all when fewer). */
  iterations: number;
  /** Seasons of L1 play after the searched one (never past autumn) before the best few are valued again. */
  rollout: number;
  /** How many of its best candidates after one season are valued again after the rollout. */
  deep: number;
  /**
   * `best`: the best response to the others' draws, over the same profiles for every candidate;
   * `regret`: regret matching over `iterations` drawn profiles, its highest average strategy.
   */
  pick: 'best' | 'regret';
  /** The last year played for the final ranking: its last two seasons valued so, its treasury spent on garrisons (`./l2-money.ts`). */
  endgame: boolean;
  /** How its winters spend (`./l2-winter.ts`): `l1` L1's; `last` all in the winter before the last year; `spend` that and more before; `chest` (the default) L1's above a 40 T war chest, in Les Diadoques only. */
  winter: WinterPolicy;
  /** The weight of the promise of its units' places, L1's values (`./l2-worth.ts` `PROMISE`, 1; 0.25 before stop 19). */
  promise: number;
  /** Diadokhoi: bribe the royals travelling alone, each a victory point (`./l2-royals.ts`; on since stop 20, nothing in Les Diadoques). */
  royals: boolean;
  /** The weight of the sieges its units stand ready to begin next season, less the enemy's against it (`./l2-worth.ts` `threatsOf`; 0: none). */
  threat: number;
  /**
   * Les Diadoques: bribe the unit another player's diadochus commands — he dies with it and his
   * player is eliminated (`./l2-leaders.ts`, `diadoques §9b.9`, `§7a.1`): `off`, `spare` (what
   * a year's upkeep leaves, all of it in the last year) or `all` (its whole treasury; the default,
   * with `winter: 'chest'`, since measured: docs/bots.md).
   */
  leaders: 'off' | LeaderBudget;
  /**
   * Diadokhoi, with `royals`: talents offered for a royal above L1's half again over the threshold
   * (`./l2-royals.ts`). Every L1 offers that same sum since stop 23 (`L1_MONEY`), and the single
   * highest bribe wins, equal highest cancel (`diadokhoi §6.3.8`, docs/rules/diadokhoi/decisions.md):
   * one step more outbids them all. 0: none. The default, 100, with `royalGuard` since issue 20's
   * dk-l2 run: on the fresh seeds dk27a, dk27b L2 won 42 of 120 against five current L1 (35.0 %),
   * 29 with neither (docs/bots.md).
   */
  royalMargin?: number;
  /** Diadokhoi: counter-corruption on its own royals travelling alone against L1's offers (`./l2-royals.ts` `royalGuards`; on, with `royalMargin`). */
  royalGuard?: boolean;
  /** Diadokhoi: what pays its royal bribes — `spare`, what a year's upkeep leaves (`reserveOf`, as L1), or `all` its treasury. */
  royalBudget?: 'spare' | 'all';
}

export const L2_DEFAULTS: L2Params = { candidates: 6, own: 16, wide: 80, iterations: 24, rollout: 0, deep: 0, pick: 'regret', endgame: false, winter: 'chest', promise: PROMISE, royals: true, threat: 0, leaders: 'all', royalMargin: 100, royalGuard: true, royalBudget: 'spare' };

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

/**
 * Up to `seasons` more seasons of L1 play by everyone (its first draw), stopping before winter
 * or a retreat step; with the last season resolved, for the autumn's supply check.
 */
function rolledOut(s: GameState, season: Season, powers: readonly PowerId[], seed: string, seasons: number): { state: GameState; season: Season } {
  let out = { state: s, season };
  for (let n = 0; n < seasons && out.state.phase === 'orders' && out.state.season !== 'winter'; n++) {
    const at = out.state;
    const orders = Object.fromEntries(powers.map((p) => [p, l1Orders(at, p, `${seed}:rollout`)]));
    out = { state: resolved(at, orders, `${seed}:rollout-dice:${n}`), season: at.season };
  }
  return out;
}

/**
 * The others' draws the candidates are valued against: every profile when there are at most
 * `n`, else `n` drawn uniformly (each other power plays one of its draws, as L1 does). All its
 * candidates meet the same profiles, so they are compared on the same luck.
 */
export function profilesOf(players: readonly PowerId[], me: PowerId, cands: ReadonlyMap<PowerId, string[]>, n: number, rng: RngState): Map<PowerId, number>[] {
  const others = players.filter((p) => p !== me);
  const size = others.reduce((k, p) => k * cands.get(p)!.length, 1);
  if (size <= n) {
    const all: Map<PowerId, number>[] = [new Map([[me, 0]])];
    for (const p of others) {
      const grown = all.flatMap((m) => cands.get(p)!.map((_, i) => new Map([...m, [p, i]])));
      all.splice(0, all.length, ...grown);
    }
    return all;
  }
  return Array.from({ length: n }, () => new Map([[me, 0], ...others.map((p) => [p, nextBelow(rng, cands.get(p)!.length)] as [PowerId, number])]));
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
  const promise: Promise = { values, best: Math.max(1, ...values.node.army.values(), ...values.node.fleet.values()), weight: params.promise ?? PROMISE, threat: params.threat ?? 0 };
  // The last seasons of the short game (`exampleOptions`' year limit): only the ranking counts after them.
  const stageAfter = (resolvedSeason: Season): Stage => (!params.endgame || !inLastYear(view) ? 'open' : resolvedSeason === 'autumn' ? 'final' : resolvedSeason === 'summer' ? 'eve' : 'open');
  const cache = new Map<string, number>();
  // The worth of its candidate `i` against the others' draws `drawn` (cached by profile).
  const worth = (drawn: ReadonlyMap<PowerId, number>, i: number, deep: boolean): number => {
    const key = `${deep ? 'd' : 's'}:${players.map((q) => (q === me ? i : drawn.get(q)!)).join(',')}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const orders: Record<PowerId, string> = {};
    for (const q of fixed) orders[q] = cands.get(q)![0]!;
    for (const q of players) orders[q] = q === me ? mine[i]! : cands.get(q)![drawn.get(q)!]!;
    const once = resolved(state, orders, `${seed}:dice`);
    const after = deep ? rolledOut(once, view.season, live, seed, params.rollout) : { state: once, season: view.season };
    const v = worthOf(after.state, me, after.season, promise, stageAfter(after.season));
    cache.set(key, v);
    return v;
  };
  if (params.pick === 'regret') {
    const counts = new Map(players.map((p) => [p, cands.get(p)!.length]));
    const average = regretMatch({ counts, learners: [me], iterations: params.iterations, values: (_p, drawn) => mine.map((_, i) => worth(drawn, i, false)) }, rngFromSeed(`l2:${seed}:${me}`));
    return mine[argmax(average.get(me) ?? [1])]!;
  }
  const profiles = profilesOf(players, me, cands, params.iterations, rngFromSeed(`l2:${seed}:${me}`));
  const total = (i: number, deep: boolean) => profiles.reduce((sum, drawn) => sum + worth(drawn, i, deep), 0);
  const screened = mine.map((_, i) => total(i, false));
  let pick = argmax(screened);
  if (params.rollout > 0 && params.deep > 0) {
    // The few best after one season are valued again after L1's play to the end of the year.
    const best = mine.map((_, i) => i).sort((a, b) => screened[b]! - screened[a]! || a - b).slice(0, params.deep).sort((a, b) => a - b);
    const deepened = best.map((i) => total(i, true));
    pick = best[argmax(deepened)]!;
  }
  return mine[pick]!;
}
