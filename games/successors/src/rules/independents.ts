/**
 * Independent armies (successors 16): activated only by a Tyche card, moved 3 MP by the player
 * who played it, entering from their box with the first MP (16.2); restrictions of 16.3; they
 * remove control markers where they stop (16.3.2) or hold and place an independent marker
 * (16.3.3); they fight (16.5) and overrun (16.6) like armies.
 */
import type { Choice, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import type { SpaceId } from '../data/types.ts';
import { LAND_PATHS } from '../data/costs.ts';
import { spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import type { Faction, Step, SuccessorsState } from './state.ts';
import { cusOut, factionsOutside } from './query.ts';
import { battle, canOverrun, defeat } from './combat.ts';
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
  ctx.emit(ev('moved', { faction: who, general: st.army, from: from ?? r.independent.get(st.army)!.box, to, cost, left: st.mp }, { rule: from ? 'successors 16.3.1' : 'successors 16.2' }));
  const def = r.independent.get(st.army)!;
  if (def.restriction.kind === 'westward' && spaceDef(r, to).province === def.restriction.removedIn) {
    s.independents[st.army] = { where: 'removed' };
    return true;
  }
  const foe = factionsOutside(s, to)[0];
  if (foe) {
    const theirs = cusOut(s, to, foe);
    if (canOverrun(def.strength, theirs)) {
      ctx.emit(ev('overrun', { faction: 'independent', space: to, victim: foe, attackers: def.strength, defenders: theirs }, { rule: 'successors 16.6' }));
      defeat(r, s, ctx, to, foe, { kind: 'independent', armies: [st.army] }, { inside: false });
    } else {
      const out = battle(r, s, ctx, to, { kind: 'independent', armies: [st.army] }, { kind: 'faction', faction: foe });
      if (out.winner === null) {
        // A draw sends the attacking independent back one space, or to its box (12.9.2, 16.5.6).
        s.independents[st.army] = from ? { where: 'map', space: from } : { where: 'box' };
        ctx.emit(ev('fell-back', { faction: 'independent', to: from ?? def.box }, { rule: 'successors 16.5.6' }));
        return true;
      }
      if (s.independents[st.army]!.where !== 'map') return true;
      stopHere(r, s, ctx, st.army, false);
      return true;
    }
  }
  if (st.mp <= 0) {
    stopHere(r, s, ctx, st.army, false);
    return true;
  }
  return false;
}
