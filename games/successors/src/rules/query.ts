/**
 * Questions about a position: who is where, who commands, who controls what, legitimacy and
 * victory points. Pure reads of the state.
 */
import type { CuType, GeneralId, ProvinceId, SpaceId } from '../data/types.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { Cus, Faction, Holding, SuccessorsState } from './state.ts';
import { generalDef, isMinor } from './board.ts';
import type { Rules } from './board.ts';

/** A plain sum in CU_TYPES's order (asked after every decision for every holding: no closure, no reduce). */
export const total = (c: Cus): number => c.mercenary + c.elephant + c.macedonian + c.royal + c['silver-shields'];
export const addCus = (a: Cus, b: Cus): Cus => Object.fromEntries(CU_TYPES.map((t) => [t, a[t] + b[t]])) as Cus;

export function holding(s: SuccessorsState, space: SpaceId, f: Faction): Holding {
  const at = (s.holdings[space] ??= {});
  return (at[f] ??= { out: noCus(), in: noCus() });
}

/** Drops empty holdings so that the state stays canonical. */
export function tidy(s: SuccessorsState, space: SpaceId): void {
  const at = s.holdings[space];
  if (!at) return;
  // Plain loops (called for every space after every decision): the same deletions as with Object.entries.
  let left = false;
  for (const f in at) {
    const h = at[f]!;
    if (total(h.out) + total(h.in) === 0) delete at[f];
    else left = true;
  }
  if (!left) delete s.holdings[space];
}

export const cusOut = (s: SuccessorsState, space: SpaceId, f: Faction): number => {
  const h = s.holdings[space]?.[f];
  return h ? total(h.out) : 0;
};
export const cusIn = (s: SuccessorsState, space: SpaceId, f: Faction): number => {
  const h = s.holdings[space]?.[f];
  return h ? total(h.in) : 0;
};
export const cusAt = (s: SuccessorsState, space: SpaceId, f: Faction): number => cusOut(s, space, f) + cusIn(s, space, f);

/** Factions with CUs outside the city of a space (the ones that stop movement, 9.7). */
export function factionsOutside(s: SuccessorsState, space: SpaceId): Faction[] {
  return Object.entries(s.holdings[space] ?? {})
    .filter(([, h]) => total(h.out) > 0)
    .map(([f]) => f);
}

export function generalsAt(s: SuccessorsState, space: SpaceId, f?: Faction, inside?: boolean): GeneralId[] {
  // A plain loop: asked for every stack at every step of a bot's playouts (issue 19).
  const out: GeneralId[] = [];
  for (const id in s.generals) {
    const g = s.generals[id]!;
    if (g.where === 'map' && g.space === space && (f === undefined || g.owner === f) && (inside === undefined || !!g.inside === inside)) out.push(id);
  }
  return out.length > 1 ? out.sort() : out;
}

/**
 * The commanding general of a faction's force in a space (successors 8.3, 8.4): the highest
 * rank; among equals the most senior (a ruling: the owner may choose, the engine takes
 * seniority); a minor general only when no major general is there.
 */
export function commander(r: Rules, s: SuccessorsState, space: SpaceId, f: Faction, inside = false): GeneralId | null {
  const here = generalsAt(s, space, f, inside);
  if (here.length === 0) return null;
  const majors = here.filter((g) => !isMinor(g));
  if (majors.length === 0) return here[0]!;
  // Rank first (8.4.2); among equals the owner's choice (8.4.3), else seniority.
  const pref = (g: GeneralId) => (s.commandPref?.includes(g) ? 0 : 1);
  majors.sort((a, b) => rankOf(r, s, b) - rankOf(r, s, a) || pref(a) - pref(b) || (r.seniority.get(a) ?? 99) - (r.seniority.get(b) ?? 99) || a.localeCompare(b));
  return majors[0]!;
}

/** Rank of a general counter, Polyperchon's own (21.3: same values but the rank). */
export const rankOf = (r: Rules, s: SuccessorsState, g: GeneralId): number => generalDef(r, s.generals[g]?.as ?? g).rank;

