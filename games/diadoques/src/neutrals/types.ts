/**
 * Revolts and outside interventions (`diadoques ch. 14d`–`§14f`, `diadokhoi §6.2`, `§T6.2`,
 * `§T6.3`) as typed data: which units appear where (with the dice that place them), their
 * objectives in the order the text gives, their field of action, how long they last and what
 * they may not do. The automatic referee (`./referee.ts`) reads these to write the neutral
 * units' orders; `./appear.ts` and `./lifecycle.ts` read them to place and remove units.
 */
import type { PowerId, RulesetId, SpaceId, UnitType } from '../rules/state.ts';
import type { Objective } from '../rules/ext.ts';

export type { Objective } from '../rules/ext.ts';

/** One row of a placement roll: the space(s) it names, or a further roll (`diadokhoi §T6.3-6`, result 6). */
export interface PlaceRow {
  min: number;
  max: number;
  /** Where the unit appears, then the spaces it must go to next, in order ("Tau, then Etolia"). */
  spaces?: SpaceId[];
  roll?: PlaceRow[];
}

export type Placement =
  | { space: SpaceId; coast?: string }
  /** 1d6 on the rows (`diadoques §14e.4`: "1d6 : 1-4 ETO, 5-6 THE"). */
  | { roll: PlaceRow[]; rule: string }
  /** The first of these spaces without a unit (`diadoques §14f.3.3`). */
  | { firstFree: SpaceId[] };

export interface NeutralUnitDef {
  type: UnitType;
  at: Placement;
  /** The unit's name within its force (`fleet`, `guard`): fields and specials refer to it. */
  role: string;
  /** Appears only on these faces of the force's own roll (`unitRoll`, the Pontic pirates' "1 or 2 fleets"). */
  onRoll?: [number, number];
  /** Counter-corruption it carries for good, added to its threshold (the Roman militia fleet, `diadokhoi §6.2.24`). */
  counterCorruption?: number;
  note?: string;
}

export type Duration =
  /** Stays until destroyed (`durée : permanente`). */
  | { kind: 'permanent' }
  /** A fixed number of military seasons after the appearance one (the Scythian raid, `diadoques §14f.2`). */
  | { kind: 'seasons'; seasons: number }
  /**
   * `diadoques §14d.14`: 4 seasons after the appearance one to take `citadel`; then removed if
   * it is still hostile, kept for good if it is theirs. `resetOn`: taking it restarts the count
   * (`diadoques §14e.4`).
   */
  | { kind: 'four-seasons'; citadel: SpaceId; resetOn?: SpaceId }
  /** A diadokhoi temporary revolt: one full year of three military seasons (`diadokhoi §7.8.1`). */
  | { kind: 'year' }
  /** The Lamia war: from the second year on, each unit must hold its city at year's end (`diadokhoi §6.2.13`). */
  | { kind: 'lamia' }
  /** The Pontic pirates leave only when both cities are neutral and unthreatened (`diadoques §14e.11.1`). */
  | { kind: 'pirates'; citadels: SpaceId[]; threats: SpaceId[] }
  /** An event without units: it acts once, when drawn. */
  | { kind: 'instant' };

