/**
 * The neutral forces' data by ruleset, and their running state kept in `GameState.ext.neutrals`
 * (plain JSON): which revolt each neutral power is, its mission, when it appeared, how many
 * seasons it has played, the role of each of its units, and the events that may happen once.
 */
import type { GameState, NeutralForce, PowerId, RulesetId, SpaceId, UnitId, UnitState } from '../rules/state.ts';
import { seasonKey } from '../rules/state.ts';
import { DIADOKHOI_NEUTRALS } from './diadokhoi.ts';
import { DIADOQUES_NEUTRALS } from './diadoques.ts';
import type { MissionDef, NeutralDef, Objective } from './types.ts';

export const NEUTRALS: Record<RulesetId, NeutralDef[]> = { diadoques: DIADOQUES_NEUTRALS, diadokhoi: DIADOKHOI_NEUTRALS };

export function neutralDef(ruleset: RulesetId, id: string): NeutralDef | undefined {
  return NEUTRALS[ruleset].find((d) => d.id === id);
}

export function defOfPower(ruleset: RulesetId, power: PowerId): NeutralDef | undefined {
  return NEUTRALS[ruleset].find((d) => d.power === power);
}

/** A force on the map, as the referee and the lifecycle track it. */
export interface ForceRuntime {
  def: string;
  /** 0-based index of the current mission. */
  mission: number;
  /** `seasonKey` of the season it appeared in (revolts do not act then, `diadoques §14d.12`). */
  appeared: string;
  /** Year it appeared (the Lamia war's yearly check, `diadokhoi §6.2.13`). */
  since: number;
  /** Military seasons played since it appeared, the appearance season excluded (`diadoques §14d.14`). */
  seasonsPlayed: number;
  /** When the four-season count last restarted, as `seasonsPlayed` then (`diadoques §14e.4`, `§14e.7.1`). */
  countFrom: number;
  /** Its key citadel is taken: it stays for good (`diadoques §14d.14`). */
  settled?: boolean;
  /** Delphes taken once: the Aetolians' count has been restarted (`diadoques §14e.4`). */
  resetDone?: boolean;
  /** Role of each unit (`militia`, `fleet`, `guard`). */
  roles: Record<UnitId, string>;
  /** Objectives rolled at appearance, before the mission's own ("Tau, then Etolia"). */
  rolled: Objective[];
  /** Part of the General revolt of the Greeks (`diadoques §14e.7`). */
  greek?: boolean;
  /** Extra field spaces won by a special (Pyrrhus: ITA, Tarente; MAC, Pella, Pydna). */
  extraField?: SpaceId[];
  /** Field of one role, replacing the mission's (Pyrrhus's fleet: MIO). */
  extraUnitFields?: Record<string, SpaceId[]>;
}

/** A diadokhoi rebel rising in an occupied province attacks "from off the board" after the moves (`diadokhoi §6.3.54`). */
export interface PendingRising {
  power: PowerId;
  type: UnitState['type'];
  role: string;
  space: SpaceId;
  coast?: string;
}

export interface NeutralsExt {
  forces: Record<PowerId, ForceRuntime>;
  /** Event ids that have happened (`once` requirements). */
  happened: string[];
  pending: PendingRising[];
  /** The Tarentine offer while open (`diadoques §14e.3`, `diadokhoi §6.2.18`). */
  tarentine?: { citadel: SpaceId; province: SpaceId; standing: boolean; season: string };
  /** The eastern satraps waiting for a royal order (`diadoques §11c.6`). */
  satraps?: { power: PowerId; gold: number; appeared: string };
  /** Units whose orders this season are cancelled by a revolt's appearance (`diadoques §14d.18`, `§14d.19`). */
  cancelled?: { season: string; units: UnitId[] };
  /** The General revolt of the Greeks is under way (`diadoques §14e.7`). */
  generalGreek?: boolean;
  /** Powers at war with Rome, with the year the war began or will begin again (`diadokhoi §6.2.22`, `§T6.3-3.1`). */
  romanWar?: Record<PowerId, { since: number; victories: number; resumes?: number }>;
  /** Variant rules already in effect (`diadokhoi §8.1.6`–`§8.1.8`, `./variants.ts`). */
  variantRules?: string[];
}

export function neutralsExt(state: GameState): NeutralsExt {
  const ext = state.ext['neutrals'] as NeutralsExt | undefined;
  if (ext) return ext;
  const fresh: NeutralsExt = { forces: {}, happened: [], pending: [] };
  state.ext['neutrals'] = fresh;
  return fresh;
}

/** Read-only look at the neutral layer's state (never creates the ext entry). */
export function readNeutrals(state: Pick<GameState, 'ext'>): Readonly<NeutralsExt> {
  return (state.ext['neutrals'] as NeutralsExt | undefined) ?? { forces: {}, happened: [], pending: [] };
}

/** Read-only look at the running forces (never creates the ext entry). */
export function forcesOf(state: Pick<GameState, 'ext'>): Record<PowerId, ForceRuntime> {
  return (state.ext['neutrals'] as NeutralsExt | undefined)?.forces ?? {};
}

export const currentKey = (state: Pick<GameState, 'year' | 'season'>): string => seasonKey(state.year, state.season);

export function missionOf(def: NeutralDef, rt: ForceRuntime): MissionDef {
  return def.missions[Math.min(rt.mission, def.missions.length - 1)]!;
}

export function unitsOfPower(state: GameState, power: PowerId): UnitState[] {
  return state.units.filter((u) => u.power === power && !u.transit);
}

export function forceEntry(state: GameState, power: PowerId): NeutralForce | undefined {
  return state.neutralForces.find((f) => f.power === power);
}
