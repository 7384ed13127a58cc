/**
 * Sieges and resupply (`diadoques §9a.22`–`§9a.37`, `diadokhoi §6.3.31`–`§6.3.35`):
 * - a siege season succeeds when the besieger is not dislodged and the citadel is not
 *   resupplied (`diadoques §9a.25`, `diadokhoi §6.3.32`);
 * - two consecutive successful seasons by the same unit take the citadel (`diadoques §9a.26`);
 *   any interruption restarts it; in diadokhoi a supply only cancels that season
 *   (`diadokhoi §6.3.33`, decisions.md);
 * - a port citadel whose garrison stays in: a fleet besieging an army needs more strength, an
 *   army besieging a fleet as much (`diadoques §9a.30`); two sieges of one port: the stronger
 *   wins its season, on a tie an army, else none (`diadoques §9a.31`);
 * - a resupply is cut by any attack on the resupplier (`diadoques §9a.37`);
 * - a garrison that slips out of a besieged port: the season still counts, and it cannot
 *   resupply next season (`diadoques §9a.29`).
 */
import { citadel } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { Adjudication } from '../core/index.ts';
import type { SiegeOutcome } from './report.ts';
import type { GameState, SiegeState, SpaceId, UnitState } from './state.ts';
import { isSeaType } from './units.ts';
import { rulebook } from '../rulebook/index.ts';

export interface SiegeAttempt {
  intent: number;
  unit: UnitState;
  citadel: SpaceId;
  /** The round the player wrote (A1/A2, Bsg1/Bsg2). */
  written: 1 | 2;
}

export interface ResupplyAttempt {
  intent: number;
  unit: UnitState;
  citadel: SpaceId;
}

export interface SiegeJudgement {
  /** Per siege attempt: its outcome. */
  sieges: SiegeOutcome[];
  /** Per resupply attempt: whether it succeeded, and why. */
  resupplies: { status: 'succeeds' | 'fails' | 'void'; reason: string; message: string }[];
  /** Siege records after the season (falls excluded). */
  records: SiegeState[];
  /** Citadels taken this season. */
  falls: { citadel: SpaceId; unit: UnitState }[];
}

export interface SiegeInput {
  map: GameMap;
  state: GameState;
  adjudication: Adjudication;
  /** Per intent: the unit and whether it left its space. */
  units: UnitState[];
  moved: boolean[];
  dislodged: Set<number>;
  sieges: SiegeAttempt[];
  resupplies: ResupplyAttempt[];
}

