/**
 * Naval movement (successors 9.14) and naval combat (13.4–13.6): an army of at most 8 CUs sails
 * from port to port along maritime (1 MP) and trans-Mediterranean (2 MP) paths, once per Tyche
 * Segment and once per Movement Segment; it passes enemy CUs without stopping and lands in the
 * last port it enters, where land interception and battle happen (9.14.6). Other players with
 * fleets and a control marker within two sea steps of a space it enters may intercept it with
 * their fleets (13.4.4): a naval battle on the Battle table with fleet points (13.5); the loser's
 * fleets are dispersed and reduced, and a beaten mover's CUs suffer attrition and go back to the
 * port of embarkation (13.6).
 */
import type { ResolveContext } from '@diadochi/kernel';
import type { SpaceId } from '../data/types.ts';
import { NAVAL_MAX_CUS, NAVAL_PATHS } from '../data/costs.ts';
import type { Link, Rules } from './board.ts';
import { CU_TYPES } from './state.ts';
import type { Faction, SuccessorsState } from './state.ts';
import { enemyGeneralOutside, factionsOutside, holding, independentsAt, tidy, total } from './query.ts';
import { besieged } from './places.ts';
import { attrition, battleScore } from './combat.ts';
import { attack } from './champion.ts';
import { ev } from '../vocabulary.ts';
import { followLosses } from './losses.ts';
import { spend } from './boosts.ts';

/** Sea legs the moving army may take now. */
export function seaLegs(r: Rules, s: SuccessorsState, f: Faction): Link[] {
  const m = s.moving;
  if (!m) return [];
  if (total(m.carried) > NAVAL_MAX_CUS) return [];
  if (m.naval?.landed) return [];
  if (!m.naval?.atSea && s.navalUsed.includes(f)) return [];
  const here = m.path[m.path.length - 1]!;
  return (r.links.get(here) ?? []).filter((l) => NAVAL_PATHS.includes(l.kind) && l.cost <= m.mp && openPort(r, s, f, l.to, total(m.carried)));
}

/** Most routes listed for one naval movement (the shortest first), so that a move's choices stay few. */
export const MAX_ROUTES = 60;

/**
 * 13.4.3: the sea routes a force of `cus` CUs of `f` may announce from `from` with `mp` MP: ports
 * joined by maritime (1 MP) and trans-Mediterranean (2 MP) paths, no port twice, each port open to
 * it (9.9.1, 15.3.3). A route is written `a>b>c` (the ports entered, in order); shortest first.
 */
export function seaRoutes(r: Rules, s: SuccessorsState, f: Faction, from: SpaceId, mp: number, cus: number): string[] {
  const out: SpaceId[][] = [];
  let frontier: { path: SpaceId[]; left: number }[] = [{ path: [], left: mp }];
  while (frontier.length > 0 && out.length < MAX_ROUTES) {
    const next: { path: SpaceId[]; left: number }[] = [];
    for (const x of frontier) {
      const at = x.path.length > 0 ? x.path[x.path.length - 1]! : from;
      for (const l of r.links.get(at) ?? []) {
        if (!NAVAL_PATHS.includes(l.kind) || l.cost > x.left || l.to === from || x.path.includes(l.to) || !openPort(r, s, f, l.to, cus)) continue;
        const path = [...x.path, l.to];
        // 9.9.1: generals without CUs may sail past a port where an enemy general stands without CUs,
        // never end their voyage there (they must land in the last port, 9.14.7) — unless it is their
        // own besieged city, which they enter inside (15.3.3).
        const endsBesideGeneral = cus === 0 && enemyGeneralOutside(s, l.to, f) && !besieged(r, s, l.to, f);
        if (out.length < MAX_ROUTES && !endsBesideGeneral) out.push(path);
        next.push({ path, left: x.left - l.cost });
      }
    }
    frontier = next;
  }
  return [...new Set(out.map((p) => p.join('>')))];
}

/**
 * A port a force may sail into: a general alone never enters a space held by enemy CUs (9.9.1, the
 * engine's stricter reading), unless it is his own besieged port city, which he enters inside (15.3.3).
 */
export function openPort(r: Rules, s: SuccessorsState, f: Faction, to: SpaceId, cus: number): boolean {
  if (cus > 0) return true;
  const enemy = factionsOutside(s, to).some((x) => x !== f) || independentsAt(s, to).length > 0;
  return !enemy || besieged(r, s, to, f);
}

/** Fleets of a faction able to fight (not dispersed) and their points. */
export function activeFleets(r: Rules, s: SuccessorsState, f: Faction, only?: readonly string[]): { ids: string[]; points: number } {
  const ids = r.data.fleets.filter((fl) => s.fleets[fl.id]?.owner === f && !s.fleets[fl.id]!.dispersed && (!only || only.includes(fl.id))).map((fl) => fl.id);
  const points = ids.reduce((n, id) => n + (s.fleets[id]!.strong ? r.data.fleets.find((x) => x.id === id)!.strong : r.data.fleets.find((x) => x.id === id)!.weak), 0);
  return { ids, points };
}