/** Printed values of the general counter, Polyperchon included (successors 21.3). */
export function initiativeOf(r: Rules, s: SuccessorsState, g: GeneralId): number {
  return generalDef(r, s.generals[g]?.as ?? g).initiative;
}
export function battleValueOf(r: Rules, s: SuccessorsState, g: GeneralId): number {
  return generalDef(r, s.generals[g]?.as ?? g).battle;
}

export function controller(s: SuccessorsState, space: SpaceId): Faction | 'independent' | null {
  return s.control[space]?.by ?? null;
}

/**
 * Province control (successors 2.3.1, 20.4.2): most of its non-transit spaces and its major
 * city, if it has one.
 */
export function provinceController(r: Rules, s: SuccessorsState, p: ProvinceId): Faction | 'independent' | null {
  const c = r.counting.get(p);
  if (!c || c.spaces.length === 0) return null;
  const { spaces, major } = c;
  // Only a majority counts (more than half the spaces): the one candidate a majority vote leaves,
  // counted again — no map of counts built for every province at every step of a bot's playouts.
  let cand: string | undefined;
  let lead = 0;
  for (const id of spaces) {
    const by = s.control[id]?.by;
    if (lead === 0) cand = by;
    lead += by === cand ? 1 : -1;
  }
  if (cand === undefined) return null;
  let n = 0;
  for (const id of spaces) if (s.control[id]?.by === cand) n++;
  if (n * 2 <= spaces.length) return null;
  if (major && s.control[major]?.by !== cand) return null;
  return cand;
}

/** Every province's controller, in one pass (successors 2.3.1). */
export function provinceControllers(r: Rules, s: SuccessorsState): Map<ProvinceId, Faction | 'independent' | null> {
  const out = new Map<ProvinceId, Faction | 'independent' | null>();
  for (const p of r.province.keys()) out.set(p, provinceController(r, s, p));
  return out;
}

/** Victory points (successors 20.4): provinces, largest fleet, the Hellespont, King of Asia. */
export function victoryPoints(r: Rules, s: SuccessorsState, f: Faction, known?: Map<ProvinceId, Faction | 'independent' | null>, fleet: Faction | null = largestFleet(r, s)): number {
  const ctl = known ?? provinceControllers(r, s);
  let vp = 0;
  for (const p of r.province.values()) if (ctl.get(p.id) === f) vp += p.vp;
  if (fleet === f) vp += 3;
  if (r.hellespont.length > 0 && r.hellespont.every((id) => s.control[id]?.by === f)) vp += 2;
  if (r.kingOfAsia && r.kingOfAsia.every((p) => ctl.get(p) === f)) vp += 4;
  return vp;
}

/** Every faction's VP at once. */
export function allVictoryPoints(r: Rules, s: SuccessorsState, known?: Map<ProvinceId, Faction | 'independent' | null>, fleet: Faction | null = largestFleet(r, s)): Record<Faction, number> {
  // One pass over the provinces for every faction (asked after every decision, 20.2): each
  // faction's VP are whole numbers added in `victoryPoints`'s order, so the same totals.
  const out: Record<Faction, number> = {};
  for (const f of s.factions) out[f] = 0;
  const ctl = known ?? new Map<ProvinceId, Faction | 'independent' | null>();
  for (const p of r.province.values()) {
    let by: Faction | 'independent' | null | undefined;
    if (known) by = known.get(p.id);
    else {
      by = provinceController(r, s, p.id);
      ctl.set(p.id, by);
    }
    if (by !== null && by !== undefined && out[by] !== undefined) out[by] = out[by]! + p.vp;
  }
  if (fleet !== null && out[fleet] !== undefined) out[fleet] = out[fleet]! + 3;
  for (const f of s.factions) {
    if (r.hellespont.length > 0 && r.hellespont.every((id) => s.control[id]?.by === f)) out[f] = out[f]! + 2;
    if (r.kingOfAsia && r.kingOfAsia.every((p) => ctl.get(p) === f)) out[f] = out[f]! + 4;
  }
  return out;
}

