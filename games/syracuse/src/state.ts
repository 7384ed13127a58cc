/** The state of a game of Syracuse: plain JSON, one place per counter, and the pending step. */
import { FORTS, ZONE } from './data/map.ts';
import type { FortId, Side, WallId } from './data/map.ts';
import { LEADER, UNIT } from './data/counters.ts';
import type { UnitType } from './data/counters.ts';

export type ScenarioId = 'historical' | 'variant' | 'alcibiades';
export type Status = 'pool' | 'map' | 'eliminated' | 'removed';

export interface UnitState {
  id: string;
  zone: string | null;
  fort: boolean;
  reduced: boolean;
  status: Status;
  /** Sea-borne reinforcement or unit leaving Catane, still on its ships (`syracuse 3.5`). */
  aboard?: boolean;
  /** The action phase (counter) in which it last moved (`syracuse 3.0.1`). */
  moved?: number;
  /** Zone it started the action phase in, for 4.1.3. */
  from?: string;
  /** How it entered its zone in this action phase (CRT column shifts c, d, e, f). */
  entry?: { river?: boolean; amphibious?: boolean; uphill?: boolean; wall?: boolean };
  /** PM left after a stop forced by cavalry that then withdrew (`syracuse 3.2.13`). */
  cont?: number;
  /** Arrived this turn (free reinforcement move, `syracuse 2.B.2.3`). */
  fresh?: boolean;
  /** Moved in D.2 this turn. */
  redeployed?: boolean;
}

export interface LeaderState {
  id: string;
  zone: string | null;
  fort: boolean;
  wounded: boolean;
  status: Status;
  moved?: number;
  from?: string;
  cont?: number;
  aboard?: boolean;
  fresh?: boolean;
  redeployed?: boolean;
  /** Sick by S23: held in a fortified zone until the next B.2 (`syracuse S23`). */
  sick?: boolean;
  /** Eliminated by S20 (may come back with the Advantage, `syracuse 8.6`). */
  discord?: boolean;
  /** Killed in combat (`syracuse 9.2.7`). */
  killed?: boolean;
}

export interface SupplyState {
  box: number;
  face: 'appro' | 'disette';
  /** Why it turned to Disette (6.3.3 only turns back those due to cavalry). */
  cause?: 'chains' | 'walls' | 'blockade' | 'cavalry';
}

export interface Combat {
  zone: string;
  naval: boolean;
  assault?: 'fort' | 'camp';
  attacker: Side;
  /** Stratagems played for this combat (faces), with their chosen targets. */
  played: { side: Side; face: string; target?: string }[];
  /** Modified inputs once rolled. */
  roll?: number;
  column?: number;
  cell?: [string, string];
  winner?: Side;
  /** The advantage re-roll has been offered. */
  rerollOffered?: boolean;
  /** The defender's window has been offered. */
  defenderAsked?: boolean;
  attackerAsked?: boolean;
  night?: number;
  /** Losses being taken (`syracuse 4.2.1.3`): per side its result, its force as rolled, hits owed (−1: applied) and units hit. */
  losses?: { side: Side; loss: string; units: string[]; n: number; hit: string[] }[];
}

export type Step =
  | { k: 'advantage-b1'; side: Side }
  | { k: 'b2-strat'; side: Side; passes: number }
  | { k: 's17-answer'; side: Side; group: string }
  | { k: 'place'; side: Side; group: string }
  /**
   * Every entry zone of `group` held enemy units and the arriving player chose `zone` (one with the
   * fewest enemy PF): he picks the adjacent zone the enemy units there are moved to (`syracuse 2.B.2.2`).
   */
  | { k: 'clear'; side: Side; group: string; zone: string }
  | { k: 'reinf-move'; side: Side }
  | { k: 'declare'; side: Side }
  | { k: 'react'; side: Side }
  | { k: 'act'; side: Side }
  | { k: 'withdraw'; side: Side; zone: string }
  | { k: 'fight'; side: Side }
  | { k: 'combat-strat'; side: Side }
  /** `test`: a D.5 die (attrition, siege, wall, chains) or a stratagem's dice (S4, S10, S20) the Advantage may cancel (8.4); absent for a combat roll. */
  | { k: 'reroll'; side: Side; test?: RerollTest }
  | { k: 'after-combat'; side: Side }
  /**
   * A player picks the unit that takes a loss (`rule`): the owner for 6.4.3, 4.2.1.3 and S5 (`eliminate`:
   * the ship eliminated, else the one reduced); the S23 player among the enemy's land units (`left` to pick).
   */
  | { k: 'losses'; side: Side; zone: string; rule: string; eliminate?: boolean; left?: number; d5?: Side; back?: Step }
  | { k: 'retreat'; side: Side }
  /**
   * A recovery played in D.3 (`rule`: S15, S16, S25 as S15) or the Advantage's (8.5): the player picks
   * the reduced unit turned back to full strength, `left` still to pick (S16: two, one at a time).
   */
  | { k: 'recovery'; side: Side; rule: string; left: number }
  | { k: 'works'; side: Side }
  | { k: 'd1'; side: Side }
  | { k: 'd2'; side: Side }
  | { k: 'd3'; side: Side }
  | { k: 'd4'; side: Side }
  | { k: 'd5'; side: Side }
  | { k: 'over' };

