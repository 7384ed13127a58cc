/**
 * The prestige lines charged from what a military season did, read from the season's report
 * and from the events that ended it, for both rulesets. Each reader finds the fact and calls
 * `prestigeFor`, which charges a row only in the ruleset that has it (and in diadokhoi only
 * with the optional `prestige` rule, `diadokhoi §7.10.1`).
 *
 * Les Diadoques (ch. 13, applied when it happens; decisions.md, "Prestige of the neutrals"):
 * - `§13.8` taking a citadel from a Greek revolt: a citadel passes from the Athenians, the
 *   Spartans or the Aetolians/Thessalians to a player (by siege, entry or corruption).
 * - `§13.11` losing a war against a revolt: a province or citadel the revolt's mission aims at
 *   passes from the player to it (`warsLost`), once it fights — not in its appearance season,
 *   when it does not act (`§14d.12`).
 * - `§13.20` a successful resupply of Rhodes besieged while no player holds it.
 * - `§13.21` a successful resupply or support of the General revolt of the Greeks: a resupply of
 *   a citadel one of its revolts holds, or a support, not cut, of one of its units whose order
 *   succeeds; once per power and season.
 * - `§13.18` the Tarentine offer received, `§13.23` gold received from Carthage or
 *   Chandragupta: the `tarentine-offer` and `gold-received` events of the season's end.
 *
 * Diadokhoi, optional (`diadokhoi §7.10.1`):
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
import { generalGreekSpecial, objectiveSpaces, objectivesOf } from '../neutrals/fields.ts';
import { currentKey, forcesOf, neutralDef } from '../neutrals/registry.ts';
import { prestigeFor, warsLost } from './prestige.ts';
import { citadelsAtLastCheck } from './victory.ts';
import type { PrestigeTrigger } from './prestige.ts';
import { rulebook } from '../rulebook/index.ts';

/** The neutral power of the Lamia war (`diadokhoi §T6.2-7`, `src/neutrals/diadokhoi.ts`). */
const LAMIA = 'hellenes';

type Report = Pick<SeasonReport, 'orders' | 'dislodged' | 'retreats' | 'characters'> & Partial<Pick<SeasonReport, 'control'>>;

/** Every prestige fact of the season's battles, in the order of the rows. */
export function seasonPrestigeFacts(state: GameState, report: Report, options?: RulesOptions): LayerEvent[] {
  if (rulebook(state).policies.prestige.seasonFacts === 'neutral-wars') return neutralWarsPrestige(state, report, options);
  if (options?.prestige !== true) return [];
  const charge = (power: PowerId, t: PrestigeTrigger) => (isLivePlayer(state, power) ? prestigeFor(state, power, t, options) : []);
  const out: LayerEvent[] = [];
  for (const p of lamiaEliminatedBy(state, report)) out.push(...charge(p, 'eliminated-lamia-rebellion'));
  for (const p of defeatedByNeutral(state, report)) out.push(...charge(p, 'defeated-by-neutral'));
  for (const [p, t] of helpedNeutrals(state, report)) out.push(...charge(p, t));
  for (const p of diadochusDefeated(state, report)) out.push(...charge(p, 'diadochus-defeated'));
  for (const p of repulsedDiadochus(state, report)) out.push(...charge(p, 'repulsed-diadochus'));
  return out;
}

/** What the season's end paid out, and by which row: gold sent by a foreign king, Tarente given. */
const PAID_OUT: Record<string, { diadoques?: PrestigeTrigger; diadokhoi?: PrestigeTrigger }> = {
  // diadoques §13.23, diadokhoi §7.10.13: Carthage's or Chandragupta's gold (`diadoques §14f.1`).
  'gold-received': { diadoques: 'foreign-funding', diadokhoi: 'present-from-neutral' },
  // diadoques §13.18: Tarente and its treasure given without a siege (`diadoques §14e.3`).
  'tarentine-offer': { diadoques: 'tarentine-offer' },
};

/**
 * +1 for each gift the season's end paid to a player (`diadoques §13.18`, `§13.23`,
 * `diadokhoi §7.10.13`), read from the events of `endOfSeason`.
 */
export function presentsPrestige(state: GameState, events: readonly GameEvent[], options?: RulesOptions): LayerEvent[] {
  const out: LayerEvent[] = [];
  for (const e of events) {
    const trigger = PAID_OUT[e.type]?.[state.ruleset];
    const power = (e.data as { power?: PowerId } | undefined)?.power;
    if (trigger && isLivePlayer(state, power)) out.push(...prestigeFor(state, power!, trigger, options));
  }
  return out;
}

