/**
 * The classic L2 bot (issue 20 item 3): the "SearchBot" method with DumbBot in place of a
 * network. In a movement phase, from the public board only:
 * - candidates: for itself and each power with a unit within two provinces of its own, up to
 *   K order sets drawn from DumbBot (`./bot.ts`) with different seeds (DumbBot's random choice
 *   among near-best options makes them differ); the other powers are expected to play their
 *   first draw. Its own list goes on to `own` with wider draws (DumbBot's next best taken 95 %
 *   of the time, not 50 %): the L1 draws alone were often two or three distinct plans, and the
 *   wider ones won more centres on the same games (docs/bots.md, stop 21);
 * - regret matching (`../search/regret.ts`, shared with the Diadochi L2): over T iterations it keeps a mixed strategy over its candidates; a joint
 *   profile is drawn, and each of its candidates is valued against the others' drawn orders by
 *   adjudicating the season with the judge's own core (`adjudicate`, the game's edition rules);
 *   regrets grow by how much better a candidate would have done, and the next strategy plays in
 *   proportion to the positive regrets. By default the others play like L1 (uniformly among
 *   their DumbBot draws); with `othersLearn` every nearby power regret-matches too (SearchBot's
 *   equilibrium search) — measured weaker against L1 opponents, see docs/bots.md;
 * - value of an outcome for a power: the centres it would own were the season a fall (units
 *   standing on centres take them, `classic` rules), plus 0.25 × the DumbBot value of where its
 *   units stand (normalised to its best node: the promise of the position), less half a centre
 *   per unit dislodged;
 * - it plays its candidate of highest average strategy (ties: the lower draw, DumbBot's own first).
 * Retreats and adjustments are L1's. Counted in iterations, never in clock time: the same seed
 * and view give the same orders.
 */
import { rngFromSeed } from '@diadochi/kernel';
import type { Bot, BotInput } from '@diadochi/kernel';
import { adjudicate } from '../core/index.ts';
import { argmax, regretMatch } from '../search/regret.ts';
import type { Order as CoreOrder, Unit } from '../core/index.ts';
import { classicOrders, movementPlan, orderText } from './bot.ts';
import type { ClassicBotView, Order } from './bot.ts';
import { computeValues, nodeId } from './bot-values.ts';
import type { Values } from './bot-values.ts';
import { editionRules } from './edition.ts';
import { classicMap, POWERS } from './map.ts';

export interface L2Params {
  /** Candidate order sets per power. */
  candidates: number;
  /** Regret-matching iterations. */
  iterations: number;
  /**
   * Whether the other powers learn too (regret matching for every power, the equilibrium search
   * of SearchBot) or keep playing like L1 — uniformly among their DumbBot draws, which is what
   * an L1 opponent does — so that L2 learns a best response to them.
   */
  othersLearn: boolean;
  /** The weight of the promise of its units' places (their DumbBot value, normalised) beside the centres. */
  promise: number;
  /**
   * In spring, value an outcome by the fall that follows it: every power plays DumbBot's first
   * draw on the position the spring left (dislodged units gone), and the centres are counted
   * after that fall — the short L1 rollout of the method (issue 20 item 2).
   */
  lookahead: boolean;
  /**
   * Its own candidate order sets: the first `candidates` are DumbBot's draws as L1 plays them,
   * the rest (up to `own`) are drawn wider — DumbBot moving on to its next-best option `wide` %
   * of the time instead of 50 % — so the search weighs plans L1 seldom plays (the Diadochi L2's
   * `own`/`wide`, docs/bots.md).
   */
  own: number;
  /** DumbBot's chance (%) of considering its next-best option in the wider draws. */
  wide: number;
  /**
   * Weight of the strongest other power's worth, subtracted from its own: the short game is won by
   * leading alone in centres at the last year, so a centre taken from the leader counts too.
   */
  rival: number;
}

export const L2_DEFAULTS: L2Params = { candidates: 6, iterations: 24, othersLearn: false, promise: 0.25, lookahead: false, own: 16, wide: 95, rival: 0 };

const provinceOf = (region: string): string => classicMap.spaceOf(region) ?? region;

interface Candidate {
  orders: CoreOrder[];
  plan: Map<Unit, Order>;
}

function coreOrders(power: string, plan: Map<Unit, Order>): CoreOrder[] {
  return [...plan].map(([u, o]): CoreOrder => {
    const base = { power, unit: u.region };
    if (o.kind === 'hold') return { kind: 'hold', ...base };
    if (o.kind === 'move') return { kind: 'move', ...base, to: o.to };
    return { kind: 'support', ...base, target: provinceOf(o.of.region), ...(o.to ? { to: o.to } : {}) };
  });
}

/** Provinces within two steps of a power's units (any unit kind: what it could touch). */
function near(units: readonly Unit[], power: string): Set<string> {
  const out = new Set<string>();
  for (const u of units) {
    if (u.power !== power) continue;
    const p = provinceOf(u.region);
    out.add(p);
    for (const a of classicMap.provinceNeighbours(p)) {
      out.add(a);
      for (const b of classicMap.provinceNeighbours(a)) out.add(b);
    }
  }
  return out;
}