export function judgeSieges(input: SiegeInput): SiegeJudgement {
  const { map, state } = input;
  const book = rulebook(map);
  const results = input.adjudication.results;
  const resupplyOk = input.resupplies.map((r) => {
    const res = results[r.intent]!;
    return res.success && res.cutBy === undefined && !input.dislodged.has(r.intent);
  });
  const besieged = new Set(input.sieges.map((s) => s.citadel));
  const resupplies = input.resupplies.map((r, i) => {
    if (!besieged.has(r.citadel)) return { status: 'void' as const, reason: 'not-besieged', message: 'Nobody besieges this citadel: the resupply has no effect.' };
    if (resupplyOk[i]) return { status: 'succeeds' as const, reason: 'resupplied', message: 'The citadel is resupplied: the siege season fails.' };
    const res = results[r.intent]!;
    return { status: 'fails' as const, reason: input.dislodged.has(r.intent) ? 'dislodged' : 'cut', message: input.dislodged.has(r.intent) ? 'The resupplying unit was dislodged.' : `Cut by the attack from ${res.cutBy ?? '?'}.` };
  });
  const supplied = new Set(input.resupplies.filter((_, i) => resupplyOk[i]).map((r) => r.citadel));
  const outcomes = new Map<number, SiegeOutcome>();
  const winners: SiegeAttempt[] = [];
  const prior = (a: SiegeAttempt) => state.sieges.find((s) => s.unit === a.unit.id && s.citadel === a.citadel && s.from === a.unit.space)?.seasons ?? 0;
  // Issue 22: one literal, fields in the order the former `{ ...base(a), seasons, result, reason, rule }` gave them (a spread-first literal is slow in this V8).
  const outcome = (a: SiegeAttempt, seasons: number, result: SiegeOutcome['result'], reason: string, rule: string): SiegeOutcome => ({ citadel: a.citadel, unit: a.unit.id, power: a.unit.power, from: a.unit.space, seasons, result, reason, rule });
  for (const a of input.sieges) {
    const before = prior(a);
    if (input.dislodged.has(a.intent)) {
      outcomes.set(a.intent, outcome(a, 0, 'failed', 'dislodged', book.rules.siegeDislodged));
    } else if (supplied.has(a.citadel)) {
      outcomes.set(a.intent, outcome(a, book.policies.military.resupplyResetsSiege ? 0 : before, 'failed', 'resupplied', book.rules.resupply));
    } else {
      const port = portContest(input, a);
      if (port) outcomes.set(a.intent, outcome(a, 0, 'failed', port, 'diadoques §9a.30'));
      else winners.push(a);
    }
  }
  for (const list of groupBy(winners, (a) => a.citadel).values()) {
    const won = list.length === 1 ? list[0] : strongest(input, list);
    for (const a of list) {
      if (a !== won) {
        outcomes.set(a.intent, outcome(a, 0, 'failed', 'outbesieged', 'diadoques §9a.31'));
        continue;
      }
      const seasons = prior(a) + 1;
      outcomes.set(a.intent, outcome(a, seasons, seasons >= 2 ? 'fell' : 'continues', seasons >= 2 ? 'taken' : 'first-season', seasons >= 2 ? book.rules.siegeTaken : book.rules.siegeFirstSeason));
    }
  }
  const sieges = input.sieges.map((a) => outcomes.get(a.intent)!);
  const records: SiegeState[] = [];
  const falls: { citadel: SpaceId; unit: UnitState }[] = [];
  input.sieges.forEach((a, i) => {
    const o = sieges[i]!;
    if (o.result === 'fell') falls.push({ citadel: a.citadel, unit: a.unit });
    else if (o.seasons > 0) records.push({ citadel: a.citadel, unit: a.unit.id, from: a.unit.space, power: a.unit.power, seasons: o.seasons });
  });
  return { sieges, resupplies, records, falls };
}

/**
 * A port citadel whose garrison stays in (`diadoques §9a.30`): a fleet besieging an army needs
 * a higher strength, an army besieging a fleet an equal one; strengths count supports to hold.
 */
function portContest(input: SiegeInput, a: SiegeAttempt): string | undefined {
  if (!rulebook(input.map).policies.military.portGarrisonContest || !citadel(input.map, a.citadel)?.port) return undefined;
  const g = input.units.findIndex((u, k) => u.space === a.citadel && !input.moved[k]);
  if (g < 0) return undefined;
  const garrison = input.units[g]!;
  const mine = input.adjudication.results[a.intent]!.strength ?? 0;
  const theirs = input.adjudication.results[g]!.strength ?? 0;
  const fleet = isSeaType(a.unit.type);
  const fleetInside = isSeaType(garrison.type);
  if (fleet && !fleetInside && !(mine > theirs)) return 'garrison-holds';
  if (!fleet && fleetInside && !(mine >= theirs)) return 'garrison-holds';
  return undefined;
}

/** Two sieges of one port: the stronger wins its season; on a tie the army, and between fleets none (`diadoques §9a.31`). */
function strongest(input: SiegeInput, list: SiegeAttempt[]): SiegeAttempt | undefined {
  const strength = (a: SiegeAttempt) => input.adjudication.results[a.intent]!.strength ?? 0;
  const top = Math.max(...list.map(strength));
  const best = list.filter((a) => strength(a) === top);
  if (best.length === 1) return best[0];
  return best.find((a) => !isSeaType(a.unit.type));
}

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const t of items) m.set(key(t), [...(m.get(key(t)) ?? []), t]);
  return m;
}