/**
 * A die-rolled test waiting on the Advantage holder (`syracuse 8.4`). `of`: the player whose test it
 * is (the D.5 player, the stratagem's player). Stratagem tests (`key` S4, S10, S20) carry their dice
 * (S4: one per ship of `units`, in that order), their target and the step play goes back to.
 */
export interface RerollTest {
  of: Side;
  key: string;
  rule: string;
  zone: string;
  die: number;
  dice?: number[];
  units?: string[];
  target?: string;
  back?: Step;
}

export interface WorksState {
  rolled: boolean;
  discarded: boolean;
  pt: number;
  dice?: number[];
}

export interface SyracuseState {
  scenario: ScenarioId;
  turn: number;
  lastTurn: number;
  units: Record<string, UnitState>;
  leaders: Record<string, LeaderState>;
  forts: Record<FortId, { built: boolean; owner: Side }>;
  camp: 'none' | 'built' | 'destroyed';
  /** Turn the camp was built (`syracuse 2.C.13`). */
  campTurn?: number;
  walls: Record<WallId, 'none' | 'built' | 'destroyed'>;
  /** D.5 tests under way (`syracuse 8.4`): those done, the die waiting on the Advantage, the step to go back to (scenario runs). */
  d5Run?: { side: Side; done: string[]; pending?: { key: string; die: number }; back?: Step };
  chains: 'none' | 'built' | 'broken';
  supply: Record<Side, SupplyState>;
  ap: Record<Side, number>;
  /** AP announced for the current action phase and not yet spent (`syracuse 2.B.3.1`). */
  pool: number;
  /** Counter of action phases this turn: units move once per phase (`syracuse 3.0.1`). */
  actionPhase: number;
  activated: string[];
  /** The combat AP of this action phase is paid (`syracuse 2.B.3.3`). */
  combatPaid: boolean;
  advantage: Side;
  initiative: Side;
  roll2d6?: Record<Side, number>;
  bowl: string[];
  hands: Record<Side, string[]>;
  removedCounters: string[];
  /** Players who played a stratagem in the current window (one per action phase, `syracuse 2.B.3.0.6`). */
  playedThisPhase: Side[];
  /** Zones closed by S7 in this action phase to the other side's land units and leaders. */
  archers: { zone: string; side: Side }[];
  /** Land PF carried through each sea zone this action phase (`syracuse 3.4.4`). */
  carried: Record<string, number>;
  /** Historical reinforcements delayed by S17: group rule → turn. */
  delayed: Record<string, number>;
  /** Groups still to place this B.2, in order. */
  toPlace: string[];
  /** Optional reinforcements already called (S18). */
  optionalIn: string[];
  s6: boolean;
  works: WorksState;
  /** Combats still to fight this action phase, and the one being fought. */
  combats: string[];
  combat?: Combat;
  /** Units to retreat (the loser's survivors). */
  retreating?: { side: Side; zone: string; units: string[]; leaders: string[] };
  /** The zone of a cavalry withdrawal and who moved in. */
  s20Back: string[];
  eliminated: Record<Side, { T: number; H: number; other: number; leaders: number }>;
  /** The Plemmyrion was built by the end of turn 4 (`syracuse 9.2.8`). */
  plemmyrionByT4: boolean;
  step: Step;
  /** The player whose action phase it is. */
  actionSide?: Side;
  /** Forts assaulted this action phase (one assault each), and the camp. */
  assaulted: string[];
  campAssaulted?: boolean;
  lastDie?: number;
  worksOrder?: Side[];
  dOrder?: { k: 'd1' | 'd2' | 'd3' | 'd4' | 'd5' | 'supply-checks'; side: Side }[];
  /** Recoveries made in this D.3 (`syracuse 2.D.3`). */
  recovered?: number;
  /** PF sent to Catane in this D.2 (`syracuse 2.D.2.2`). */
  toCatane?: { land: number; naval: number };
  result?: { winners: Side[]; level: 'total' | 'strategic' | 'tactical' | 'draw'; reason: string; vp?: Record<Side, number>; rule: string };
}

