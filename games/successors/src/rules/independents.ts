/**
 * Independent armies (successors 16): activated only by a Tyche card, moved 3 MP by the player
 * who played it, entering from their box with the first MP (16.2); restrictions of 16.3; they
 * remove control markers where they stop (16.3.2) or hold and place an independent marker
 * (16.3.3); they fight (16.5) and overrun (16.6) like armies. Players may intercept an
 * independent army that moves and avoid its attack (16.1.2: `intercept-independent`,
 * `avoid-independent` windows); the independent army itself never avoids nor refuses (10.5).
 */
import type { Choice, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import type { GeneralId, SpaceId } from '../data/types.ts';
import { LAND_PATHS } from '../data/costs.ts';
import { isMinor, spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import type { Faction, Step, SuccessorsState } from './state.ts';
import { CU_TYPES } from './state.ts';
import { commander, cusOut, factionsOutside, generalsAt, holding, independentsAt, tidy, total } from './query.ts';
import { battle, canOverrun, defeat, freeMinor } from './combat.ts';
import type { Side } from './combat.ts';
import { avoidSpaces } from './places.ts';
import { avoid, intercept, loneGeneralsAttacked } from './movement.ts';
import { followLosses } from './losses.ts';
import { ev } from '../vocabulary.ts';

type IndependentStep = Extract<Step, { k: 'independent' }>;
export const INDEPENDENT_MP = 3; // successors 16.3.1

function allowed(r: Rules, s: SuccessorsState, army: string, to: SpaceId, startLon: number): boolean {
  const def = r.independent.get(army)!;
  const sp = spaceDef(r, to);
  if (def.restriction.kind === 'provinces') return def.restriction.provinces.includes(sp.province);
  if (def.restriction.kind === 'westward') return sp.lon < startLon;
  void s;
  return true;
}

function startLon(r: Rules, st: IndependentStep): number {
  const first = st.path[0];
  return first && r.space.has(first) ? spaceDef(r, first).lon : Infinity;
}

export function independentChoices(r: Rules, s: SuccessorsState, st: IndependentStep): Choice[] {
  const a = s.independents[st.army];
  const out: Choice[] = [];
  if (!a || a.where === 'removed') return [{ verb: 'stop' }];
  const lon = startLon(r, st);
  let targets: SpaceId[] = [];
  if (a.where === 'box') {
    const box = r.data.map.boxes.find((b) => b.id === r.independent.get(st.army)!.box);
    targets = st.mp >= 1 ? (box?.entries ?? []).filter((x) => r.space.has(x) && allowed(r, s, st.army, x, Infinity)) : [];
  } else {
    targets = (r.links.get(a.space!) ?? []).filter((l) => LAND_PATHS.includes(l.kind) && l.cost <= st.mp && allowed(r, s, st.army, l.to, lon)).map((l) => l.to);
    // Never on a major city (16.3.3) nor on a transit point, where no marker ever goes (7.5.5).
    const kind = spaceDef(r, a.space!).kind;
    if (st.path.length === 1 && kind !== 'major-city' && kind !== 'transit' && s.control[a.space!]?.by !== 'independent') out.push({ verb: 'hold', targets: [a.space!] });
  }
  if (targets.length > 0) out.push({ verb: 'move', subject: st.army, targets: [...new Set(targets)].sort() });
  out.push({ verb: 'stop' });
  return out;
}

/** Ends the activation: the army removes the control marker where it stops (16.3.2, 16.4). */
function stopHere(r: Rules, s: SuccessorsState, ctx: ResolveContext, army: string, retreated: boolean): void {
  const a = s.independents[army];
  if (a?.where !== 'map' || retreated) return;
  const space = a.space!;
  const m = s.control[space];
  if (m && m.by !== 'independent' && spaceDef(r, space).kind !== 'major-city') {
    delete s.control[space];
    ctx.emit(ev('control-removed', { faction: 'independent', space, from: m.by }, { rule: 'successors 16.3.2' }));
  }
}

/** Returns true when the activation is over. */
export function applyIndependentChoice(r: Rules, s: SuccessorsState, ctx: ResolveContext, who: Faction, d: ChoiceDecision, st: IndependentStep): boolean {
  const a = s.independents[st.army]!;
  if (d.verb === 'stop') {
    stopHere(r, s, ctx, st.army, false);
    return true;
  }
  if (d.verb === 'hold') {
    const kind = spaceDef(r, a.space!).kind;
    s.control[a.space!] = { by: 'independent', value: kind === 'fortress' ? 3 : 1 };
    ctx.emit(ev('independent-holds', { army: st.army, space: a.space! }, { rule: 'successors 16.3.3' }));
    return true;
  }
  const to = d.target!;
  const from = a.where === 'map' ? a.space! : null;
  const cost = from ? (r.links.get(from) ?? []).find((l) => l.to === to && LAND_PATHS.includes(l.kind))!.cost : 1;
  st.mp -= cost;
  st.path.push(to);
  s.independents[st.army] = { where: 'map', space: to };
  // Its own line (issue 15): the army and its box are named as such, never as a general or a place.
  if (from) ctx.emit(ev('independent-moved', { faction: who, army: st.army, from, to, cost, left: st.mp }, { rule: 'successors 16.3.1' }));
  else ctx.emit(ev('independent-enters', { faction: who, army: st.army, box: r.independent.get(st.army)!.box, to, left: st.mp }, { rule: 'successors 16.2' }));
  const def = r.independent.get(st.army)!;
  if (def.restriction.kind === 'westward' && spaceDef(r, to).province === def.restriction.removedIn) {
    s.independents[st.army] = { where: 'removed' };
    return true;
  }
  return independentArrives(r, s, ctx, st, [], false) === 'over';
}

/** The space an independent army came from: the previous space of its path, or its box (16.2). */
function cameFrom(r: Rules, st: IndependentStep): string {
  return st.path.length > 1 ? st.path[st.path.length - 2]! : r.independent.get(st.army)!.box;
}

/**
 * 16.1.2: the factions that may intercept an independent army entering `space` (10.2, 10.3): an
 * army next to it by a land path (never the space it came from), its commander outside a city,
 * into a space friendly or neutral. Rulings: nobody intercepts into a space where a player's CUs
 * stand outside (that player may avoid battle instead, 11; 10.3: "vous ne pouvez pas intercepter
 * dans un espace où l'ennemi est déjà positionné"), nor where another independent army stands.
 */
export function independentInterceptors(r: Rules, s: SuccessorsState, army: string, space: SpaceId, from: string): Map<Faction, GeneralId[]> {
  const out = new Map<Faction, GeneralId[]>();
  if (factionsOutside(s, space).length > 0 || independentsAt(s, space).some((a) => a !== army)) return out;
  for (const l of r.links.get(space) ?? []) {
    if (l.kind !== 'land' || l.to === from) continue; // never across mountain, strait or sea (10.3)
    for (const x of s.factions) {
      if (cusOut(s, l.to, x) === 0) continue;
      const g = commander(r, s, l.to, x, false);
      if (!g || s.generals[g]!.inside) continue;
      // 10.8: the besieged never intercept.
      if (spaceDef(r, l.to).kind === 'major-city' && s.control[l.to]?.by !== x && factionsOutside(s, l.to).length > 1) continue;
      const by = s.control[space]?.by;
      if (by && by !== x) continue; // an enemy or independent marker without friendly CUs (10.3)
      const leaders = [g, ...generalsAt(s, l.to, x, false).filter((y) => y !== g && !isMinor(y))];
      out.set(x, [...(out.get(x) ?? []), ...leaders.filter((y) => !(out.get(x) ?? []).includes(y))]);
    }
  }
  return out;
}

/** The player whose army or general stands outside in `space`, attacked by the independent army. */
function defenderAt(s: SuccessorsState, space: SpaceId): Faction | null {
  const foe = factionsOutside(s, space)[0];
  if (foe) return foe;
  const lone = generalsAt(s, space).find((g) => !s.generals[g]!.inside && !isMinor(g));
  return lone ? s.generals[lone]!.owner : null;
}

/** After an independent army's step, with nothing left to resolve: it goes on, or stops where its MP end. */
function goesOn(r: Rules, s: SuccessorsState, ctx: ResolveContext, st: IndependentStep): 'over' | 'continue' {
  if (s.independents[st.army]?.where !== 'map') return 'over';
  if (st.mp <= 0) {
    stopHere(r, s, ctx, st.army, false);
    return 'over';
  }
  return 'continue';
}

/**
 * What an independent army meets in the space it entered (16.1.2): first the interception windows
 * of the players in turn order (10.6.3), then the avoidance window of the player it attacks (11),
 * then the overrun or the battle (16.5, 16.6). `asked` lists the players already asked to
 * intercept; `avoidAsked` says the attacked player has answered. Opens a window (`s.step`) or says
 * whether the activation is over.
 */
export function independentArrives(r: Rules, s: SuccessorsState, ctx: ResolveContext, st: IndependentStep, asked: Faction[], avoidAsked: boolean, tried: SpaceId[] = []): 'over' | 'continue' | 'window' {
  const to = st.path[st.path.length - 1]!;
  const from = cameFrom(r, st);
  if (!avoidAsked) {
    const cands = independentInterceptors(r, s, st.army, to, from);
    // 10.7.2: one attempt per army: after a failed one the same player is asked again while a stack of his has not tried.
    const current = asked[asked.length - 1];
    if (current !== undefined && tried.length > 0 && (cands.get(current) ?? []).some((g) => !tried.includes(s.generals[g]!.space!))) {
      s.step = { k: 'intercept-independent', who: current, army: st.army, space: to, from, asked, tried, back: st };
      return 'window';
    }
    const x = s.order.find((f) => !asked.includes(f) && cands.has(f));
    if (x) {
      s.step = { k: 'intercept-independent', who: x, army: st.army, space: to, from, asked: [...asked, x], back: st };
      return 'window';
    }
  }
  const foe = defenderAt(s, to);
  if (!foe) return goesOn(r, s, ctx, st);
  if (!avoidAsked && commander(r, s, to, foe, false)) {
    s.step = { k: 'avoid-independent', who: foe, army: st.army, space: to, from, back: st };
    return 'window';
  }
  return independentAttacks(r, s, ctx, st, foe, false);
}

/** The independent army attacks the player's force in its space (16.5, 16.6; 9.9.2 a general alone; 11.2 after a failed avoidance). */
export function independentAttacks(r: Rules, s: SuccessorsState, ctx: ResolveContext, st: IndependentStep, foe: Faction, failedAvoid: boolean): 'over' | 'continue' {
  const to = st.path[st.path.length - 1]!;
  const def = r.independent.get(st.army)!;
  const theirs = cusOut(s, to, foe);
  if (theirs === 0) {
    // 9.9.2: a general alone attacked: the leader loss test (5–6 dead, else dispersed).
    loneGeneralsAttacked(r, s, ctx, foe, to);
    return goesOn(r, s, ctx, st);
  }
  if (canOverrun(def.strength, theirs)) {
    ctx.emit(ev('overrun', { faction: 'independent', space: to, victim: foe, attackers: def.strength, defenders: theirs }, { rule: 'successors 16.6' }));
    defeat(r, s, ctx, to, foe, { kind: 'independent', armies: [st.army] }, { inside: false });
    return goesOn(r, s, ctx, st);
  }
  const side: Side = { kind: 'faction', faction: foe };
  const out = battle(r, s, ctx, to, { kind: 'independent', armies: [st.army] }, side, failedAvoid ? { noLocal: [side] } : {});
  if (out.winner === null) {
    // A draw sends the attacking independent back one space, or to its box (12.9.2, 16.5.6).
    const prev = st.path.length > 1 ? st.path[st.path.length - 2]! : null;
    s.independents[st.army] = prev ? { where: 'map', space: prev } : { where: 'box' };
    ctx.emit(ev('fell-back', { faction: 'independent', to: prev ?? def.box }, { rule: 'successors 16.5.6' }));
    return 'over';
  }
  if (s.independents[st.army]!.where === 'map') stopHere(r, s, ctx, st.army, false);
  return 'over';
}

/**
 * Choices of a player who may intercept an independent army (16.1.2, 10.2): any general of the
 * stack leads it, with his initiative (10.7.1), then says how many CUs go (`detach-independent`); a
 * minor general from off the map may lead a part of a major general's army (8.1.5, `detach-minor`).
 */
export function interceptIndependentChoices(r: Rules, s: SuccessorsState, st: Extract<Step, { k: 'intercept-independent' }>): Choice[] {
  const leaders = (independentInterceptors(r, s, st.army, st.space, st.from).get(st.who) ?? []).filter((g) => !st.tried?.includes(s.generals[g]!.space!));
  const out: Choice[] = leaders.map((g) => ({ verb: 'intercept', subject: g, targets: [st.space] }));
  const stacks = [...new Set(leaders.map((g) => s.generals[g]!.space!))].sort();
  for (const at of stacks) {
    const g = commander(r, s, at, st.who, false);
    if (g && !isMinor(g) && cusOut(s, at, st.who) > 1 && freeMinor(s, st.who)) out.push({ verb: 'detach-minor', subject: at, targets: [st.space] });
  }
  return [...out, { verb: 'pass' }];
}

/** 10.7.1: the CUs that may go with the interceptor — a part of the stack, or all of it; a minor general's detachment leaves one CU at least (8.1.5). */
export function detachIndependentChoices(s: SuccessorsState, st: Extract<Step, { k: 'detach-independent' }>): Choice[] {
  const n = st.minorFrom ? cusOut(s, st.minorFrom, st.who) - 1 : cusOut(s, s.generals[st.general]!.space!, st.who);
  return [{ verb: 'detach', subject: st.general, targets: Array.from({ length: n }, (_, i) => String(i + 1)) }];
}

/** The answer to an interception window (16.1.2): a general named (with a stack of one CU he goes at once), a minor general, or a pass. */
export function answerInterceptIndependent(r: Rules, s: SuccessorsState, ctx: ResolveContext, who: Faction, st: Extract<Step, { k: 'intercept-independent' }>, d: ChoiceDecision): 'over' | 'continue' | 'window' {
  const base = { who, army: st.army, space: st.space, from: st.from, asked: st.asked, ...(st.tried ? { tried: st.tried } : {}), back: st.back };
  if (d.verb === 'detach-minor') {
    s.step = { k: 'detach-independent', ...base, general: freeMinor(s, who)!, minorFrom: d.subject! };
    return 'window';
  }
  if (d.verb !== 'intercept') return independentArrives(r, s, ctx, st.back, st.asked, false);
  const g = d.subject!;
  if (cusOut(s, s.generals[g]!.space!, who) > 1) {
    s.step = { k: 'detach-independent', ...base, general: g };
    return 'window';
  }
  return interceptIndependent(r, s, ctx, who, st, g);
}

type Interception = Pick<Extract<Step, { k: 'intercept-independent' }>, 'army' | 'space' | 'asked' | 'tried' | 'back'>;

/**
 * A player's interception of an independent army (16.1.2): the roll of 10.2 with `count` CUs of the
 * stack (10.7.1; all when absent), led by `g` — or by a minor general placed from off the map with
 * a part of the stack at `minorFrom` (8.1.5), who goes back off the map if the roll fails (8.1.6).
 * An overrun defeats the interceptor and the independent army goes on (10.4); otherwise a battle
 * where the interceptor attacks (12.3) and the independent army cannot refuse (10.5); on a draw
 * the interceptor steps back to the space he came from (12.9). The independent army's move ends.
 */
export function interceptIndependent(r: Rules, s: SuccessorsState, ctx: ResolveContext, who: Faction, st: Interception, g: GeneralId, count?: number, minorFrom?: SpaceId): 'over' | 'continue' | 'window' {
  if (minorFrom !== undefined) {
    s.generals[g] = { owner: who, where: 'map', space: minorFrom };
    ctx.emit(ev('minor-detached', { faction: who, general: g, space: minorFrom }, { rule: 'successors 8.1.5' }));
  }
  const origin = s.generals[g]!.space!;
  if (!intercept(r, s, ctx, who, g, st.space, count)) {
    if (minorFrom !== undefined) s.generals[g] = { owner: who, where: 'off' };
    // 10.7.2: the stack of `origin` (a detachment of it included) has made its one attempt here.
    return independentArrives(r, s, ctx, st.back, st.asked, false, st.tried?.includes(origin) ? st.tried : [...(st.tried ?? []), origin]);
  }
  // 10.6.3: one faction only intercepts in a space.
  const all = [...s.factions];
  const def = r.independent.get(st.army)!;
  const mine = cusOut(s, st.space, who);
  if (canOverrun(def.strength, mine)) {
    ctx.emit(ev('overrun', { faction: 'independent', space: st.space, victim: who, attackers: def.strength, defenders: mine }, { rule: 'successors 10.4' }));
    defeat(r, s, ctx, st.space, who, { kind: 'independent', armies: [st.army] }, { inside: false });
    return independentArrives(r, s, ctx, st.back, all, false);
  }
  const out = battle(r, s, ctx, st.space, { kind: 'faction', faction: who }, { kind: 'independent', armies: [st.army] });
  if (out.winner === null && (cusOut(s, st.space, who) > 0 || generalsAt(s, st.space, who, false).length > 0)) {
    const h = holding(s, st.space, who);
    const ho = holding(s, origin, who);
    for (const t of CU_TYPES) {
      ho.out[t] += h.out[t];
      h.out[t] = 0;
    }
    for (const x of generalsAt(s, st.space, who, false)) s.generals[x]!.space = origin;
    followLosses(s, who, st.space, origin);
    tidy(s, st.space);
    ctx.emit(ev('fell-back', { faction: who, to: origin }, { rule: 'successors 12.9.1' }));
  }
  if (s.independents[st.army]?.where === 'map' && s.independents[st.army]!.space === st.space) stopHere(r, s, ctx, st.army, false);
  return 'over';
}

/** Choices of a player whose force an independent army attacks (16.1.2, 11): avoid, withdraw inside his major city (9.7.3), or stand. */
export function avoidIndependentChoices(r: Rules, s: SuccessorsState, st: Extract<Step, { k: 'avoid-independent' }>): Choice[] {
  const out: Choice[] = [];
  if (commander(r, s, st.space, st.who, false)) {
    const t = avoidSpaces(r, s, st.space, st.who, 'independent', st.from);
    if (t.length > 0) out.push({ verb: 'avoid', targets: t });
  }
  if (spaceDef(r, st.space).kind === 'major-city' && s.control[st.space]?.by === st.who && cusOut(s, st.space, st.who) > 0) out.push({ verb: 'inside' });
  out.push({ verb: 'stand' });
  return out;
}

/** The answer to an independent army's attack: an avoidance roll (11.1; failed, no local troops, 11.2), a withdrawal inside, or the battle. */
export function answerIndependent(r: Rules, s: SuccessorsState, ctx: ResolveContext, who: Faction, st: Extract<Step, { k: 'avoid-independent' }>, verb: string, target: string | undefined): 'over' | 'continue' | 'window' {
  if (verb === 'avoid') {
    if (avoid(r, s, ctx, who, st.space, target!, 'independent', st.from)) return independentArrives(r, s, ctx, st.back, [...s.factions], true);
    return independentAttacks(r, s, ctx, st.back, who, true);
  }
  if (verb === 'inside') {
    const h = holding(s, st.space, who);
    let room = 2 - total(h.in);
    let moved = 0;
    for (const t of ['macedonian', 'royal', 'silver-shields', 'elephant', 'mercenary'] as const) {
      const k = Math.max(0, Math.min(room, h.out[t]));
      h.out[t] -= k;
      h.in[t] += k;
      room -= k;
      moved += k;
    }
    if (total(h.out) === 0) for (const g of generalsAt(s, st.space, who, false)) s.generals[g]!.inside = true;
    ctx.emit(ev('withdrew-inside', { faction: who, space: st.space, cus: moved }, { rule: 'successors 9.7.3' }));
    if (total(h.out) === 0) return independentArrives(r, s, ctx, st.back, [...s.factions], true);
  }
  return independentAttacks(r, s, ctx, st.back, who, false);
}
