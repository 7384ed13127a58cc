/**
 * Rome at war (`diadokhoi §6.2.22`, `§T6.3-3`, `§T6.3-3.1`), read by the referee from the
 * season's report: nobody has to tell it that a player attacked Rome or that Rome took a
 * capital.
 * - A player attacks Rome when one of his units moves into, or supports a move into, a space a
 *   Roman unit stood in, or besieges a citadel Rome held.
 * - A player resists Rome when a Roman unit attacks a space his unit stood in and his unit does
 *   not leave it, when he supports a unit holding there, or when his garrison stands in a
 *   citadel Rome besieges, or he resupplies one.
 * Either way Rome declares war on him (decisions.md). When a Roman unit takes the capital of a
 * player at war with her this season, peace is made on Rome's terms (`romanPeace`).
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import type { GameMap } from '../map/types.ts';
import type { OrderOutcome, SeasonReport } from '../rules/report.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { objectiveSpaces, objectivesOf } from './fields.ts';
import { defOfPower, forcesOf, neutralDef, readNeutrals } from './registry.ts';
import { declareRomanWar, romanPeace } from './specials.ts';
import { rulebook } from '../rulebook/index.ts';

/** The running force that wages Rome's wars (the `roman-war` special), if it is on the map. */
export function romanPower(state: GameState): PowerId | undefined {
  return Object.keys(forcesOf(state)).find((p) => defOfPower(state.ruleset, p)?.specials?.some((s) => s.kind === 'roman-war'));
}

/**
 * Les Diadoques' Roman attack on the map (`diadoques §14f.4.1`–`§14f.4.3`): the force's power
 * and the provinces and citadels its current mission aims at — what a player who loses one to
 * it has lost a war against Rome over (`diadoques §13.10`).
 */
export function romanAttack(state: GameState): { power: PowerId; targets: SpaceId[] } | undefined {
  if (rulebook(state).policies.neutrals.rome !== 'attack') return undefined;
  for (const [power, rt] of Object.entries(forcesOf(state))) {
    const def = neutralDef(state.ruleset, rt.def);
    if (def?.id === 'rome') return { power, targets: objectiveSpaces(objectivesOf(def, rt)) };
  }
  return undefined;
}

const isLivePlayer = (state: GameState, p: PowerId) => state.powers.some((x) => x.id === p && x.kind === 'player' && !x.eliminated);

/** Where each Roman unit stood when the season's orders were given. */
function romanSpaces(state: GameState, report: SeasonReport, romans: PowerId): Set<SpaceId> {
  const out = new Set<SpaceId>();
  for (const o of report.orders) {
    if (o.power !== romans) continue;
    if (o.order && 'unit' in o.order) out.add(o.order.unit.space);
    else {
      const moved = report.dislodged.find((d) => d.unit === o.unit)?.from ?? state.units.find((u) => u.id === o.unit)?.space;
      if (moved) out.add(moved);
    }
  }
  return out;
}

/** Citadels Rome held before the moves: held now, or lost this season. */
function romanCitadels(state: GameState, report: SeasonReport, romans: PowerId): Set<SpaceId> {
  const out = new Set(Object.entries(state.control).filter(([, p]) => p === romans).map(([s]) => s));
  for (const ch of report.control) {
    if (ch.from === romans) out.add(ch.space);
    if (ch.to === romans && ch.from !== romans) out.delete(ch.space);
  }
  return out;
}

/** Where a unit order aims: the space it moves or supports into, the citadel it besieges or resupplies. */
function aim(o: OrderOutcome): { kind: 'move' | 'support-move' | 'support-hold' | 'siege' | 'resupply' | 'stay'; at: SpaceId; from: SpaceId } | undefined {
  const order = o.order;
  if (!order || !('unit' in order) || order.kind === 'command') return undefined;
  const from = order.unit.space;
  switch (order.kind) {
    case 'move':
      return { kind: 'move', at: order.to, from };
    case 'support':
      return order.to ? { kind: 'support-move', at: order.to, from } : { kind: 'support-hold', at: order.target.space, from };
    case 'siege':
      return { kind: 'siege', at: order.citadel, from };
    case 'resupply':
      return { kind: 'resupply', at: order.citadel, from };
    default:
      return { kind: 'stay', at: from, from };
  }
}

/** The players who attacked or resisted Rome this season, by the rule that makes it war. */
export function romanEnemies(state: GameState, report: SeasonReport, romans: PowerId): PowerId[] {
  const spaces = romanSpaces(state, report, romans);
  const citadels = romanCitadels(state, report, romans);
  const attacked = new Set<SpaceId>();
  for (const o of report.orders) {
    const a = o.power === romans ? aim(o) : undefined;
    if (a && (a.kind === 'move' || a.kind === 'siege')) attacked.add(a.at);
  }
  const out = new Set<PowerId>();
  for (const o of report.orders) {
    if (o.power === romans || !isLivePlayer(state, o.power)) continue;
    const a = aim(o);
    if (!a) continue;
    const attacks = ((a.kind === 'move' || a.kind === 'support-move') && spaces.has(a.at)) || (a.kind === 'siege' && citadels.has(a.at));
    const leftInTime = a.kind === 'move' && o.status === 'succeeds';
    const resists = (attacked.has(a.from) && !leftInTime) || (a.kind === 'support-hold' && attacked.has(a.at)) || (a.kind === 'resupply' && attacked.has(a.at));
    if (attacks || resists) out.add(o.power);
  }
  return [...out].sort();
}

/**
 * After a diadokhoi season's moves: war on whoever attacked or resisted Rome, peace with whoever
 * lost his capital to her (`diadokhoi §6.2.22`, `§T6.3-3.1`). A report of another season is
 * ignored.
 */
export function romanWarsFromReport(map: GameMap, state: GameState, report: SeasonReport | undefined, dice: Dice): GameEvent[] {
  if (rulebook(state).policies.neutrals.rome !== 'wars' || !report || report.year !== state.year || report.season !== state.season) return [];
  const romans = romanPower(state);
  if (!romans) return [];
  const out: GameEvent[] = [];
  for (const p of romanEnemies(state, report, romans)) out.push(...declareRomanWar(state, p));
  for (const [p, war] of Object.entries(readNeutrals(state).romanWar ?? {})) {
    if (war.resumes !== undefined && war.resumes > state.year) continue;
    const capital = state.powers.find((x) => x.id === p)?.capital;
    const taken = capital !== undefined && report.control.some((ch) => ch.space === capital && ch.to === romans);
    if (taken && state.control[capital] === romans) out.push(...romanPeace(map, state, p, romans, dice));
  }
  return out;
}
