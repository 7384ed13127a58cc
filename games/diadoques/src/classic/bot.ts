/**
 * The classic L1 bot (issue 20 item 3): David Norman's DumbBot algorithm, written anew for this
 * judge. It reads only its power's view (everything on the board is public) and writes orders in
 * the notation a player types. The province values come from `./bot-values.ts`; from them:
 * - movement: its units in a seeded random order, each takes the best adjacent node or its own
 *   (holding is worth one point more), with a random chance of the next best — the nearer in
 *   value, the likelier (half the time, less the relative gap × 5). A destination its own
 *   unit holds: support that unit if more than one enemy unit could come, else look elsewhere;
 *   one its own unit not yet ordered stands in: decide that unit first; one another of its
 *   units moves to: support that move if any enemy could come, else look elsewhere — so two of
 *   its units never bounce each other (nor swap places, which bounces too). A unit left holding
 *   supports the best threatened move or hold next to it (DumbBot's "wasted holds"). No convoys.
 * - retreats: the same choice among the retreat options, never two into one province; else disband.
 * - adjustments: builds on the best free home-centre nodes, disbands the units on the worst.
 * Chance comes from a generator seeded by the bot's seed, the power and the step: the same game
 * asks the same bot the same thing and gets the same orders.
 */
import { nextBelow, rngFromSeed } from '@diadochi/kernel';
import type { Bot, BotInput, RngState } from '@diadochi/kernel';
import type { Unit } from '../core/index.ts';
import { PLAY_ALTERNATIVE, pickAlternative } from '../search/near-best.ts';
import { adjustmentDue } from './adjust.ts';
import { classicMap } from './map.ts';
import { computeValues, nodeId, stepsOf } from './bot-values.ts';
import type { Values } from './bot-values.ts';

/** What the bot reads of the classic view. */
export interface ClassicBotView {
  season: 'spring' | 'fall' | 'winter';
  phase: 'movement' | 'retreat' | 'adjustment';
  units: Unit[];
  owners: Record<string, string>;
  dislodged: { unit: Unit; retreats: string[] }[];
  /** The rulebook edition the game adjudicates by (the L2 bot adjudicates with it). */
  edition?: string;
}

const provinceOf = (region: string): string => classicMap.spaceOf(region) ?? region;
const letter = (kind: string): string => (kind === 'fleet' ? 'F' : 'A');
/** A region as the notation writes it: `spa(nc)` → `spa/nc`. */
const written = (region: string): string => region.replace(/\((\w\w)\)$/, '/$1');
const unitText = (u: Unit): string => `${letter(u.kind)} ${written(u.region)}`;

interface Option<T> {
  value: number;
  item: T;
}