// ————————————————————————— Les Diadoques: the neutrals' lines —————————————————————————

/** Rhodes, whose resupply scores while it is neutral (`diadoques §13.20`). */
const RHODES = 'rhodes';

/** The Les Diadoques lines of the revolts and of Rhodes, in the order of the table. */
function neutralWarsPrestige(state: GameState, report: Report, options?: RulesOptions): LayerEvent[] {
  const charge = (power: PowerId, t: PrestigeTrigger) => (isLivePlayer(state, power) ? prestigeFor(state, power, t, options) : []);
  const out: LayerEvent[] = [];
  for (const p of tookGreekCitadels(state)) out.push(...charge(p, 'took-greek-revolt-citadel'));
  for (const p of lostToRevolts(state, report)) out.push(...charge(p, 'lost-war-revolt'));
  for (const p of resuppliedRhodes(state, report)) out.push(...charge(p, 'resupplied-neutral-rhodes'));
  for (const p of helpedGeneralRevolt(state, report)) out.push(...charge(p, 'helped-greek-revolt'));
  return out;
}

/** The powers of the Greek revolts the table names: Athenians, Spartans, Aetolians/Thessalians (`diadoques §14e.7`). */
function greekPowers(state: GameState): Set<PowerId> {
  const members = generalGreekSpecial(state)?.members ?? [];
  return new Set(members.map((id) => neutralDef(state.ruleset, id)?.power).filter((p): p is PowerId => p !== undefined));
}

/**
 * `diadoques §13.8`: one entry per citadel that passed this season from a Greek revolt to a
 * player, by a siege, an empty citadel entered or its garrison corrupted: measured from the
 * holders of the last check, as the control prestige is (`diadoques §13.30`).
 */
function tookGreekCitadels(state: GameState): PowerId[] {
  const greeks = greekPowers(state);
  const before = citadelsAtLastCheck(state);
  // Issue 22: read in place, in the record's order (no list of pairs made of every citadel each season).
  const out: PowerId[] = [];
  for (const id in before) {
    const was = before[id];
    if (was === null || was === undefined || !greeks.has(was)) continue;
    const now = state.control[id];
    if (isLivePlayer(state, now)) out.push(now!);
  }
  return out;
}

/** `diadoques §13.11`: one entry per target a player lost to a revolt that acts this season. */
function lostToRevolts(state: GameState, report: Report): PowerId[] {
  const out: PowerId[] = [];
  const now = currentKey(state);
  for (const [power, rt] of Object.entries(forcesOf(state))) {
    const def = neutralDef(state.ruleset, rt.def);
    if (def?.kind !== 'revolt' || rt.appeared === now) continue;
    out.push(...warsLost(state, report, power, objectiveSpaces(objectivesOf(def, rt))));
  }
  return out;
}

const succeeds = (o: OrderOutcome, kind: 'resupply' | 'support') => o.status === 'succeeds' && o.order !== undefined && 'unit' in o.order && o.order.kind === kind;

/** `diadoques §13.20`: the powers whose resupply of neutral Rhodes broke a siege season. */
function resuppliedRhodes(state: GameState, report: Report): PowerId[] {
  if (isLivePlayer(state, state.control[RHODES])) return [];
  const rhodes = report.orders.filter((o) => succeeds(o, 'resupply') && o.order && 'citadel' in o.order && o.order.citadel === RHODES);
  return [...new Set(rhodes.map((o) => o.power))].sort();
}

/** `diadoques §13.21`: the powers that resupplied or supported the General revolt of the Greeks with success. */
function helpedGeneralRevolt(state: GameState, report: Report): PowerId[] {
  const forces = forcesOf(state);
  const inGeneral = (p: PowerId | undefined) => p !== undefined && forces[p]?.greek === true;
  if (!Object.values(forces).some((f) => f.greek)) return [];
  const out = new Set<PowerId>();
  for (const o of report.orders) {
    if (inGeneral(o.power) || !o.order || !('unit' in o.order)) continue;
    const order = o.order;
    if (succeeds(o, 'resupply') && order.kind === 'resupply' && inGeneral(state.control[order.citadel])) out.add(o.power);
    if (succeeds(o, 'support') && order.kind === 'support') {
      const helped = report.orders.find((x) => inGeneral(x.power) && x.order && 'unit' in x.order && x.order.unit.space === order.target.space);
      if (helped?.status === 'succeeds') out.add(o.power);
    }
  }
  return [...out].sort();
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