/** Sails one leg (9.14.3): no stop on enemy CUs, no interception by land until the landing. */
export function sail(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, to: SpaceId): void {
  const m = s.moving!;
  const from = m.path[m.path.length - 1]!;
  const link = (r.links.get(from) ?? []).find((l) => l.to === to && NAVAL_PATHS.includes(l.kind))!;
  if (!m.naval) {
    m.naval = { embark: from, landBefore: m.path.length > 1, atSea: true, landed: false };
    s.navalUsed.push(f);
  }
  m.naval.atSea = true;
  const hf = holding(s, from, f);
  const ht = holding(s, to, f);
  for (const t of CU_TYPES) {
    const k = Math.min(m.carried[t], hf.out[t]);
    m.carried[t] = k;
    hf.out[t] -= k;
    ht.out[t] += k;
  }
  for (const g of m.generals) if (s.generals[g]?.where === 'map') s.generals[g]!.space = to;
  for (const id of m.royals) if (s.royals[id]) s.royals[id]!.space = to;
  tidy(s, from);
  m.mp -= link.cost;
  m.path.push(to);
  ctx.emit(ev('sailed', { faction: f, general: m.general, from, to, cost: link.cost, left: m.mp }, { rule: 'successors 9.14.3' }));
}

/**
 * 13.4.3, 13.4.4: the spaces of an announced route where `x` may intercept: not the port of
 * embarkation, within two sea steps of one of his control markers, and only with a fleet.
 */
export function routeInterceptions(r: Rules, s: SuccessorsState, x: Faction, embark: SpaceId, route: SpaceId[]): SpaceId[] {
  if (activeFleets(r, s, x).points === 0) return [];
  return route.filter((space) => space !== embark && nearMarker(r, s, x, space));
}

/** A control marker of `x` within two maritime steps of `space` (13.4.4). */
function nearMarker(r: Rules, s: SuccessorsState, x: Faction, space: SpaceId): boolean {
  const near = new Set<SpaceId>([space]);
  let frontier = [space];
  for (let step = 0; step < 2; step++) {
    const next: SpaceId[] = [];
    for (const at of frontier) for (const l of r.links.get(at) ?? []) if (l.kind === 'maritime' && !near.has(l.to)) {
      near.add(l.to);
      next.push(l.to);
    }
    frontier = next;
  }
  return [...near].some((id) => s.control[id]?.by === x);
}

/** A naval battle (13.5, 13.6). Returns true when the mover was beaten and sent back. */
export function navalBattle(r: Rules, s: SuccessorsState, ctx: ResolveContext, mover: Faction, interceptor: Faction, space: SpaceId, committed?: string[]): boolean {
  attack(r, s, ctx, interceptor, mover); // intercepting a fleet is hostile (13.4.2)
  // #47 Trireme Squadron: +2 fleet points to the side that played it for this battle (spent).
  // 13.4.7: the mover fights with the escorts he named (all his fleets when he named none); only they may be dispersed.
  const a0 = activeFleets(r, s, mover, s.moving?.voyage?.escorts);
  // 13.4.7: the interceptor fights with the fleets he committed (all of them when he named none).
  const d0 = activeFleets(r, s, interceptor, committed);
  const a = { ...a0, points: a0.points + spend(s, mover, 'naval') };
  const d = { ...d0, points: d0.points + spend(s, interceptor, 'naval') };
  const da = ctx.dice.roll(2, 6, 'successors 13.5.1');
  const dd = ctx.dice.roll(2, 6, 'successors 13.5.1');
  // A mover without fleets scores 0 (13.5.1).
  const sa = a.points > 0 ? battleScore(r, a.points, da[0]! + da[1]!) : 0;
  const sd = battleScore(r, d.points, dd[0]! + dd[1]!);
  const winner = sa > sd ? mover : sd > sa ? interceptor : null;
  ctx.emit(ev('naval-battle', { space, mover, interceptor, fleets: [a.points, d.points], dice: [da, dd], score: [sa, sd], winner }, { rule: winner ? 'successors 13.5.1' : 'successors 13.5.2' }));
  if (winner === null) return false;
  const loser = winner === mover ? d : a;
  for (const id of loser.ids) {
    s.fleets[id]!.dispersed = true;
    s.fleets[id]!.strong = false;
    ctx.emit(ev('fleet-dispersed', { fleet: id }, { rule: 'successors 13.6.1' }));
  }
  if (winner === mover) return false;
  // 13.6.2: the transported CUs suffer attrition; the survivors go back to the port of embarkation and stop.
  const m = s.moving!;
  const h = holding(s, space, mover);
  const before = { ...m.carried };
  attrition(r, m.carried, ctx, mover, 'successors 13.6.2', undefined, { s, place: { space, part: 'out' } });
  for (const t of CU_TYPES) h.out[t] -= before[t] - m.carried[t];
  const embark = m.naval!.embark;
  const he = holding(s, embark, mover);
  for (const t of CU_TYPES) {
    const k = Math.min(m.carried[t], h.out[t]);
    h.out[t] -= k;
    he.out[t] += k;
  }
  for (const g of m.generals) if (s.generals[g]?.where === 'map') s.generals[g]!.space = embark;
  for (const id of m.royals) if (s.royals[id]) s.royals[id]!.space = embark;
  followLosses(s, mover, space, embark);
  tidy(s, space);
  m.path.push(embark);
  m.naval!.atSea = false;
  m.naval!.landed = true;
  ctx.emit(ev('fell-back', { faction: mover, to: embark }, { rule: 'successors 13.6.2' }));
  return true;
}

/** Dispersed fleets come back at the start of each turn (unless optional rule 23.4). */
export function fleetsBack(s: SuccessorsState, ctx: ResolveContext): void {
  if (s.options.optional.dispersedFleets) return;
  let any = false;
  for (const st of Object.values(s.fleets)) if (st.dispersed) {
    st.dispersed = false;
    any = true;
  }
  if (any) ctx.emit(ev('fleets-back', {}, { rule: 'successors 2.6.7' }));
}
