/**
 * The prestige ledger: the one-off prestige points a power wins or loses when something
 * happens (`diadoques ch. 13`, applied when it happens; the optional `diadokhoi ch. 7.10`). Points
 * that last only while something is held — victory points, royal family members, Athènes —
 * are not written here: `victory.ts` counts them from the state.
 *
 * In diadokhoi the ledger is kept only with the optional prestige rule (`diadokhoi §7.10.1`).
 */
import { romanAttack } from '../neutrals/rome.ts';
import type { SeasonReport } from '../rules/report.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { noteKiller } from './succession-ledger.ts';
import { isLivePlayer } from '../economy/common.ts';
import { addPrestige } from '../economy/prestige-ledger.ts';
import type { LayerEvent, RulesOptions } from '../economy/common.ts';
import { rulebook } from '../rulebook/index.ts';

export { addPrestige, ledgerPrestige, prestigeLedger, prestigeOn } from '../economy/prestige-ledger.ts';
export type { PrestigeEntry } from '../economy/prestige-ledger.ts';

/**
 * Prestige for what other layers see happen (`diadoques ch. 13`, `diadokhoi ch. 7.10`), as data:
 * the events and military layers report a trigger with the powers concerned, this table says
 * how many points and by which rule. Control changes (Pella, Babylone, Athènes) are found by
 * `recordHoldings`; murders, treasures, marriage, royal order, Chandragupta and supply are
 * charged where they happen.
 */
export type PrestigeTrigger =
  | 'took-greek-revolt-citadel'
  | 'lost-war-rome'
  | 'lost-war-revolt'
  | 'tarentine-offer'
  | 'resupplied-tarente-vs-rome'
  | 'resupplied-neutral-rhodes'
  | 'helped-greek-revolt'
  | 'foreign-funding'
  | 'eliminated-lamia-rebellion'
  | 'defeated-by-neutral'
  | 'present-from-neutral'
  | 'diadochus-defeated'
  | 'repulsed-diadochus';

export const PRESTIGE_TABLE: Record<PrestigeTrigger, { diadoques?: [number, string]; diadokhoi?: [number, string]; what: string }> = {
  'took-greek-revolt-citadel': { diadoques: [-1, 'diadoques §13.8'], what: 'took a citadel from a Greek revolt' },
  'lost-war-rome': { diadoques: [-2, 'diadoques §13.10'], what: 'lost a war against Rome' },
  'lost-war-revolt': { diadoques: [-1, 'diadoques §13.11'], what: 'lost a war against a revolt' },
  'tarentine-offer': { diadoques: [1, 'diadoques §13.18'], what: 'benefited from the Tarentine offer' },
  'resupplied-tarente-vs-rome': { diadoques: [1, 'diadoques §13.19'], what: 'resupplied Tarente besieged by the Romans' },
  'resupplied-neutral-rhodes': { diadoques: [1, 'diadoques §13.20'], diadokhoi: [1, 'diadokhoi §7.10.12'], what: 'helped neutral Rhodes under siege' },
  'helped-greek-revolt': { diadoques: [1, 'diadoques §13.21'], diadokhoi: [1, 'diadokhoi §7.10.12'], what: 'helped the general revolt of the Greeks' },
  'foreign-funding': { diadoques: [1, 'diadoques §13.23'], diadokhoi: [1, 'diadokhoi §7.10.13'], what: 'received money from a foreign power' },
  'eliminated-lamia-rebellion': { diadokhoi: [-1, 'diadokhoi §7.10.5'], what: 'crushed the Lamia rebellion' },
  'defeated-by-neutral': { diadokhoi: [-2, 'diadokhoi §7.10.7'], what: 'was defeated by a neutral power' },
  'present-from-neutral': { diadokhoi: [1, 'diadokhoi §7.10.13'], what: 'received presents from a neutral power' },
  'diadochus-defeated': { diadokhoi: [-1, 'diadokhoi §7.10.15'], what: 'its Diadokhos was beaten in battle' },
  'repulsed-diadochus': { diadokhoi: [1, 'diadokhoi §7.10.16'], what: 'repulsed a Diadokhos in battle' },
};

/** Charges the prestige of a reported trigger to a power. */
export function prestigeFor(state: GameState, power: PowerId, trigger: PrestigeTrigger, options?: RulesOptions): LayerEvent[] {
  const row = PRESTIGE_TABLE[trigger];
  const cell = row[state.ruleset];
  if (!cell) return [];
  return addPrestige(state, power, cell[0], cell[1], row.what, options);
}

/** A unit or leader destroyed by a move (not a siege), for `combatPrestige`. */
export interface CombatLoss {
  /** Who lost it. */
  power: PowerId;
  /** The destroyed unit's type, if a unit was destroyed. */
  unitType?: string;
  /** A diadochus or epigone killed with it. */
  leaderKilled?: boolean;
  /** Attacking powers with their attack strength (supports included). */
  attackers: { power: PowerId; strength: number }[];
  /** Destroyed by a siege: no points (`diadoques §13.29`). */
  bySiege?: boolean;
}

/**
 * Prestige for destructions in battle (`diadoques §13.9`, `§13.24`–`§13.26`, `§13.29`;
 * `diadokhoi §7.10.14`): only for destruction by a move, never by a siege; the player whose unit
 * led the attack scores, the strongest attack when several could claim it (a tie: nobody).
 */
