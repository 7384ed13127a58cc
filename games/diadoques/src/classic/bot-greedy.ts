/**
 * The first classic bot (issue 17 item 4), kept as a yardstick for the DumbBot L1 (`./bot.ts`,
 * issue 20): the bench plays them against each other. A bot for standard Diplomacy: it reads only its power's view (everything on
 * the board is public) and writes orders in the notation a player types. A greedy heuristic:
 * - movement: first, concerted attacks on enemy-held centres where enough units border them
 *   (one moves, the others support it); then each unit scores its moves — into a supply centre it does not own (most in fall,
 *   when centres change hands), back onto its own centre when an enemy could take it in fall,
 *   closer to the nearest centre it does not own — and the best moves are taken first, two
 *   units never aiming at one province; a unit left with nothing better supports a move into a
 *   contested province, or the hold of a threatened centre;
 * - retreats: towards centres it does not own, else disband;
 * - winter: builds in free home centres (the unit type nearer the next centre to take),
 *   disbands the units farthest from any centre to take.
 * Chance only breaks near-ties, from a generator seeded by the bot's seed, the power and the
 * step: the same game asks the same bot the same thing and gets the same orders.
 */
import { nextBelow, rngFromSeed } from '@diadochi/kernel';
import type { Bot, BotInput } from '@diadochi/kernel';
import type { RngState } from '@diadochi/kernel';
import { reachesSpace } from '../core/index.ts';
import type { Unit } from '../core/index.ts';
import { adjustmentDue } from './adjust.ts';
import { classicMap } from './map.ts';
import type { ClassicBotView } from './bot.ts';


const provinceOf = (region: string): string => classicMap.spaceOf(region) ?? region;
const letter = (kind: string): string => (kind === 'fleet' ? 'F' : 'A');
/** A region as the notation writes it: `spa(nc)` → `spa/nc`. */
const written = (region: string): string => region.replace(/\((\w\w)\)$/, '/$1');

/** Regions a unit of this kind may move to from a region (coasts included). */
function steps(kind: string, region: string): string[] {
  return classicMap.neighbours(region).filter((r) => classicMap.adjacent(kind, region, r));
}

const distanceCache = new Map<string, Map<string, number>>();

