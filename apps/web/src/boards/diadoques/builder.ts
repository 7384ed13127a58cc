/**
 * Building an order by clicking (or with the keyboard): unit → action → target(s). Pure
 * state transitions, so the steps are tested without a browser; the board draws the state
 * (highlights the candidates) and writes the finished order into the text.
 */
import type { Choice } from '@diadochi/kernel';
import type { GameMap } from '@diadochi/diadoques/map';
import { accessSeas, citadel, neighbours, portsOnSea, province, provinceOf, space as spaceOf } from '@diadochi/diadoques/map';
import { orderMark } from '@diadochi/diadoques';
import type { BoardView, Unit } from './model.ts';
import { isFleet } from './model.ts';
import type { Draft, UnitRef } from './notation.ts';

export type Action = 'hold' | 'move' | 'support' | 'convoy' | 'siege1' | 'siege2' | 'resupply' | 'retreats' | 'retreat' | 'disband';

export type BuilderState =
  | { step: 'idle' }
  | { step: 'action'; unit: Unit }
  | { step: 'target'; unit: Unit; action: 'move' | 'siege1' | 'siege2' | 'resupply' | 'retreat' }
  | { step: 'supported'; unit: Unit; action: 'support' | 'convoy' }
  | { step: 'support-dest'; unit: Unit; action: 'support' | 'convoy'; target: Unit }
  | { step: 'retreat-list'; unit: Unit; list: string[] };

export interface BuilderContext {
  map: GameMap;
  view: BoardView;
  /** The player's power; null: a spectator, who builds nothing. */
  me: string | null;
  /**
   * What the engine lists for the player's units (`orderChoices`: verbs with their legal
   * targets, issue 17). When given, only those targets are offered and taken; absent (a
   * past step, a test of the clicks alone), the map's neighbours are offered.
   */
  choices?: Choice[] | null;
}

/** The engine's targets of a verb for the unit standing in `subject`; undefined when the engine listed nothing. */
function listed(c: BuilderContext, subject: string, verb: string): string[] | undefined {
  if (!c.choices) return undefined;
  return c.choices.filter((x) => x.subject === subject && x.verb === verb).flatMap((x) => x.targets ?? []);
}

/** `FROM-TO` targets of the engine's supports and convoys, split. */
const pairs = (list: string[]) => list.map((x) => x.split('-') as [string, string]);

export interface Transition {
  state: BuilderState;
  /** A finished order. */
  draft?: Draft;
}

export const IDLE: BuilderState = { step: 'idle' };

/** The unit as an order names it; in a stack with its mark (`diadoques §9a.3`: the season reads the mark, issue 18). */
function ref(u: Unit, c?: BuilderContext): UnitRef {
  const leader = c ? orderMark(c.view, u) : undefined;
  return { type: u.type, space: u.space, ...(leader !== undefined ? { leader } : {}) };
}

/** The units the player may order now: all his units, or in a retreat step only those dislodged. */
export function orderableUnits(c: BuilderContext): Unit[] {
  if (!c.me) return [];
  const mine = c.view.units.filter((u) => u.power === c.me);
  if (c.view.phase === 'retreats') return mine.filter((u) => c.view.retreats.some((r) => r.unit === u.id));
  if (c.view.phase !== 'orders') return [];
  return mine.filter((u) => !u.transit);
}

/** Citadels a unit could besiege or resupply from where it stands. */
export function citadelsWithin(map: GameMap, u: Unit): string[] {
  const here = spaceOf(map, u.space);
  if (!here) return [];
  if (here.kind === 'sea') return portsOnSea(map, u.space);
  if (here.kind === 'land') return province(map, u.space)?.citadels ?? [];
  return [];
}