export function fleetPoints(r: Rules, s: SuccessorsState, f: Faction, onlyForLargest: boolean): number {
  let n = 0;
  for (const fl of r.data.fleets) {
    const st = s.fleets[fl.id];
    if (!st || st.owner !== f) continue;
    if (onlyForLargest && !fl.countsForLargest) continue;
    n += st.strong ? fl.strong : fl.weak;
  }
  return n;
}

/** The largest fleet (successors 20.4.3, 13.1, CL.11): 3+ points and more than anyone else. */
export function largestFleet(r: Rules, s: SuccessorsState): Faction | null {
  const pts = s.factions.map((f) => [f, fleetPoints(r, s, f, true)] as const).sort((a, b) => b[1] - a[1]);
  const [best, second] = pts;
  if (!best || best[1] < 3) return null;
  if (second && second[1] === best[1]) return null;
  return best[0];
}

/** The faction that controls a royal (successors 18.1). */
export function royalController(r: Rules, s: SuccessorsState, id: string): Faction | null {
  const st = s.royals[id];
  if (!st || st.dead || st.space === null || !st.active) return null;
  const def = r.royal.get(id);
  // Cleopatra and Thessalonice are held by marriage (18.3); Olympias like any royal once active (18.1).
  if (def?.kind === 'woman' && def.card !== undefined && r.card.get(def.card)?.effect === 'marriage-offer') return st.married ?? null;
  const here = Object.keys(s.holdings[st.space] ?? {});
  const gens = generalsAt(s, st.space).map((g) => s.generals[g]!.owner!);
  const cands = [...new Set([...here, ...gens])];
  if (cands.length === 1) return cands[0]!;
  if (cands.length > 1) {
    // Inside a city with its garrison, or outside with the army (successors 9.7).
    const c = cands.filter((f) => (st.inside ? cusIn(s, st.space!, f) > 0 || generalsAt(s, st.space!, f, true).length > 0 : cusOut(s, st.space!, f) > 0 || generalsAt(s, st.space!, f, false).length > 0));
    if (c.length === 1) return c[0]!;
  }
  const by = s.control[st.space]?.by;
  return by && by !== 'independent' ? by : null;
}

/** Legitimacy points (successors 17.2). */
export function legitimacy(r: Rules, s: SuccessorsState, f: Faction): number {
  let lp = 0;
  let bestHeir = 0;
  for (const def of r.data.royals) {
    if (def.kind === 'body') continue;
    if (royalController(r, s, def.id) !== f) continue;
    if (def.kind === 'heir') bestHeir = Math.max(bestHeir, def.legitimacy);
    else lp += def.legitimacy;
  }
  lp += bestHeir;
  const macedonia = r.macedonia;
  if (macedonia && provinceController(r, s, macedonia) === f) lp += 2;
  for (const [id, g] of Object.entries(s.generals)) {
    if (g.owner !== f || g.where === 'dead' || g.where === 'deck' || g.where === 'track' || g.where === 'aside' || g.where === 'off' || isMinor(id)) continue;
    if (g.as) continue; // Polyperchon carries none of Antipater's own points (a ruling)
    lp += generalDef(r, id).legitimacy;
  }
  if (s.champion[f]) lp += 3;
  if (s.pella === f) lp += 10;
  const body = Object.entries(s.royals).find(([id]) => r.royal.get(id)?.kind === 'body')?.[1];
  if (body?.buried && s.pella === null && s.control[body.buried]?.by === f) lp += 2;
  lp -= s.condemned[f] ?? 0;
  return Math.max(0, lp);
}

/**
 * Every faction's legitimacy at once (17.2), the same values as `legitimacy` for each: each royal's
 * controller found once instead of once per faction, the generals walked once (issue 19: four
 * `legitimacy` calls at every leaf of L2's search and after every decision from turn 2 on). Each
 * faction's points are added in `legitimacy`'s order.
 */