/** Moves a unit of this kind needs from a region to each province (the map never changes: cached). */
function distances(kind: string, region: string): Map<string, number> {
  const key = `${kind}|${region}`;
  const hit = distanceCache.get(key);
  if (hit) return hit;
  const byProvince = new Map<string, number>();
  const seen = new Set([region]);
  let frontier = [region];
  for (let d = 0; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const r of frontier) {
      const p = provinceOf(r);
      if (!byProvince.has(p)) byProvince.set(p, d);
      for (const n of steps(kind, r)) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  distanceCache.set(key, byProvince);
  return byProvince;
}

interface Ctx {
  me: string;
  view: ClassicBotView;
  rng: RngState;
  /** Supply centres the power does not own: what it plays for. */
  wanted: Set<string>;
  /** Provinces an enemy unit could move into, with how many enemies could. */
  threat: Map<string, number>;
  occupant: Map<string, Unit>;
}

/** Distance from a region to the nearest centre the power does not own (a large number when none can be reached). */
function toWanted(c: Ctx, kind: string, region: string): number {
  let best = 30;
  for (const [p, d] of distances(kind, region)) if (c.wanted.has(p) && d < best) best = d;
  return best;
}

/** A small seeded jitter that breaks ties between equal moves. */
const jitter = (c: Ctx): number => nextBelow(c.rng, 1000) / 1000;

/** How much the power gains by having this unit end the season in `region`. */
function worth(c: Ctx, unit: Unit, region: string): number {
  const p = provinceOf(region);
  const fall = c.view.season === 'fall';
  let v = -1.5 * toWanted(c, unit.kind, region);
  if (c.wanted.has(p)) v += fall ? 12 : 6;
  if (classicMap.supplyCentres.includes(p) && c.view.owners[p] === c.me && (c.threat.get(p) ?? 0) > 0) v += fall ? 6 : 2;
  return v;
}

interface Plan {
  unit: Unit;
  /** Destination region; the unit's own region for a hold. */
  to: string;
  score: number;
  support?: { of: Unit; to?: string };
  /** Part of a concerted attack: kept as planned. */
  fixed?: boolean;
}

function movement(c: Ctx): string[] {
  const mine = c.view.units.filter((u) => u.power === c.me);
  const options: Plan[] = [];
  for (const u of mine) {
    options.push({ unit: u, to: u.region, score: worth(c, u, u.region) + jitter(c) });
    for (const r of steps(u.kind, u.region)) {
      const p = provinceOf(r);
      const there = c.occupant.get(p);
      // An enemy standing there holds with at least 1: an unsupported attack bounces.
      const blocked = there && there.power !== c.me ? 5 : 0;
      // Where several enemies could also come, a lone move likely bounces.
      const contest = (c.threat.get(p) ?? 0) > 0 ? 1.5 : 0;
      options.push({ unit: u, to: r, score: worth(c, u, r) - blocked - contest + jitter(c) });
    }
  }
  options.sort((a, b) => b.score - a.score);
  const chosen = new Map<Unit, Plan>();
  const taken = new Set<string>();
  planAttacks(c, mine, chosen, taken);
  // Twice: a move into a province my own unit leaves is allowed once that unit has moved on.
  for (let pass = 0; pass < 2; pass++) {
    for (const o of options) {
      if (chosen.has(o.unit)) continue;
      const p = provinceOf(o.to);
      if (taken.has(p)) continue;
      const own = c.occupant.get(p);
      if (own && own.power === c.me && own !== o.unit) {
        const plan = chosen.get(own);
        if (!plan || provinceOf(plan.to) === p || provinceOf(plan.to) === provinceOf(o.unit.region)) continue;
      }
      if (pass === 0 && o.to !== o.unit.region && own && own.power === c.me && !chosen.has(own)) continue;
      chosen.set(o.unit, o);
      taken.add(p);
    }
  }
  for (const u of mine) if (!chosen.has(u)) chosen.set(u, { unit: u, to: u.region, score: worth(c, u, u.region) });
  addSupports(c, chosen);
  return mine.map((u) => orderText(chosen.get(u)!));
}

/**
 * Concerted attacks on centres held by an enemy unit: where enough of my units border such a
 * centre to outnumber the holder and every unit of its power that could support it, one moves
 * in and the others support the move. Without this, lone attacks bounce off held centres and
 * the board freezes once the neutral centres are taken.
 */
function planAttacks(c: Ctx, mine: readonly Unit[], chosen: Map<Unit, Plan>, taken: Set<string>): void {
  const held = [...c.wanted]
    .filter((p) => {
      const there = c.occupant.get(p);
      return there !== undefined && there.power !== c.me;
    })
    .map((p) => ({ p, order: jitter(c) }))
    .sort((a, b) => a.order - b.order)
    .map((x) => x.p);
  for (const p of held) {
    const holder = c.occupant.get(p)!;
    const reach = (u: Unit) => steps(u.kind, u.region).find((r) => provinceOf(r) === p);
    const attackers = mine.filter((u) => !chosen.has(u) && reach(u) !== undefined);
    const helpers = c.view.units.filter((u) => u.power === holder.power && u !== holder && reachesSpace(classicMap, u.kind, u.region, p)).length;
    // Half the holder's neighbours are assumed busy (holding, supporting elsewhere, their supports cut):
    // counting them all froze every front once the neutral centres were taken.
    const need = Math.ceil(helpers / 2) + 2;
    if (attackers.length < need) continue;
    // The attacker: the unit whose own province matters least (not a centre of mine), then any.
    const ranked = [...attackers].sort((a, b) => Number(classicMap.supplyCentres.includes(provinceOf(a.region))) - Number(classicMap.supplyCentres.includes(provinceOf(b.region))));
    const [attacker, ...rest] = ranked;
    chosen.set(attacker!, { unit: attacker!, to: reach(attacker!)!, score: 20, fixed: true });
    taken.add(p);
    for (const u of rest.slice(0, need - 1)) {
      chosen.set(u, { unit: u, to: u.region, score: 20, fixed: true, support: { of: attacker!, to: p } });
      taken.add(provinceOf(u.region));
    }
  }
}

/**
 * Units whose own plan is worth little support the moves into contested provinces and the holds
 * of threatened centres; a supporter must be able to reach the province (DATC 4.E.1) and is
 * never itself the target of the move it supports.
 */
function addSupports(c: Ctx, chosen: Map<Unit, Plan>): void {
  const plans = [...chosen.values()];
  for (const helper of plans) {
    if (helper.fixed || (helper.to !== helper.unit.region && helper.score > 6)) continue;
    const here = provinceOf(helper.unit.region);
    let best: { value: number; of: Unit; to?: string } | undefined;
    for (const other of plans) {
      if (other === helper) continue;
      const target = provinceOf(other.to);
      if (target === here) continue;
      if (!reachesSpace(classicMap, helper.unit.kind, helper.unit.region, target)) continue;
      const enemyThere = c.occupant.get(target);
      const contested = (enemyThere && enemyThere.power !== c.me) || (c.threat.get(target) ?? 0) > 0;
      if (!contested) continue;
      const moving = other.to !== other.unit.region;
      const value = (moving ? other.score + 6 : other.score + 1) + jitter(c);
      if (!best || value > best.value) best = { value, of: other.unit, ...(moving ? { to: target } : {}) };
    }
    // Leaving a threatened centre of one's own to support would give it away.
    const stay = helper.to === helper.unit.region ? helper.score : -Infinity;
    if (best && best.value > stay && !(c.view.season === 'fall' && helper.to === helper.unit.region && (c.threat.get(here) ?? 0) > 0 && c.view.owners[here] === c.me)) {
      helper.to = helper.unit.region;
      helper.support = { of: best.of, ...(best.to ? { to: best.to } : {}) };
    }
  }
  // A support is only kept if the supported unit still does what was supported.
  for (const helper of plans) {
    if (!helper.support) continue;
    const of = chosen.get(helper.support.of)!;
    const now = of.to === of.unit.region ? undefined : provinceOf(of.to);
    if (of.support || now !== helper.support.to) delete helper.support;
  }
}

function orderText(p: Plan): string {
  const u = `${letter(p.unit.kind)} ${written(p.unit.region)}`;
  if (p.support) {
    const of = `${letter(p.support.of.kind)} ${provinceOf(p.support.of.region)}`;
    return `${u} S ${of}${p.support.to ? ` - ${p.support.to}` : ''}`;
  }
  return p.to === p.unit.region ? `${u} H` : `${u} - ${written(p.to)}`;
}

function retreats(c: Ctx): string[] {
  const taken = new Set<string>();
  return c.view.dislodged
    .filter((d) => d.unit.power === c.me)
    .map((d) => {
      const best = d.retreats
        .filter((r) => !taken.has(provinceOf(r)))
        .map((r) => ({ r, v: worth(c, d.unit, r) + jitter(c) }))
        .sort((a, b) => b.v - a.v)[0];
      if (!best) return `${letter(d.unit.kind)} ${written(d.unit.region)} disband`;
      taken.add(provinceOf(best.r));
      return `${letter(d.unit.kind)} ${written(d.unit.region)} - ${written(best.r)}`;
    });
}

function adjustments(c: Ctx): string[] {
  const due = adjustmentDue(c.view.units, c.view.owners, c.me);
  if (due < 0) {
    return c.view.units
      .filter((u) => u.power === c.me)
      .map((u) => ({ u, far: toWanted(c, u.kind, u.region) + jitter(c) }))
      .sort((a, b) => b.far - a.far)
      .slice(0, -due)
      .map(({ u }) => `disband ${letter(u.kind)} ${provinceOf(u.region)}`);
  }
  const free = classicMap.homeCentres(c.me).filter((p) => c.view.owners[p] === c.me && !c.occupant.has(p));
  const builds = free
    .map((p) => {
      // The type (and coast) from which the nearest centre to take is fewest moves away.
      const places = [...(classicMap.armyRegion(p) ? [{ kind: 'army', region: p }] : []), ...classicMap.fleetRegions(p).map((region) => ({ kind: 'fleet', region }))];
      const ranked = places.map((x) => ({ ...x, d: toWanted(c, x.kind, x.region) + (x.kind === 'fleet' ? 0.5 : 0) })).sort((a, b) => a.d - b.d);
      return { p, best: ranked[0]!, urgency: ranked[0]!.d + jitter(c) };
    })
    .sort((a, b) => a.urgency - b.urgency)
    .slice(0, Math.max(0, due));
  return builds.map(({ best }) => `build ${letter(best.kind)} ${written(best.region)}`);
}

export function classicGreedyOrders(view: ClassicBotView, me: string, rng: RngState): string[] {
  const occupant = new Map<string, Unit>();
  for (const u of view.units) occupant.set(provinceOf(u.region), u);
  const threat = new Map<string, number>();
  for (const u of view.units) {
    if (u.power === me) continue;
    for (const r of steps(u.kind, u.region)) threat.set(provinceOf(r), (threat.get(provinceOf(r)) ?? 0) + 1);
  }
  const wanted = new Set(classicMap.supplyCentres.filter((p) => view.owners[p] !== me && p !== 'swi'));
  const c: Ctx = { me, view, rng, wanted, threat, occupant };
  if (view.phase === 'retreat') return retreats(c);
  if (view.phase === 'adjustment') return adjustments(c);
  return movement(c);
}

/** The greedy bot: `(seed) => Bot`. */
export function classicGreedyBot(seed: string): Bot<ClassicBotView> {
  return (input: BotInput<ClassicBotView>) => ({ orders: classicGreedyOrders(input.view, input.player, rngFromSeed(`classic-bot:${seed}:${input.player}:${input.step}`)) });
}
