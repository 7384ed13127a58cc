/**
 * Orders of a military season, in both rule versions, as data. The text notations
 * (`diadoques §9a.17`, `§9a.32`, `§9a.36`, `§9a.43`; `diadokhoi §6.3.36`) parse to these and
 * print back from them (`./parse.ts`, `./print.ts`).
 */
import type { SpaceId, UnitType } from '../../map/types.ts';

/**
 * A unit as an order names it: type (optional: "badly written but understandable",
 * `diadoques §9a.2`), leader mark (`*` the diadochus, `#` the epigone, or a character id,
 * `diadoques §9a.3`), and where it stands.
 */
export interface UnitRef {
  /** `G`: a diadokhoi garrison, whatever its army type (`diadokhoi §4.2.7`). */
  type?: UnitType | 'G';
  leader?: string;
  space: SpaceId;
  coast?: string;
}

export type UnitOrderBody =
  /** `A PHE X`, `A Cil H` */
  | { kind: 'hold' }
  /**
   * `A PHE SYR`, `A Arc - (Cyc - EMS) - Egy`; a diadokhoi conversion `G Cyzica = A Hel`
   * (`as`: the type it becomes, `diadokhoi §6.3.30`).
   */
  | { kind: 'move'; to: SpaceId; coast?: string; route?: SpaceId[]; as?: 'A' | 'F' }
  /** `A SYR S A PHE` (hold), `A SYR S A PHE CIL` (move) */
  | { kind: 'support'; target: UnitRef; to?: SpaceId; toCoast?: string }
  /** `F MOR C A EGY SYR` */
  | { kind: 'convoy'; target: UnitRef; to: SpaceId }
  /** `F MOR A1 Alexandrie`, `A Lyd Bsg2 Sardes` */
  | { kind: 'siege'; citadel: SpaceId; round: 1 | 2 }
  /** `F MOR Ra Alexandrie`, `F EMS Spl Alexandria` */
  | { kind: 'resupply'; citadel: SpaceId }
  /** Diadoques retreat list given with the orders: `F MOR Re MIO, CYC, Alexandrie, X` (`X`: destroy) */
  | { kind: 'retreats'; to: (SpaceId | 'X')[] }
  /** Diadokhoi retreat step: `A Cil - Cat` */
  | { kind: 'retreat'; to: SpaceId; coast?: string }
  /** Diadokhoi retreat step: `A Cil disband` (`diadokhoi §6.3.46`) */
  | { kind: 'disband' };

export type UnitOrder = { unit: UnitRef } & UnitOrderBody;

/** A character moving on his own (`diadoques §9a.6`): `Olympias MAC EPI`; `to` absent: stays (`Olympias X`). */
export interface CharacterMove {
  kind: 'character';
  character: string;
  from?: SpaceId;
  to?: SpaceId;
  /** Seas crossed when convoyed by fleets (`diadokhoi §7.6.4`): `Antipatros Arc - (Cyc) - Cre`. */
  route?: SpaceId[];
}

/**
 * Secondary orders the military season needs (`diadoques §9c`):
 * - `no-capture NAME` (`diadoques §9c.4`), `dissociate NAME` (`§9c.14`),
 *   `command NAME A SPACE` (`§9c.15`), `no-control SPACE` (`§9c.10`),
 *   `no-treasure CITADEL` (`§9c.12`), `passage POWER` (`§9c.2`).
 */
export type SecondaryOrder =
  | { kind: 'no-capture'; character: string }
  | { kind: 'dissociate'; character: string }
  | { kind: 'command'; character: string; unit: UnitRef }
  | { kind: 'no-control'; space: SpaceId }
  | { kind: 'no-treasure'; citadel: SpaceId }
  | { kind: 'passage'; power: string };

export type Order = UnitOrder | CharacterMove | SecondaryOrder;

export const isUnitOrder = (o: Order): o is UnitOrder => 'unit' in o && o.kind !== 'command';