export function actionsFor(c: BuilderContext, u: Unit): Action[] {
  if (c.view.phase === 'retreats') return ['retreat', 'disband'];
  const list: Action[] = ['hold', 'move', 'support'];
  if (isFleet(u.type) && spaceOf(c.map, u.space)?.kind === 'sea') list.push('convoy');
  if (citadelsWithin(c.map, u).length > 0) list.push('siege1', 'siege2', 'resupply');
  // Diadoques gives retreat lists with the orders (`diadoques §9a.36`); diadokhoi has a retreat step.
  if (c.map.ruleset === 'diadoques') list.push('retreats');
  if (!c.choices) return list;
  // With the engine's list, an action without a legal target is not offered.
  const has = (verb: string) => (listed(c, u.space, verb) ?? []).length > 0;
  const VERBS: Partial<Record<Action, string[]>> = { move: ['move'], support: ['support-hold', 'support-move'], convoy: ['convoy'], siege1: ['siege'], siege2: ['siege'], resupply: ['resupply'] };
  return list.filter((a) => !VERBS[a] || VERBS[a]!.some(has));
}

const mover = (u: Unit) => (isFleet(u.type) ? 'fleet' : 'army');

/** Spaces to highlight as targets in the current state. */
export function candidates(c: BuilderContext, s: BuilderState): string[] {
  switch (s.step) {
    case 'idle':
      return orderableUnits(c).map((u) => u.space);
    case 'action':
      return [];
    case 'target':
      if (s.action === 'move') return listed(c, s.unit.space, 'move') ?? neighbours(c.map, s.unit.space, mover(s.unit)).map((n) => n.to);
      if (s.action === 'retreat') return c.view.retreats.find((r) => r.unit === s.unit.id)?.options.map((o) => o.split('/')[0]!) ?? [];
      return listed(c, s.unit.space, s.action === 'resupply' ? 'resupply' : 'siege') ?? citadelsWithin(c.map, s.unit);
    case 'supported': {
      if (c.choices) {
        const from = s.action === 'convoy' ? pairs(listed(c, s.unit.space, 'convoy')!).map(([f]) => f) : [...listed(c, s.unit.space, 'support-hold')!, ...pairs(listed(c, s.unit.space, 'support-move')!).map(([f]) => f)];
        return [...new Set(from)];
      }
      return c.view.units.filter((u) => u.id !== s.unit.id && (s.action === 'support' || !isFleet(u.type))).map((u) => u.space);
    }
    case 'support-dest':
      if (c.choices) {
        const verb = s.action === 'convoy' ? 'convoy' : 'support-move';
        const to = pairs(listed(c, s.unit.space, verb)!).filter(([f]) => f === s.target.space).map(([, t]) => t);
        const hold = s.action === 'support' && listed(c, s.unit.space, 'support-hold')!.includes(s.target.space) ? [s.target.space] : [];
        return [...hold, ...to];
      }
      if (s.action === 'convoy') return c.map.provinces.map((p) => p.id);
      return [s.target.space, ...neighbours(c.map, s.target.space, mover(s.target)).map((n) => n.to)];
    case 'retreat-list':
      return neighbours(c.map, s.unit.space, mover(s.unit)).map((n) => n.to).filter((x) => !s.list.includes(x));
  }
}

function unitAt(c: BuilderContext, spaceId: string): Unit | undefined {
  const direct = c.view.units.find((u) => u.space === spaceId);
  if (direct) return direct;
  // A click on a province holding a citadel whose garrison is the only unit there.
  return undefined;
}

/**
 * A click on a space of the map (or a target typed and confirmed). `unitId`: the unit token
 * clicked, when several units share the space (the first turn, `diadoques §12.6`).
 */
