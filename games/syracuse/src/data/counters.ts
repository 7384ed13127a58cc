/**
 * Counters as data: combat units and leaders of both sides with the scenario's set-up and
 * reinforcements (`syracuse 10.1.AD1`…`10.1.SRS18`).
 *
 * RECONSTRUCTED (`syracuse LOST.counters`): the reduced (back) PF of every unit — half the front
 * rounded down — and each leader's swords. See docs/rules/syracuse/decisions.md ("Counters").
 */
import type { Side } from './map.ts';

export type UnitType = 'T' | 'H' | 'C' | 'P' | 'A';

export interface UnitSpec {
  id: string;
  side: Side;
  type: UnitType;
  /** Front PF (stated by the scenario). */
  pf: number;
  /** Back PF when reduced — reconstructed: half the front, rounded down (`syracuse 1.1.2`: 0 is allowed). */
  reducedPf: number;
  bonus: boolean;
  /** An allied counter (no white band, `syracuse 1.0.1`): the target of S24. */
  allied: boolean;
  /** Spartan hoplites marked L (`syracuse S8`). */
  spartan?: boolean;
  /** Catalog key of its origin (Segesta cavalry, thetes…) — flavour, `syracuse 10.0.1`. */
  origin: string;
}

export interface LeaderSpec {
  id: string;
  side: Side;
  /** 0, 1 or 2 swords — reconstructed (`syracuse LOST.counters`). */
  swords: 0 | 1 | 2;
}

export const LEADERS: readonly LeaderSpec[] = [
  { id: 'nicias', side: 'ath', swords: 1 },
  { id: 'lamachos', side: 'ath', swords: 1 },
  { id: 'alcibiades', side: 'ath', swords: 2 },
  { id: 'demosthenes', side: 'ath', swords: 2 },
  { id: 'eurymedon', side: 'ath', swords: 1 },
  { id: 'hermocrates', side: 'syr', swords: 1 },
  { id: 'sycanos', side: 'syr', swords: 0 },
  { id: 'heraclides', side: 'syr', swords: 0 },
  { id: 'gylippus', side: 'syr', swords: 2 },
  { id: 'erasinides', side: 'syr', swords: 1 },
];
export const LEADER: Readonly<Record<string, LeaderSpec>> = Object.fromEntries(LEADERS.map((l) => [l.id, l]));

const u = (id: string, side: Side, type: UnitType, pf: number, bonus: boolean, allied: boolean, origin: string, spartan = false): UnitSpec => ({
  id, side, type, pf, reducedPf: Math.floor(pf / 2), bonus, allied, origin, ...(spartan ? { spartan } : {}),
});

/** A group of counters placed together: at set-up, or arriving as reinforcements. */
export interface Placement {
  /** The rule id of the scenario row. */
  rule: string;
  side: Side;
  units: UnitSpec[];
  leaders: string[];
  /** Zones allowed (one chosen by the owner when several). */
  zones: string[];
  /** Turn of arrival; absent for the set-up and the optional (S18) reinforcement. */
  turn?: number;
  optional?: boolean;
}

export const SETUP: readonly Placement[] = [
  { rule: 'syracuse 10.1.AD1', side: 'ath', zones: ['T25'], leaders: ['nicias'], units: [
    u('a-h1', 'ath', 'H', 3, true, false, 'athenian'), u('a-h2', 'ath', 'H', 3, true, false, 'athenian'),
    u('a-h3', 'ath', 'H', 5, false, true, 'allied-cities'), u('a-c1', 'ath', 'C', 2, false, true, 'segesta'), u('a-a1', 'ath', 'A', 2, false, false, 'archers')] },
  { rule: 'syracuse 10.1.AD2', side: 'ath', zones: ['T24'], leaders: ['lamachos'], units: [
    u('a-h4', 'ath', 'H', 3, false, false, 'thetes'), u('a-h5', 'ath', 'H', 2, false, true, 'argos'), u('a-h6', 'ath', 'H', 1, false, true, 'mantinea'),
    u('a-h7', 'ath', 'H', 6, false, true, 'mercenaries'), u('a-a2', 'ath', 'A', 2, false, false, 'slingers')] },
  { rule: 'syracuse 10.1.AD3', side: 'ath', zones: ['M10'], leaders: [], units: [u('a-t1', 'ath', 'T', 20, true, false, 'tacheiai'), u('a-t2', 'ath', 'T', 20, true, false, 'tacheiai')] },
  { rule: 'syracuse 10.1.AD4', side: 'ath', zones: ['M11'], leaders: [], units: [u('a-t3', 'ath', 'T', 25, false, false, 'stratiotides')] },
  { rule: 'syracuse 10.1.AD5', side: 'ath', zones: ['M9'], leaders: [], units: [u('a-t4', 'ath', 'T', 25, false, false, 'stratiotides'), u('a-t5', 'ath', 'T', 20, true, false, 'tacheiai')] },
  { rule: 'syracuse 10.1.AD6', side: 'ath', zones: ['Catane'], leaders: ['alcibiades'], units: [u('a-t6', 'ath', 'T', 25, false, false, 'stratiotides')] },
  { rule: 'syracuse 10.1.SD1', side: 'syr', zones: ['T16'], leaders: ['hermocrates'], units: [u('s-a1', 'syr', 'A', 3, false, false, 'syracusan')] },
  { rule: 'syracuse 10.1.SD2', side: 'syr', zones: ['T11'], leaders: [], units: [u('s-c1', 'syr', 'C', 6, false, false, 'syracusan')] },
  { rule: 'syracuse 10.1.SD3', side: 'syr', zones: ['T13'], leaders: ['sycanos'], units: [
    u('s-h1', 'syr', 'H', 6, false, false, 'syracusan'), u('s-h2', 'syr', 'H', 5, false, false, 'syracusan'), u('s-p1', 'syr', 'P', 2, false, false, 'syracusan')] },
  { rule: 'syracuse 10.1.SD4', side: 'syr', zones: ['T15'], leaders: ['heraclides'], units: [
    u('s-h3', 'syr', 'H', 6, true, false, 'syracusan'), u('s-h4', 'syr', 'H', 6, false, false, 'syracusan'), u('s-p2', 'syr', 'P', 2, false, false, 'syracusan')] },
  { rule: 'syracuse 10.1.SD5', side: 'syr', zones: ['M7'], leaders: [], units: [u('s-t1', 'syr', 'T', 25, true, false, 'syracusan')] },
  { rule: 'syracuse 10.1.SD5', side: 'syr', zones: ['M6'], leaders: [], units: [u('s-t2', 'syr', 'T', 25, true, false, 'syracusan')] },
];