/** Up to `k` distinct DumbBot draws for `power` (L1's own first), then up to `more` wider ones. */
export function candidatesFor(view: ClassicBotView, power: string, values: Values, k: number, seed: string, more = 0, wide = 50): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const mine = view.units.filter((u) => u.power === power);
  const total = k + more;
  for (let i = 0; i < total * 2 && out.length < total; i++) {
    // The first draws are L1's own (DumbBot's 50 %); once k are found, or their tries spent, wider ones.
    const narrow = out.length < k && i < k * 2;
    const plan = narrow
      ? movementPlan(view, power, values, rngFromSeed(`${seed}:${power}:${i}`))
      : movementPlan(view, power, values, rngFromSeed(`${seed}:${power}:wide:${i}`), wide);
    const key = mine.map((u) => orderText(u, plan.get(u)!)).join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ orders: coreOrders(power, plan), plan });
  }
  return out;
}

/** The outcome's worth to each power: centres as after a fall, the promise of its positions, its dislodged units. */
function evaluate(view: ClassicBotView, orders: CoreOrder[], values: Map<string, Values>, best: Map<string, number>, params: L2Params): Map<string, number> {
  const rules = editionRules(view.edition).rules;
  const a = adjudicate({ geography: classicMap, units: view.units, orders, rules });
  const owners = { ...view.owners };
  const end = params.lookahead && view.season === 'spring' ? fallAfter(view, a.units, rules) : a.units;
  for (const u of end) {
    const p = provinceOf(u.region);
    if (classicMap.supplyCentres.includes(p)) owners[p] = u.power;
  }
  const score = new Map<string, number>();
  for (const p of Object.values(owners)) score.set(p, (score.get(p) ?? 0) + 1);
  for (const u of a.units) {
    const v = values.get(u.power);
    if (!v) continue;
    const norm = (v.node.get(nodeId(u.kind, u.region)) ?? 0) / Math.max(1, best.get(u.power)!);
    score.set(u.power, (score.get(u.power) ?? 0) + params.promise * norm);
  }
  for (const d of a.dislodged) score.set(d.unit.power, (score.get(d.unit.power) ?? 0) - 0.5);
  return score;
}

/** An outcome's worth to `p`: its own, less `rival` × the strongest other's. */
function worthTo(p: string, score: Map<string, number>, rival: number): number {
  const own = score.get(p) ?? 0;
  if (rival === 0) return own;
  let top = 0;
  for (const [q, v] of score) if (q !== p && v > top) top = v;
  return own - rival * top;
}

/** Where the units stand after a fall in which every power plays DumbBot's first draw from `units`. */
function fallAfter(view: ClassicBotView, units: Unit[], rules: ReturnType<typeof editionRules>['rules']): Unit[] {
  const next: ClassicBotView = { season: 'fall', phase: 'movement', units, owners: view.owners, dislodged: [], ...(view.edition ? { edition: view.edition } : {}) };
  const orders: CoreOrder[] = [];
  for (const p of POWERS) {
    if (!units.some((u) => u.power === p)) continue;
    const v = computeValues(units, view.owners, p, 'fall');
    orders.push(...coreOrders(p, movementPlan(next, p, v, rngFromSeed(`l2-fall:${p}`))));
  }
  return adjudicate({ geography: classicMap, units, orders, rules }).units;
}

/** L2's movement orders for `me`. */
export function l2Movement(view: ClassicBotView, me: string, seed: string, params: L2Params = L2_DEFAULTS): string[] {
  const around = near(view.units, me);
  const active: string[] = POWERS.filter((p) => p === me || view.units.some((u) => u.power === p && around.has(provinceOf(u.region))));
  const values = new Map<string, Values>();
  const best = new Map<string, number>();
  for (const p of POWERS) {
    if (!view.units.some((u) => u.power === p)) continue;
    const v = computeValues(view.units, view.owners, p, view.season === 'fall' ? 'fall' : 'spring');
    values.set(p, v);
    best.set(p, Math.max(...v.node.values()));
  }
  const cands = new Map<string, Candidate[]>();
  for (const p of values.keys()) {
    const k = active.includes(p) ? params.candidates : 1;
    cands.set(p, p === me ? candidatesFor(view, p, values.get(p)!, k, seed, Math.max(0, params.own - k), params.wide) : candidatesFor(view, p, values.get(p)!, k, seed));
  }
  const players = active.filter((p) => (cands.get(p)?.length ?? 0) > 0);
  const fixed = [...cands].filter(([p]) => !players.includes(p)).flatMap(([, c]) => c[0]!.orders);
  const mine = cands.get(me);
  if (!mine || mine.length === 0) return [];
  const average = regretMatch(
    {
      counts: new Map(players.map((p) => [p, cands.get(p)!.length])),
      learners: params.othersLearn ? players : [me],
      iterations: params.iterations,
      values: (p, drawn) => {
        const rest = [...fixed, ...players.filter((q) => q !== p).flatMap((q) => cands.get(q)![drawn.get(q)!]!.orders)];
        return cands.get(p)!.map((c) => worthTo(p, evaluate(view, [...rest, ...c.orders], values, best, params), params.rival));
      },
    },
    rngFromSeed(`l2:${seed}:${me}`),
  );
  const pick = argmax(average.get(me) ?? [1]);
  const plan = mine[pick]!.plan;
  return view.units.filter((u) => u.power === me).map((u) => orderText(u, plan.get(u)!));
}

/** The classic L2 bot: `(seed) => Bot`. */
export function classicL2Bot(seed: string, params: L2Params = L2_DEFAULTS): Bot<ClassicBotView> {
  return (input: BotInput<ClassicBotView>) => {
    const view = input.view;
    const s = `classic-l2:${seed}:${input.player}:${input.step}`;
    if (view.phase !== 'movement') return { orders: classicOrders(view, input.player, rngFromSeed(s)) };
    return { orders: l2Movement(view, input.player, s, params) };
  };
}