export function clickSpace(c: BuilderContext, s: BuilderState, spaceId: string, unitId?: string): Transition {
  // With the engine's list, a target it does not offer is not taken: no order the season would ignore.
  if (c.choices && (s.step === 'target' || s.step === 'supported' || s.step === 'support-dest') && !candidates(c, s).includes(spaceId)) {
    const cit = s.step === 'target' && s.action !== 'move' && s.action !== 'retreat' ? citadelsWithin(c.map, s.unit).find((x) => provinceOf(c.map, x) === spaceId) : undefined;
    if (!cit || !candidates(c, s).includes(cit)) return { state: s };
  }
  switch (s.step) {
    case 'idle':
    case 'action': {
      const mine = orderableUnits(c);
      const u = mine.find((x) => x.id === unitId && x.space === spaceId) ?? mine.find((x) => x.space === spaceId);
      return { state: u ? { step: 'action', unit: u } : IDLE };
    }
    case 'target': {
      if (s.action === 'move') return { state: IDLE, draft: { kind: 'move', unit: ref(s.unit, c), to: spaceId } };
      if (s.action === 'retreat') return { state: IDLE, draft: { kind: 'retreat', unit: ref(s.unit, c), to: spaceId } };
      const cit = citadel(c.map, spaceId) ? spaceId : (citadelsWithin(c.map, s.unit).find((x) => provinceOf(c.map, x) === spaceId) ?? null);
      if (!cit) return { state: s };
      if (s.action === 'resupply') return { state: IDLE, draft: { kind: 'resupply', unit: ref(s.unit, c), citadel: cit } };
      return { state: IDLE, draft: { kind: 'siege', unit: ref(s.unit, c), citadel: cit, round: s.action === 'siege1' ? 1 : 2 } };
    }
    case 'supported': {
      const target = (unitId ? c.view.units.find((u) => u.id === unitId) : undefined) ?? unitAt(c, spaceId);
      if (!target || target.id === s.unit.id) return { state: s };
      return { state: { step: 'support-dest', unit: s.unit, action: s.action, target } };
    }
    case 'support-dest': {
      if (s.action === 'convoy') return { state: IDLE, draft: { kind: 'convoy', unit: ref(s.unit, c), target: ref(s.target, c), to: spaceId } };
      const to = spaceId === s.target.space ? undefined : spaceId;
      return { state: IDLE, draft: { kind: 'support', unit: ref(s.unit, c), target: ref(s.target, c), ...(to ? { to } : {}) } };
    }
    case 'retreat-list':
      return { state: s.list.includes(spaceId) ? s : { ...s, list: [...s.list, spaceId] } };
  }
}

/** An action chosen for the selected unit. */
export function chooseAction(c: BuilderContext, s: BuilderState, action: Action): Transition {
  if (s.step !== 'action') return { state: s };
  const u = s.unit;
  switch (action) {
    case 'hold':
      return { state: IDLE, draft: { kind: 'hold', unit: ref(u, c) } };
    case 'disband':
      return { state: IDLE, draft: { kind: 'disband', unit: ref(u, c) } };
    case 'support':
    case 'convoy':
      return { state: { step: 'supported', unit: u, action } };
    case 'retreats':
      return { state: { step: 'retreat-list', unit: u, list: [] } };
    default: {
      // A single citadel within reach needs no click.
      if ((action === 'siege1' || action === 'siege2' || action === 'resupply') && citadelsWithin(c.map, u).length === 1) {
        return clickSpace(c, { step: 'target', unit: u, action }, citadelsWithin(c.map, u)[0]!);
      }
      return { state: { step: 'target', unit: u, action } };
    }
  }
}

/** Ends a retreat list (`X` appended when asked: destroy rather than go elsewhere). */
export function finishRetreatList(s: BuilderState, destroy: boolean): Transition {
  if (s.step !== 'retreat-list') return { state: s };
  const to = destroy ? [...s.list, 'X'] : s.list;
  if (to.length === 0) return { state: IDLE };
  return { state: IDLE, draft: { kind: 'retreats', unit: ref(s.unit), to } };
}

/** Keyboard shortcut of each action on a focused unit. */
export const ACTION_KEYS: Record<string, Action> = { h: 'hold', m: 'move', s: 'support', c: 'convoy', '1': 'siege1', '2': 'siege2', p: 'resupply', r: 'retreats', d: 'disband' };

/** The seas a port citadel opens onto (where its fleet may go). */
export { accessSeas };
