/**
 * The diadokhoi retreat step (`diadokhoi §6.1.3`, `§6.3.44`–`§6.3.47`): each dislodged unit
 * retreats where its player says (`A Cil - Cat`) or is disbanded (`A Cil disband`); two units
 * retreating to one province are both annihilated; a unit without a valid order follows the
 * play-by-mail default (`diadokhoi §7.11.6`). Then the season ends: captures, command,
 * control.
 */
import type { Dice } from '@diadochi/kernel';
import { clone } from '@diadochi/kernel';
import { resolveRetreats } from '../core/index.ts';
import type { Dislodgement, RetreatOrder } from '../core/index.ts';
import { mapOf } from '../map/index.ts';
import { unitDestroyedInBattle } from './characters.ts';
import type { Rolled } from './characters.ts';
import { geographyOf } from './geography.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import { carriedSecondary } from './secondary.ts';
import { emptyReport } from './report.ts';
import type { OrderOutcome } from './report.ts';
import { defaultRetreat } from './retreats.ts';
import { finish } from './season.ts';
import type { Carried, SeasonResult } from './season.ts';
import { removeUnit, unitById } from './state.ts';
import type { GameState, PendingRetreat, PowerId, UnitState } from './state.ts';
import { coreKind, unitStrength } from './units.ts';
import { rulebook } from '../rulebook/index.ts';

export interface RetreatStepInput {
  state: GameState;
  /** Retreat orders of each power, one per line: `A Cil - Cat`, `A Cil disband`. */
  orders: Record<PowerId, string>;
  dice: Dice;
  /**
   * The caller hands its state over: the step is resolved in it, not in a copy (issue 22: the
   * whole game's retreat step already works on the kernel's private copy, as its season does,
   * `SeasonInput.owned`). Absent: `state` is left as it was.
   */
  owned?: boolean;
}

const NONE: Carried = { noCapture: {}, dissociate: {}, command: [], noControl: {}, rolled: [], victors: {} };

export function resolveRetreatStep(input: RetreatStepInput): SeasonResult {
  const state = input.owned ? input.state : clone(input.state);
  const map = mapOf(state.ruleset)!;
  const geo = geographyOf(map);
  const report = emptyReport(state.ruleset, state.year, state.season, state.firstTurn);
  const carried = state.ext.military ?? NONE;
  const pending = state.retreats ?? [];
  const outcomes: OrderOutcome[] = [];
  const chosen = new Map<string, RetreatOrder>();
  for (const power of Object.keys(input.orders)) {
    const parsed = parseOrders(input.orders[power] ?? '', { map, phase: 'retreats', characters: state.characters.map((c) => c.id) });
    for (const p of parsed.problems) outcomes.push({ power, text: '', line: Number(p.path?.[1] ?? 0), status: 'ignored', reason: 'unreadable', message: p.message, rule: 'diadokhoi §6.3.44' });
    for (const p of parsed.orders) {
      const out: OrderOutcome = { power, text: p.text, line: p.line, order: p.order, status: 'ignored', reason: 'not-a-retreat', message: 'Only retreat and disband orders are given now.', rule: 'diadokhoi §6.3.44' };
      outcomes.push(out);
      if (!('unit' in p.order) || (p.order.kind !== 'retreat' && p.order.kind !== 'disband')) continue;
      const o = p.order;
      const r = pending.find((x) => x.from === o.unit.space && unitById(state, x.unit)?.power === power);
      if (!r) {
        Object.assign(out, { reason: 'not-dislodged', message: `No unit of ${power} must retreat from ${o.unit.space}.` });
        continue;
      }
      out.unit = r.unit;
      if (chosen.has(r.unit)) {
        Object.assign(out, { reason: 'several-orders', message: 'A second retreat order for the same unit is ignored.', rule: 'diadokhoi §6.3.17' });
        continue;
      }
      if (o.kind === 'disband') {
        chosen.set(r.unit, { unit: r.unit });
        Object.assign(out, { status: 'succeeds', reason: 'disbanded', message: 'disbanded', rule: 'diadokhoi §6.3.46' });
        continue;
      }
      const target = r.options.find((x) => x === geo.regionOf(o.to, o.coast)) ?? r.options.find((x) => geo.parse(x).space === o.to);
      if (!target) {
        Object.assign(out, { reason: 'no-such-retreat', message: `It cannot retreat to ${o.to} (${r.options.length > 0 ? `only ${r.options.join(', ')}` : 'nowhere to go'}): the default retreat applies.`, rule: 'diadokhoi §6.3.44' });
        continue;
      }
      chosen.set(r.unit, { unit: r.unit, to: target });
      Object.assign(out, { status: 'succeeds', reason: 'ordered', message: `retreats to ${target}`, rule: 'diadokhoi §6.3.44' });
    }
  }
  // Units without a valid order: each follows the default on its own, as if so ordered — two
  // defaults into one province collide like any two retreats (`diadokhoi §6.3.45`).
  const defaulted = new Set<string>();
  for (const r of pending) {
    if (chosen.has(r.unit)) continue;
    const unit = unitById(state, r.unit)!;
    const to = defaultRetreat(geo, state, { unit, from: r.from, options: r.options, strength: unitStrength(state, unit) }, new Set(), input.dice);
    chosen.set(r.unit, to ? { unit: r.unit, to } : { unit: r.unit });
    defaulted.add(r.unit);
  }
  applyRetreats(state, pending, chosen, defaulted, carried, input.dice, report);
  report.retreatOrders = outcomes;
  const rolled: Rolled = new Set(carried.rolled);
  return { state: finish(map, state, carried, rolled, input.dice, report), report };
}

