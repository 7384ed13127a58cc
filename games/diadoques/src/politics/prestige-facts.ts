/**
 * The optional prestige lines of Diadokhoi charged from what a military season did
 * (`diadokhoi §7.10.1`): the rows of `PRESTIGE_TABLE` read from the season's report and the gold
 * the events paid. Each reader finds the fact and calls `prestigeFor`, which charges nothing
 * unless the game plays the `prestige` option (and nothing for a row the ruleset has not).
 *
 * - `§7.10.15` defeat of one's Diadokhos: the unit he commands is dislodged by another power and
 *   he survives it (killed, `§7.10.6` charges his death instead).
 * - `§7.10.16` repulse of a Diadokhos: a unit led by a rival Diadokhos attacks one's unit and
 *   fails, the defender holding its space.
 * - `§7.10.7` defeat inflicted by a neutral power: one's unit dislodged by a neutral force.
 * - `§7.10.5` elimination of the Lamia rebellion: one's attack dislodges the last unit of the
 *   Lamia war (`hellenes`), none of whose units is left after the retreats.
 * - `§7.10.12` effective help to neutral Rhodes (a successful resupply of the besieged city
 *   while no player holds it) or to the Lamia rebellion (a support given to a unit of the Lamia
 *   war whose order succeeds): once per power and season.
 * - `§7.10.13` presents from a neutral power: gold received from Carthago or Chandragupta.
 *
 * The readings are ours where the rulebook gives a bare line (decisions.md, "Optional prestige").
 */
import type { GameEvent } from '@diadochi/kernel';
import type { OrderOutcome, SeasonReport } from '../rules/report.ts';
import type { GameState, PowerId } from '../rules/state.ts';
import { unitById } from '../rules/state.ts';
import { isLivePlayer } from '../economy/common.ts';
import type { LayerEvent, RulesOptions } from '../economy/common.ts';
import { prestigeFor } from './prestige.ts';
import type { PrestigeTrigger } from './prestige.ts';

/** The neutral power of the Lamia war (`diadokhoi §T6.2-7`, `src/neutrals/diadokhoi.ts`). */
const LAMIA = 'hellenes';

type Report = Pick<SeasonReport, 'orders' | 'dislodged' | 'retreats' | 'characters'>;

/** Every prestige fact of the season's battles, in the order of the rows. */
export function seasonPrestigeFacts(state: GameState, report: Report, options?: RulesOptions): LayerEvent[] {
  if (state.ruleset !== 'diadokhoi' || options?.prestige !== true) return [];
  const charge = (power: PowerId, t: PrestigeTrigger) => (isLivePlayer(state, power) ? prestigeFor(state, power, t, options) : []);
  const out: LayerEvent[] = [];
  for (const p of lamiaEliminatedBy(state, report)) out.push(...charge(p, 'eliminated-lamia-rebellion'));
  for (const p of defeatedByNeutral(state, report)) out.push(...charge(p, 'defeated-by-neutral'));
  for (const [p, t] of helpedNeutrals(state, report)) out.push(...charge(p, t));
  for (const p of diadochusDefeated(state, report)) out.push(...charge(p, 'diadochus-defeated'));
  for (const p of repulsedDiadochus(state, report)) out.push(...charge(p, 'repulsed-diadochus'));
  return out;
}

/** `diadokhoi §7.10.13`: +1 for each present of gold a neutral power sent (the `gold-received` events). */
export function presentsPrestige(state: GameState, events: readonly GameEvent[], options?: RulesOptions): LayerEvent[] {
  if (state.ruleset !== 'diadokhoi') return [];
  return events
    .filter((e) => e.type === 'gold-received')
    .map((e) => (e.data as { power: PowerId }).power)
    .filter((p) => isLivePlayer(state, p))
    .flatMap((p) => prestigeFor(state, p, 'present-from-neutral', options));
}

/** Whether the power's Diadokhos (not an Epigonos) commands this unit now. */
function ledByDiadochus(state: GameState, unitId: string, power: PowerId): boolean {
  const p = state.powers.find((x) => x.id === power);
  const d = p?.diadochus ? state.characters.find((c) => c.id === p.diadochus && c.kind === 'diadochus' && !c.dead) : undefined;
  return !!d && unitById(state, unitId)?.commander === d.id;
}

/**
 * Beaten but alive: a Diadokhos killed with his unit is charged by `diadokhoi §7.10.6` alone (the
 * death of the Diadokhos, −5), not a second time as a defeat (decisions.md).
 */
function diadochusDefeated(state: GameState, report: Report): PowerId[] {
  return report.dislodged.filter((d) => d.byPower && d.byPower !== d.power && ledByDiadochus(state, d.unit, d.power)).map((d) => d.power);
}

/** A failed attack by a unit led by its Diadokhos on a space its rival's unit held throughout. */
function repulsedDiadochus(state: GameState, report: Report): PowerId[] {
  const out: PowerId[] = [];
  const enteredThisSeason = new Set(report.orders.filter((o) => isMove(o) && o.status === 'succeeds').map((o) => target(o)));
  for (const o of report.orders) {
    if (!isMove(o) || o.status !== 'fails' || !o.unit) continue;
    const attacker = unitById(state, o.unit);
    if (!attacker || !ledByDiadochus(state, attacker.id, o.power)) continue;
    const to = target(o)!;
    const defender = state.units.find((u) => u.space === to && !u.transit);
    if (!defender || defender.power === o.power || enteredThisSeason.has(to)) continue;
    if (!out.includes(defender.power)) out.push(defender.power);
  }
  return out;
}

function defeatedByNeutral(state: GameState, report: Report): PowerId[] {
  return report.dislodged.filter((d) => d.byPower && !isLivePlayer(state, d.byPower) && isLivePlayer(state, d.power)).map((d) => d.power);
}

function lamiaEliminatedBy(state: GameState, report: Report): PowerId[] {
  if (state.units.some((u) => u.power === LAMIA)) return [];
  return [...new Set(report.dislodged.filter((d) => d.power === LAMIA && d.byPower).map((d) => d.byPower!))];
}

/**
 * Effective help to neutral Rhodes or to the Lamia war (`diadokhoi §7.10.12`), once per power,
 * season and cause.
 */
function helpedNeutrals(state: GameState, report: Report): [PowerId, PrestigeTrigger][] {
  const out = new Map<string, [PowerId, PrestigeTrigger]>();
  const rhodesNeutral = !isLivePlayer(state, state.control.rhodes);
  const add = (p: PowerId, t: PrestigeTrigger) => out.set(`${p}|${t}`, [p, t]);
  for (const o of report.orders) {
    const order = o.order;
    if (!order || o.status !== 'succeeds' || !('unit' in order)) continue;
    if (order.kind === 'resupply' && order.citadel === 'rhodes' && rhodesNeutral && o.reason === 'resupplied') add(o.power, 'resupplied-neutral-rhodes');
    if (order.kind === 'support' && o.power !== LAMIA) {
      const helped = report.orders.find((x) => x.power === LAMIA && x.order && 'unit' in x.order && x.order.unit.space === order.target.space);
      if (helped?.status === 'succeeds') add(o.power, 'helped-greek-revolt');
    }
  }
  return [...out.values()];
}

const isMove = (o: OrderOutcome) => o.order !== undefined && 'unit' in o.order && o.order.kind === 'move';
const target = (o: OrderOutcome) => (o.order && 'unit' in o.order && o.order.kind === 'move' ? o.order.to : undefined);
