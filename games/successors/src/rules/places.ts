/**
 * Where things may be put: reinforcements (successors 5.3, 5.4), control markers by Tyche
 * card (7.5), battle avoidance (11.3), interception (10.3), isolation (19.2).
 */
import type { SpaceId } from '../data/types.ts';
import { isMinor, spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import type { Faction, SuccessorsState } from './state.ts';
import { cusOut, factionsOutside, generalsAt, independentsAt, provinceController, total } from './query.ts';

const enemyForces = (s: SuccessorsState, space: SpaceId, f: Faction): boolean =>
  factionsOutside(s, space).some((x) => x !== f) ||
  Object.entries(s.holdings[space] ?? {}).some(([x, h]) => x !== f && Object.values(h.in).some((n) => n > 0)) ||
  generalsAt(s, space).some((g) => s.generals[g]!.owner !== f) ||
  independentsAt(s, space).length > 0;

/** A major city with an enemy force outside it (the glossary's "besieged", 2.7.5). */
export const besieged = (r: Rules, s: SuccessorsState, space: SpaceId, f: Faction): boolean =>
  spaceDef(r, space).kind === 'major-city' && s.control[space]?.by === f && (factionsOutside(s, space).some((x) => x !== f) || independentsAt(s, space).length > 0);

/**
 * Spaces where a reinforcement may go (5.3): a friendly-controlled space free of enemies, or a
 * space with a friendly general; not a besieged major city; at most two CUs in a space without a
 * controlled major city or a major general. `placed`: CUs already put there this phase.
 */
export function reinforcementSpaces(r: Rules, s: SuccessorsState, f: Faction, what: 'cu' | 'general', placed: Record<SpaceId, number>): SpaceId[] {
  const out: SpaceId[] = [];
  for (const sp of r.space.values()) {
    const id = sp.id;
    const friendly = s.control[id]?.by === f && !enemyForces(s, id, f);
    const gens = generalsAt(s, id, f);
    const withGeneral = gens.length > 0;
    if (!friendly && !withGeneral) continue;
    if (besieged(r, s, id, f)) continue;
    if (what === 'general' && !friendly) continue;
    if (what === 'cu') {
      const big = (sp.kind === 'major-city' && s.control[id]?.by === f) || gens.some((g) => !isMinor(g));
      if (!big && (placed[id] ?? 0) >= 2) continue;
    }
    out.push(id);
  }
  return out.sort();
}

/** 5.4: when no space is left, an uncontrolled or independent space of a province no other player controls, two CUs a province. */
export function shortageSpaces(r: Rules, s: SuccessorsState, f: Faction, placedByProvince: Record<string, number>): SpaceId[] {
  const out: SpaceId[] = [];
  for (const sp of r.space.values()) {
    if (sp.kind === 'transit') continue;
    const by = s.control[sp.id]?.by;
    if (by && by !== 'independent') continue;
    const pc = provinceController(r, s, sp.province);
    if (pc && pc !== f && pc !== 'independent') continue;
    if ((placedByProvince[sp.province] ?? 0) >= 2) continue;
    if (enemyForces(s, sp.id, f)) continue;
    out.push(sp.id);
  }
  return out.sort();
}

/** Spaces where a control marker may be placed with a Tyche card (7.5). */
export function controlSpaces(r: Rules, s: SuccessorsState, f: Faction, from: SpaceId[]): SpaceId[] {
  const best = new Map<SpaceId, number>();
  const queue: [SpaceId, number][] = from.map((x) => [x, 0]);
  for (const x of from) best.set(x, 0);
  const blocks = (id: SpaceId) => factionsOutside(s, id).some((x) => x !== f) || independentsAt(s, id).length > 0 || (s.control[id] !== undefined && s.control[id]!.by !== f);
  while (queue.length > 0) {
    const [at, d] = queue.shift()!;
    if (d > 0 && blocks(at)) continue; // cannot jump over (7.5.3)
    for (const l of r.links.get(at) ?? []) {
      if (l.kind === 'trans-mediterranean') continue;
      const nd = d + l.cost;
      if (nd > 2 || (best.get(l.to) ?? 99) <= nd) continue;
      best.set(l.to, nd);
      queue.push([l.to, nd]);
    }
  }
  return [...best.keys()].filter((id) => {
    const sp = spaceDef(r, id);
    return sp.kind !== 'transit' && !s.control[id] && !enemyForces(s, id, f);
  }).sort();
}

/**
 * Where an interceptor may go (10.3.4): friendly, neutral, or holding its own CUs; never where an
 * enemy CU that is not moving stands unbesieged (10.3.7, "vous ne pouvez pas intercepter dans un
 * espace où l'ennemi est déjà positionné") — a third party's, or the mover's own CUs left there
 * (outside beside the moving army, or inside its city), which the moving army rejoins.
 */
export function interceptable(r: Rules, s: SuccessorsState, space: SpaceId, f: Faction, mover: Faction): boolean {
  const by = s.control[space]?.by;
  const own = cusOut(s, space, f) > 0;
  if (by && by !== f && !own) return false;
  if (factionsOutside(s, space).some((x) => x !== f && x !== mover)) return false;
  if (independentsAt(s, space).length > 0) return false;
  const moving = s.moving && s.moving.path[s.moving.path.length - 1] === space ? total(s.moving.carried) : 0;
  const h = s.holdings[space]?.[mover];
  if (h && (total(h.out) > moving || total(h.in) > 0)) return false;
  void r;
  return true;
}

/** Spaces of a battle avoidance (11.3): up to two land steps through friendly or neutral spaces free of enemies. */
export function avoidSpaces(r: Rules, s: SuccessorsState, space: SpaceId, f: Faction, mover: Faction, from: SpaceId): SpaceId[] {
  const ok = (id: SpaceId) => {
    if (id === from || id === space) return false;
    const by = s.control[id]?.by;
    const own = cusOut(s, id, f) > 0;
    if (by && by !== f && !own) return false;
    if (factionsOutside(s, id).some((x) => x !== f) || independentsAt(s, id).length > 0) return false;
    if (generalsAt(s, id).some((g) => s.generals[g]!.owner !== f)) return false;
    void mover;
    return true;
  };
  const first = (r.links.get(space) ?? []).filter((l) => l.kind === 'land' && ok(l.to)).map((l) => l.to);
  const all = new Set(first);
  for (const a of first) for (const l of r.links.get(a) ?? []) if (l.kind === 'land' && ok(l.to)) all.add(l.to);
  return [...all].sort();
}

/** Control markers that cannot trace a path to a friendly CU or friendly major city (19.2). */
export function isolatedMarkers(r: Rules, s: SuccessorsState, f: Faction): SpaceId[] {
  const sources: SpaceId[] = [];
  for (const sp of r.space.values()) {
    const has = Object.values(s.holdings[sp.id]?.[f]?.out ?? {}).some((n) => n > 0) || Object.values(s.holdings[sp.id]?.[f]?.in ?? {}).some((n) => n > 0);
    if (has || (sp.kind === 'major-city' && s.control[sp.id]?.by === f)) sources.push(sp.id);
  }
  const enter = (id: SpaceId) => {
    const by = s.control[id]?.by;
    const own = (s.holdings[id]?.[f] !== undefined);
    if (by === f) return true;
    if (by) return own;
    return !factionsOutside(s, id).some((x) => x !== f) && independentsAt(s, id).length === 0;
  };
  const seen = new Set(sources);
  const queue = [...sources];
  while (queue.length > 0) {
    const at = queue.pop()!;
    for (const l of r.links.get(at) ?? []) {
      if (seen.has(l.to) || !enter(l.to)) continue;
      seen.add(l.to);
      queue.push(l.to);
    }
  }
  return Object.entries(s.control)
    .filter(([id, m]) => m.by === f && !seen.has(id) && spaceDef(r, id).kind !== 'major-city')
    .map(([id]) => id)
    .sort();
}

/**
 * Spaces for the marker of 24.1.5: any space of the general's start province with no enemy army,
 * CU or general; not one of one's own, not an independent marker (removed only by submission, 15.4).
 */
export function startMarkerSpaces(r: Rules, s: SuccessorsState, f: Faction, province: string): SpaceId[] {
  return [...r.space.values()]
    .filter((sp) => sp.province === province && sp.kind !== 'transit' && s.control[sp.id]?.by !== f && s.control[sp.id]?.by !== 'independent' && !enemyForces(s, sp.id, f))
    .map((sp) => sp.id)
    .sort();
}