function applyRetreats(state: GameState, pending: PendingRetreat[], chosen: Map<string, RetreatOrder>, defaulted: Set<string>, carried: Carried, dice: Dice, report: ReturnType<typeof emptyReport>): void {
  const map = mapOf(state.ruleset)!;
  const geo = geographyOf(map);
  // The core keys dislodged units by region; pending retreats are keyed by unit id.
  const units = new Map(pending.map((r) => [r.unit, unitById(state, r.unit)!]));
  const dislodged: Dislodgement[] = pending.map((r) => ({ unit: { power: units.get(r.unit)!.power, kind: coreKind(map, units.get(r.unit)!), region: r.unit }, by: r.by ?? r.from, byConvoy: false, retreats: r.options }));
  const results = resolveRetreats(dislodged, [...chosen.values()], { spaceOf: (region) => geo.parse(region).space });
  for (const res of results) {
    if (!res.unit) continue;
    const unit = units.get(res.unit.region)!;
    const from = unit.space;
    const base = { unit: unit.id, power: unit.power, type: unit.type, from };
    const how = defaulted.has(unit.id) ? 'default' : 'ordered';
    if (res.success && res.to) {
      move(geo, state, unit, res.to);
      report.retreats.push({ ...base, to: res.to, destroyed: false, reason: how, rule: how === 'default' ? 'diadokhoi §7.11.6' : 'diadokhoi §6.3.44' });
      continue;
    }
    const reason = res.reason === 'collision' ? 'collision' : res.reason === 'disbanded' && !defaulted.has(unit.id) ? 'chosen' : 'no-room';
    report.retreats.push({ ...base, destroyed: true, reason, rule: reason === 'collision' ? 'diadokhoi §6.3.45' : reason === 'chosen' ? 'diadokhoi §6.3.46' : 'diadokhoi §6.3.44' });
    unitDestroyedInBattle(map, state, unit, carried.victors[unit.id], { ...carriedSecondary(carried), dissociate: new Map(), command: [] }, dice, new Set(carried.rolled), report.characters);
    removeUnit(state, unit.id);
  }
}

function move(geo: ReturnType<typeof geographyOf>, state: GameState, unit: UnitState, region: string): void {
  const { space, coast } = geo.parse(region);
  unit.space = space;
  if (coast) unit.coast = coast;
  else delete unit.coast;
  if (rulebook(geo.map).policies.military.garrisons && geo.map.citadels.some((c) => c.id === space) && (unit.type === 'F' || unit.type === 'Fe')) unit.type = 'A';
  for (const c of state.characters) if (c.with === unit.id) c.space = space;
}