export function allLegitimacy(r: Rules, s: SuccessorsState): Record<Faction, number> {
  const lp: Record<Faction, number> = {};
  const bestHeir: Record<Faction, number> = {};
  for (const f of s.factions) {
    lp[f] = 0;
    bestHeir[f] = 0;
  }
  for (const def of r.data.royals) {
    if (def.kind === 'body') continue;
    const f = royalController(r, s, def.id);
    if (f === null || lp[f] === undefined) continue;
    if (def.kind === 'heir') bestHeir[f] = Math.max(bestHeir[f]!, def.legitimacy);
    else lp[f] = lp[f]! + def.legitimacy;
  }
  for (const f of s.factions) lp[f] = lp[f]! + bestHeir[f]!;
  const macedonia = r.macedonia ? provinceController(r, s, r.macedonia) : null;
  if (macedonia !== null && lp[macedonia] !== undefined) lp[macedonia] = lp[macedonia]! + 2;
  for (const id in s.generals) {
    const g = s.generals[id]!;
    const o = g.owner;
    if (o === null || lp[o] === undefined || g.where === 'dead' || g.where === 'deck' || g.where === 'track' || g.where === 'aside' || g.where === 'off' || isMinor(id)) continue;
    if (g.as) continue; // Polyperchon carries none of Antipater's own points (a ruling)
    lp[o] = lp[o]! + generalDef(r, id).legitimacy;
  }
  let body: SuccessorsState['royals'][string] | undefined;
  for (const id in s.royals) {
    if (r.royal.get(id)?.kind === 'body') {
      body = s.royals[id];
      break;
    }
  }
  const tomb = body?.buried && s.pella === null ? s.control[body.buried]?.by : undefined;
  for (const f of s.factions) {
    let x = lp[f]!;
    if (s.champion[f]) x += 3;
    if (s.pella === f) x += 10;
    if (tomb === f) x += 2;
    x -= s.condemned[f] ?? 0;
    lp[f] = Math.max(0, x);
  }
  return lp;
}

/** Legitimacy of a force in a space for the Royal Army (14.3) and Mutiny: LP plus prestige there (17.6). */
export function legitimacyAt(r: Rules, s: SuccessorsState, f: Faction, space: SpaceId, defending: boolean): number {
  let lp = legitimacy(r, s, f);
  for (const g of generalsAt(s, space, f)) lp += generalDef(r, s.generals[g]!.as ?? g).prestige + (s.generals[g]!.prestigeGained ?? 0) + (s.gift?.general === g ? s.gift.prestige : 0);
  const body = Object.entries(s.royals).find(([id]) => r.royal.get(id)?.kind === 'body')?.[1];
  if (defending && body && (body.space === space || body.buried === space)) lp += 4;
  return lp;
}

export function cuCount(s: SuccessorsState, f: Faction, types: readonly CuType[]): number {
  let n = 0;
  for (const at of Object.values(s.holdings)) {
    const h = at[f];
    if (h) for (const t of types) n += h.out[t] + h.in[t];
  }
  return n;
}

export const enemyOf = (s: SuccessorsState, space: SpaceId, f: Faction): boolean => {
  const by = s.control[space]?.by;
  return by !== undefined && by !== f;
};

export function independentsAt(s: SuccessorsState, space: SpaceId): string[] {
  return Object.entries(s.independents)
    .filter(([, a]) => a.where === 'map' && a.space === space)
    .map(([id]) => id)
    .sort();
}

/** Spaces where `f` has an army: a general with CUs outside a city (8.2). */
export const armySpaces = (r: Rules, s: SuccessorsState, f: Faction): SpaceId[] =>
  [...r.space.keys()].filter((id) => cusOut(s, id, f) > 0 && commander(r, s, id, f, false) !== null).sort();

/** 9.9.1: an enemy general stands outside in `space` (a general alone may pass through, never stop there). */
export function enemyGeneralOutside(s: SuccessorsState, space: SpaceId, f: Faction): boolean {
  return generalsAt(s, space).some((g) => s.generals[g]!.owner !== f && !s.generals[g]!.inside);
}