const SEA = ['M1', 'M2', 'M3', 'M4', 'M5', 'M8'];
const LAND = ['T1', 'T8', 'T10', 'T18', 'T19', 'T22'];

export const REINFORCEMENTS: readonly Placement[] = [
  { rule: 'syracuse 10.1.AR3', side: 'ath', turn: 3, zones: [...LAND, 'Catane'], leaders: [], units: [u('a-c2', 'ath', 'C', 4, false, true, 'sicel-cavalry')] },
  { rule: 'syracuse 10.1.AR8', side: 'ath', turn: 8, zones: SEA, leaders: ['demosthenes', 'eurymedon'], units: [
    u('a-t7', 'ath', 'T', 25, true, false, 'tacheiai'), u('a-t8', 'ath', 'T', 25, true, false, 'tacheiai'), u('a-t9', 'ath', 'T', 20, true, false, 'tacheiai'),
    u('a-h8', 'ath', 'H', 5, true, false, 'athenian'), u('a-h9', 'ath', 'H', 5, true, false, 'athenian'),
    u('a-h10', 'ath', 'H', 5, false, true, 'thurians'), u('a-h11', 'ath', 'H', 5, false, true, 'allied-hoplites'),
    u('a-p1', 'ath', 'P', 5, true, false, 'javelinmen'), u('a-p2', 'ath', 'P', 4, false, false, 'javelinmen'),
    u('a-a3', 'ath', 'A', 2, false, false, 'archers'), u('a-a4', 'ath', 'A', 2, false, false, 'slingers')] },
  { rule: 'syracuse 10.1.ARS18', side: 'ath', optional: true, zones: LAND, leaders: [], units: [u('a-c3', 'ath', 'C', 2, false, true, 'sicel-cavalry')] },
  { rule: 'syracuse 10.1.SR4a', side: 'syr', turn: 4, zones: SEA, leaders: ['gylippus'], units: [
    u('s-t3', 'syr', 'T', 5, false, true, 'sparta'), u('s-h5', 'syr', 'H', 3, true, true, 'neodamodeis', true), u('s-p3', 'syr', 'P', 2, false, true, 'sailors')] },
  { rule: 'syracuse 10.1.SR4b', side: 'syr', turn: 4, zones: LAND, leaders: [], units: [u('s-h6', 'syr', 'H', 4, false, true, 'selinus'), u('s-c2', 'syr', 'C', 2, false, true, 'himera-selinus')] },
  { rule: 'syracuse 10.1.SR4c', side: 'syr', turn: 4, zones: ['M6', 'M7'], leaders: [], units: [u('s-t4', 'syr', 'T', 25, true, false, 'syracusan'), u('s-t5', 'syr', 'T', 25, true, false, 'syracusan')] },
  { rule: 'syracuse 10.1.SR5', side: 'syr', turn: 5, zones: SEA, leaders: [], units: [u('s-t6', 'syr', 'T', 5, false, true, 'sparta'), u('s-h7', 'syr', 'H', 4, true, true, 'neodamodeis', true)] },
  { rule: 'syracuse 10.1.SR7', side: 'syr', turn: 7, zones: SEA, leaders: ['erasinides'], units: [u('s-t7', 'syr', 'T', 5, true, true, 'corinth'), u('s-h8', 'syr', 'H', 1, true, true, 'thebes')] },
  { rule: 'syracuse 10.1.SR8', side: 'syr', turn: 8, zones: SEA, leaders: [], units: [u('s-t8', 'syr', 'T', 25, true, true, 'corinth'), u('s-h9', 'syr', 'H', 3, false, true, 'corinth')] },
  { rule: 'syracuse 10.1.SR9a', side: 'syr', turn: 9, zones: SEA, leaders: [], units: [u('s-t9', 'syr', 'T', 5, false, true, 'gela'), u('s-p4', 'syr', 'P', 2, false, true, 'gela'), u('s-c3', 'syr', 'C', 2, false, true, 'gela')] },
  { rule: 'syracuse 10.1.SR9b', side: 'syr', turn: 9, zones: LAND, leaders: [], units: [u('s-h10', 'syr', 'H', 2, false, true, 'camarina'), u('s-a2', 'syr', 'A', 2, false, true, 'camarina')] },
  { rule: 'syracuse 10.1.SRS18', side: 'syr', optional: true, zones: SEA, leaders: [], units: [u('s-t10', 'syr', 'T', 20, true, true, 'corinth')] },
];

export const ALL_UNITS: readonly UnitSpec[] = [...SETUP, ...REINFORCEMENTS].flatMap((p) => p.units);
export const UNIT: Readonly<Record<string, UnitSpec>> = Object.fromEntries(ALL_UNITS.map((x) => [x.id, x]));
export const ORIGINS: readonly string[] = [...new Set(ALL_UNITS.map((x) => x.origin))].sort();