export const SIDES: readonly Side[] = ['ath', 'syr'];
export const other = (s: Side): Side => (s === 'ath' ? 'syr' : 'ath');

export const unitType = (id: string): UnitType => UNIT[id]!.type;
export function pfOf(u: UnitState): number {
  const spec = UNIT[u.id]!;
  return u.reduced ? spec.reducedPf : spec.pf;
}
export const sideOfUnit = (id: string): Side => UNIT[id]!.side;
export const sideOfLeader = (id: string): Side => LEADER[id]!.side;

export function unitsIn(s: SyracuseState, zone: string, opts: { side?: Side; fort?: boolean } = {}): UnitState[] {
  const out: UnitState[] = [];
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || u.zone !== zone) continue;
    if (opts.side && UNIT[u.id]!.side !== opts.side) continue;
    if (opts.fort !== undefined && u.fort !== opts.fort) continue;
    out.push(u);
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function leadersIn(s: SyracuseState, zone: string, opts: { side?: Side; fort?: boolean } = {}): LeaderState[] {
  return Object.values(s.leaders)
    .filter((l) => l.status === 'map' && l.zone === zone && (!opts.side || LEADER[l.id]!.side === opts.side) && (opts.fort === undefined || l.fort === opts.fort))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

export const sumPf = (us: UnitState[]) => us.reduce((n, u) => n + pfOf(u), 0);

/** A leader's swords, none while wounded or sick (decision: a wounded leader has no bonus). */
export function swords(l: LeaderState): number {
  return l.wounded ? 0 : LEADER[l.id]!.swords;
}

export function fortAt(zone: string): FortId | undefined {
  return ZONE[zone]?.fort;
}

export function fortBuilt(s: SyracuseState, zone: string): FortId | undefined {
  const f = fortAt(zone);
  return f && s.forts[f].built ? f : undefined;
}

/** Is this zone a fortified zone or port closed to `side` (`syracuse 3.1.4`, `3.1.8`, `5.2.4`)? */
export function closedTo(s: SyracuseState, zone: string, side: Side): boolean {
  if (zone === 'Catane') return side === 'syr';
  // 5.2.4, 5.2.7: the city's enceinte is no state that anything can destroy: shut to Athens for good
  if (zone === 'T16' || zone === 'M6' || zone === 'M7') return side === 'ath';
  if (zone === 'T17') return side === 'syr' && s.camp === 'built';
  if (zone === 'M12') return side === 'syr' && s.camp !== 'destroyed';
  return false;
}

/** Stacking limits (`syracuse 3.3`): units of one side in the open zone. */
export function stackLimit(s: SyracuseState, zone: string): { units?: number; pf?: number } {
  const z = ZONE[zone]!;
  if (zone === 'Catane' || zone === 'T16' || (zone === 'T17' && s.camp === 'built')) return {};
  if (z.kind === 'land') return { units: 5 };
  if (z.terrain === 'port' || (zone === 'M12' && s.camp === 'built')) return {};
  if (z.terrain === 'protected' || zone === 'M12') return { pf: 50 };
  return {};
}

export function isPortFor(s: SyracuseState, zone: string, side: Side): boolean {
  if (side === 'syr') return zone === 'M6' || zone === 'M7';
  return zone === 'M12' && s.camp === 'built';
}

export function initialForts(): Record<FortId, { built: boolean; owner: Side }> {
  return Object.fromEntries(FORTS.map((f) => [f.id, { built: f.builtAtStart, owner: f.id === 'olympieion' ? 'syr' : 'ath' }])) as Record<FortId, { built: boolean; owner: Side }>;
}