export function combatPrestige(state: GameState, loss: CombatLoss, options?: RulesOptions): LayerEvent[] {
  if (loss.bySiege) return [];
  const ranked = [...loss.attackers].filter((a) => a.power !== loss.power).sort((a, b) => b.strength - a.strength);
  const top = ranked[0];
  const scorer = top && !(ranked.length > 1 && ranked[1]!.strength === top.strength) ? top.power : undefined;
  const out: LayerEvent[] = [];
  const prestige = rulebook(state).policies.prestige;
  const award = loss.unitType && scorer ? prestige.destroyedUnit(loss.unitType) : undefined;
  if (award && scorer) out.push(...addPrestige(state, scorer, award.pp, award.rule, `destroyed ${loss.unitType} of ${loss.power}`, options));
  const killed = prestige.leaderKilledInBattle;
  if (loss.leaderKilled && killed) {
    if (scorer) out.push(...addPrestige(state, scorer, killed.victor.pp, killed.victor.rule, `killed the leader of ${loss.power} in battle`, options));
    out.push(...addPrestige(state, loss.power, killed.loser.pp, killed.loser.rule, 'its leader was killed in battle', options));
  }
  return out;
}

/** What the season's report tells the prestige lines: its battles, and for Rome its orders, sieges and control changes. */
export type PrestigeReport = Pick<SeasonReport, 'dislodged' | 'retreats' | 'characters'> & Partial<Pick<SeasonReport, 'orders' | 'sieges' | 'control'>>;

/**
 * Reads a military season's report for the battle prestige (`diadoques §13.9`, `§13.24`–`§13.26`,
 * `§13.29`; `diadokhoi §7.10.14`) and records who killed each dead leader, for his treasury
 * (`diadoques §7c.2`): a unit destroyed after being dislodged was destroyed by the move of the
 * power that dislodged it; a siege's fall scores nothing. Then the wars of Rome
 * (`romanPrestige`).
 */
export function battlePrestige(state: GameState, report: PrestigeReport, options?: RulesOptions): LayerEvent[] {
  const out: LayerEvent[] = [];
  for (const r of report.retreats) {
    if (!r.destroyed) continue;
    const d = report.dislodged.find((x) => x.unit === r.unit);
    if (!d?.byPower || d.byPower === r.power) continue;
    const killed = report.characters.filter((c) => c.event === 'killed' && c.space === r.from).map((c) => state.characters.find((x) => x.id === c.character)).filter((c) => c && (c.kind === 'diadochus' || c.kind === 'epigone') && c.of === r.power);
    if (killed.length > 0) noteKiller(state, r.power, d.byPower);
    out.push(...combatPrestige(state, { power: r.power, unitType: r.type, leaderKilled: killed.length > 0, attackers: [{ power: d.byPower, strength: 1 }] }, options));
  }
  out.push(...romanPrestige(state, report, options));
  return out;
}

/**
 * The players who lost to a neutral force, in the season's fighting, a province or citadel it
 * aims at — one entry per target lost (`diadoques §13.10`, `§13.11`: "c'est-à-dire la province
 * ou la citadelle visée"): the space passed from the player to the force or, with one of the
 * force's units standing in it, to nobody.
 */
export function warsLost(state: GameState, report: Partial<Pick<SeasonReport, 'control'>>, force: PowerId, targets: readonly SpaceId[]): PowerId[] {
  const standsIn = (space: SpaceId) => state.units.some((u) => u.power === force && u.space === space && !u.transit);
  return (report.control ?? [])
    .filter((ch) => ch.from !== undefined && isLivePlayer(state, ch.from) && targets.includes(ch.space))
    .filter((ch) => ch.to === force || (ch.to === undefined && standsIn(ch.space)))
    .map((ch) => ch.from!);
}

/** The citadel whose resupply against the Romans scores (`diadoques §13.19`, `§14f.4.2`). */
const TARENTE: SpaceId = 'tarente';

/**
 * Les Diadoques' lines of the Roman attack, read from the season's report:
 * - `diadoques §13.10`: −2 PP to a player who lost to Rome a province or citadel its mission
 *   aims at (`romanAttack`) — the citadel fell to the Romans, or the province passed to them or,
 *   with a Roman unit standing in it, to nobody; each target lost is a war lost (decisions.md);
 * - `diadoques §13.19`: +1 PP to a player whose resupply of Tarente broke a Roman siege, once a
 *   season.
 */
export function romanPrestige(state: GameState, report: Partial<Pick<SeasonReport, 'orders' | 'sieges' | 'control'>>, options?: RulesOptions): LayerEvent[] {
  const rome = romanAttack(state);
  if (!rome) return [];
  const out: LayerEvent[] = [];
  for (const p of warsLost(state, report, rome.power, rome.targets)) out.push(...prestigeFor(state, p, 'lost-war-rome', options));
  const broken = (report.sieges ?? []).some((x) => x.citadel === TARENTE && x.power === rome.power && x.reason === 'resupplied');
  if (!broken) return out;
  const helpers = new Set<PowerId>();
  for (const o of report.orders ?? []) {
    if (o.order && 'unit' in o.order && o.order.kind === 'resupply' && o.order.citadel === TARENTE && o.status === 'succeeds' && isLivePlayer(state, o.power)) helpers.add(o.power);
  }
  for (const p of [...helpers].sort()) out.push(...prestigeFor(state, p, 'resupplied-tarente-vs-rome', options));
  return out;
}