export interface MissionDef {
  rule: string;
  /** Units this mission adds (the first mission: all of them). */
  units: NeutralUnitDef[];
  objectives: Objective[];
  /** Spaces the force's units may stand in (`diadoques §14d.3`); absent: anywhere (the Romans of diadokhoi). */
  field?: SpaceId[];
  /** A narrower field for one role (`diadoques §14e.14`, `§14f.4.3`). */
  unitFields?: Record<string, SpaceId[]>;
  /** Objectives rolled at appearance: "attacks at random one province" (`diadokhoi §T6.2-4`). */
  targetRoll?: { rule: string; rows: PlaceRow[] };
  duration: Duration;
  /** Never besieged, resupplied or entered (`diadoques §14e.5`: "ne peuvent pas assiéger, ravitailler ou occuper Corinthe"). */
  forbidden?: SpaceId[];
  /** Never besieged or resupplied, though the force may stand next to them (`diadoques §14f.4.1`). */
  noSiege?: SpaceId[];
  /** Supplied in winter wherever they are (`diadoques §14e.9`). */
  alwaysSupplied?: boolean;
  /** Never besieges (`diadoques §14f.2.1`). */
  cannotBesiege?: boolean;
  /** Its moves are drawn at random (`diadoques §14f.2.1`, `§14f.6`). */
  randomMoves?: boolean;
  /** It does not defend its field (`diadoques §14d.7`: "à l'exception des Scythes"). */
  ignoresField?: boolean;
  /** Where its units fall back when held off (Rome, `diadokhoi §6.2.23`), before any other space. */
  refuge?: SpaceId;
  /** Destroyed whenever it must retreat (`diadoques §14f.6`, `diadokhoi §T6.2-9`). */
  eliminatedOnRetreat?: boolean;
  /** A citadel it takes keeps its treasure (`diadokhoi §T6.2-3`: "without plundering the treasure"). */
  keepsTreasure?: boolean;
  /** Field spaces ignored while another force is on the map (`diadoques §14e.4.1`: EPI while Pyrrhus is there). */
  dropWhile?: { power: PowerId; spaces: SpaceId[] };
  reconstructed?: boolean;
  note?: string;
}

/** Conditions without which the event cannot happen: no event that season (`diadoques §14.1`). */
export type Requirement =
  /** `diadoques §14e.2`: not if an army, diadochus or epigone stands there. */
  | { kind: 'no-army-or-leader-in'; space: SpaceId }
  /** `diadoques §14e.3`: not while the citadel is held by anyone. */
  | { kind: 'citadel-not-held'; citadel: SpaceId }
  /** At least one of these citadels is held by a player (else rising changes nothing). */
  | { kind: 'some-held'; citadels: SpaceId[] }
  /** `diadoques §14e.16.1`: not until the whole royal family is dead. */
  | { kind: 'royal-family-dead' }
  /** Someone can still give a royal order (reconstructed for the eastern satraps). */
  | { kind: 'royal-family-alive' }
  /** Only once in a game (`diadoques §14e.7.2`, `§14e.16.1`, `diadokhoi §6.2.2`). */
  | { kind: 'once' };

/**
 * What rolling the event again does while the force is still on the map (`diadoques §14.2`):
 * - `reroll`: roll again on the same table;
 * - `next-mission`: the next mission begins (Parthians, Rome);
 * - `renew`: lost units come back (Pontic pirates, reconstructed);
 * - `none`: impossible, no event (diadokhoi, `diadokhoi §6.2.2`).
 */
export type Repeat = 'reroll' | 'next-mission' | 'renew' | 'none';

/** Effects that are not units with a mission: each names the code that applies it (`./specials.ts`). */
export type Special =
  | { kind: 'independence'; citadels: SpaceId[]; treasureLost?: SpaceId[] }
  | { kind: 'province-neutral'; space: SpaceId }
  | { kind: 'tarentine-offer'; citadel: SpaceId; province: SpaceId; standing: boolean }
  | { kind: 'general-greek'; members: string[]; forbidden: SpaceId[] }
  | { kind: 'satraps'; citadel: SpaceId; gold: number; province: SpaceId }
  | { kind: 'olympias-joins' }
  | { kind: 'pyrrhus' }
  | { kind: 'roman-war' };

export interface NeutralDef {
  /** The id the event tables use. */
  id: string;
  ruleset: RulesetId;
  /** Power id of its units (one per revolt, so that each revolt's units are told apart). */
  power: PowerId;
  kind: 'revolt' | 'intervention';
  names: { fr: string; en: string };
  rules: string[];
  missions: MissionDef[];
  /** One roll choosing which units appear (`onRoll`). */
  unitRoll?: { rule: string };
  requires?: Requirement[];
  repeat: Repeat;
  specials?: Special[];
  reconstructed?: boolean;
  note?: string;
}