/** A seeded shuffle (Fisher–Yates). */
function shuffled<T>(xs: readonly T[], rng: RngState): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextBelow(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A movement order as the bot plans it (`to` of a support: a province). */
export type Order = { kind: 'hold' } | { kind: 'move'; to: string } | { kind: 'support'; of: Unit; to?: string };

/** DumbBot's movement orders for `me`'s units (in the view's order). */
export function movementPlan(view: ClassicBotView, me: string, v: Values, rng: RngState, play = PLAY_ALTERNATIVE): Map<Unit, Order> {
  const mine = view.units.filter((u) => u.power === me);
  const ownAt = new Map(mine.map((u) => [provinceOf(u.region), u]));
  const orders = new Map<Unit, Order>();
  /** Province → my unit moving there. */
  const moving = new Map<string, Unit>();
  const competition = (p: string) => v.competition.get(p) ?? 0;
  const queue = shuffled(mine, rng);
  const waitedFor = new Map<Unit, Unit>();
  while (queue.length > 0) {
    const u = queue.shift()!;
    const here = provinceOf(u.region);
    const options: Option<string>[] = stepsOf(u.kind, u.region).map((r) => ({ value: v.node.get(nodeId(u.kind, r)) ?? 0, item: r }));
    options.push({ value: (v.node.get(nodeId(u.kind, u.region)) ?? 0) + 1, item: u.region });
    options.sort((a, b) => b.value - a.value || a.item.localeCompare(b.item));
    let order: Order | undefined;
    let deferred = false;
    while (!order && !deferred && options.length > 0) {
      const i = pickAlternative(options, rng, play);
      const to = options[i]!.item;
      const p = provinceOf(to);
      const reject = () => options.splice(i, 1);
      if (p === here) {
        order = { kind: 'hold' };
        break;
      }
      const occupant = ownAt.get(p);
      if (occupant) {
        const o = orders.get(occupant);
        if (!o) {
          // Decide the unit standing there first — unless it is already waiting for this one.
          if (waitedFor.get(occupant) !== u) {
            waitedFor.set(u, occupant);
            queue.splice(queue.indexOf(occupant) + 1, 0, u);
            deferred = true;
            break;
          }
          reject();
          continue;
        }
        if (o.kind !== 'move') {
          if (competition(p) > 1) order = { kind: 'support', of: occupant };
          else reject();
          continue;
        }
        // Swapping places with one's own unit bounces both: look elsewhere.
        if (provinceOf(o.to) === here) {
          reject();
          continue;
        }
      }
      const mover = moving.get(p);
      if (mover) {
        if (competition(p) > 0) order = { kind: 'support', of: mover, to: p };
        else reject();
        continue;
      }
      order = { kind: 'move', to };
      moving.set(p, u);
    }
    if (deferred) continue;
    orders.set(u, order ?? { kind: 'hold' });
  }
  supportInsteadOfHolding(mine, orders, moving, v);
  return orders;
}

function movement(view: ClassicBotView, me: string, v: Values, rng: RngState): string[] {
  const orders = movementPlan(view, me, v, rng);
  return view.units.filter((u) => u.power === me).map((u) => orderText(u, orders.get(u)!));
}

/** DumbBot's "wasted holds": a holding unit supports the most valuable threatened move or hold next to it. */
function supportInsteadOfHolding(mine: readonly Unit[], orders: Map<Unit, Order>, moving: Map<string, Unit>, v: Values): void {
  const ownAt = new Map(mine.map((u) => [provinceOf(u.region), u]));
  for (const u of mine) {
    if (orders.get(u)!.kind !== 'hold') continue;
    let best: { value: number; order: Order } | undefined;
    for (const r of stepsOf(u.kind, u.region)) {
      const p = provinceOf(r);
      const value = v.node.get(nodeId(u.kind, r)) ?? 0;
      if (best && value <= best.value) continue;
      const mover = moving.get(p);
      const competition = v.competition.get(p) ?? 0;
      if (mover) {
        if (competition > 0) best = { value, order: { kind: 'support', of: mover, to: p } };
        continue;
      }
      const holder = ownAt.get(p);
      if (holder && orders.get(holder)!.kind !== 'move' && competition > 1) best = { value, order: { kind: 'support', of: holder } };
    }
    // Every node looked at is one step away: the unit may support into its province (DATC 4.E.1).
    if (best) orders.set(u, best.order);
  }
}

export function orderText(u: Unit, o: Order): string {
  if (o.kind === 'hold') return `${unitText(u)} H`;
  if (o.kind === 'move') return `${unitText(u)} - ${written(o.to)}`;
  const of = `${letter(o.of.kind)} ${provinceOf(o.of.region)}`;
  return `${unitText(u)} S ${of}${o.to ? ` - ${o.to}` : ''}`;
}

function retreats(view: ClassicBotView, me: string, v: Values, rng: RngState): string[] {
  const taken = new Set<string>();
  return shuffled(
    view.dislodged.filter((d) => d.unit.power === me),
    rng,
  ).map((d) => {
    const options = d.retreats.map((r) => ({ value: v.node.get(nodeId(d.unit.kind, r)) ?? 0, item: r })).sort((a, b) => b.value - a.value || a.item.localeCompare(b.item));
    while (options.length > 0) {
      const i = pickAlternative(options, rng);
      const r = options[i]!.item;
      if (taken.has(provinceOf(r))) {
        options.splice(i, 1);
        continue;
      }
      taken.add(provinceOf(r));
      return `${unitText(d.unit)} - ${written(r)}`;
    }
    return `${unitText(d.unit)} disband`;
  });
}

function adjustments(view: ClassicBotView, me: string, v: Values, rng: RngState): string[] {
  const due = adjustmentDue(view.units, view.owners, me);
  if (due < 0) {
    // The units standing where they are worth least go first.
    const options = view.units
      .filter((u) => u.power === me)
      .map((u) => ({ value: -(v.node.get(nodeId(u.kind, u.region)) ?? 0), item: u }))
      .sort((a, b) => b.value - a.value || a.item.region.localeCompare(b.item.region));
    const out: string[] = [];
    for (let k = 0; k < -due && options.length > 0; k++) {
      const [pick] = options.splice(pickAlternative(options, rng), 1);
      out.push(`disband ${letter(pick!.item.kind)} ${provinceOf(pick!.item.region)}`);
    }
    return out;
  }
  const occupied = new Set(view.units.map((u) => provinceOf(u.region)));
  const free = classicMap.homeCentres(me).filter((p) => view.owners[p] === me && !occupied.has(p));
  let options = free
    .flatMap((p) => [...(classicMap.armyRegion(p) ? [{ kind: 'army', region: p }] : []), ...classicMap.fleetRegions(p).map((region) => ({ kind: 'fleet', region }))])
    .map((x) => ({ value: v.node.get(nodeId(x.kind, x.region)) ?? 0, item: x }))
    .sort((a, b) => b.value - a.value || a.item.region.localeCompare(b.item.region) || a.item.kind.localeCompare(b.item.kind));
  const out: string[] = [];
  for (let k = 0; k < due && options.length > 0; k++) {
    const pick = options[pickAlternative(options, rng)]!.item;
    out.push(`build ${letter(pick.kind)} ${written(pick.region)}`);
    options = options.filter((o) => provinceOf(o.item.region) !== provinceOf(pick.region));
  }
  return out;
}

/** The orders of `me` for the view's phase, chance drawn from `rng`. */
export function classicOrders(view: ClassicBotView, me: string, rng: RngState): string[] {
  if (view.phase === 'adjustment') return adjustments(view, me, computeValues(view.units, view.owners, me, 'winter'), rng);
  const season = view.season === 'fall' ? 'fall' : 'spring';
  const v = computeValues(view.units, view.owners, me, season);
  if (view.phase === 'retreat') return retreats(view, me, v, rng);
  return movement(view, me, v, rng);
}

/** The classic L1 bot: `(seed) => Bot`, as the catalog seats them. */
export function classicBot(seed: string): Bot<ClassicBotView> {
  return (input: BotInput<ClassicBotView>) => ({ orders: classicOrders(input.view, input.player, rngFromSeed(`classic-bot:${seed}:${input.player}:${input.step}`)) });
}
