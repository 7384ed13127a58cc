/**
 * Orders built by clicking, written in the ruleset's own notation so that the text the
 * player sees is exactly what he could have typed: French for diadoques (`diadoques §9a.17`:
 * `A PHE SYR`, `A PHE X`, `F MOR A1 Alexandrie`, `F MOR Ra Alexandrie`,
 * `F MOR Re MIO, CYC, X`), English for diadokhoi (`diadokhoi §6.3.36`: `A Arc - Egy`,
 * `A Cil H`, `A Lyd Bsg1 Sardes`, `F EMS Spl Alexandria`, `A Cil - Cat`).
 */
import type { GameMap } from '@diadochi/diadoques/map';
import { space as spaceOf } from '@diadochi/diadoques/map';
import { parseOrder, placeName as enginePlaceName, printOrder, printUnit } from '@diadochi/diadoques';
import type { MilitaryOrder } from '@diadochi/diadoques';

export interface UnitRef {
  type: string;
  space: string;
  /** In a stack, the mark that names the unit (`*`, `#`, a character id: `diadoques §9a.3`, issue 18). */
  leader?: string;
}

export type Draft =
  | { kind: 'hold'; unit: UnitRef }
  | { kind: 'move'; unit: UnitRef; to: string }
  | { kind: 'support'; unit: UnitRef; target: UnitRef; to?: string }
  | { kind: 'convoy'; unit: UnitRef; target: UnitRef; to: string }
  | { kind: 'siege'; unit: UnitRef; citadel: string; round: 1 | 2 }
  | { kind: 'resupply'; unit: UnitRef; citadel: string }
  | { kind: 'retreats'; unit: UnitRef; to: string[] }
  | { kind: 'retreat'; unit: UnitRef; to: string }
  | { kind: 'disband'; unit: UnitRef };

/** How a place is written in orders: provinces and seas by abbreviation, citadels by name (`diadoques §9a.4`). */
export function placeName(map: GameMap, id: string): string {
  return id === 'X' ? 'X' : enginePlaceName(map, id);
}

/** A unit of the board as the engine's orders name it. */
export function engineUnit(map: GameMap, u: UnitRef): { type: never; space: string; leader?: string } {
  // A diadokhoi garrison is written G whatever its type (`diadokhoi §4.2.7`).
  const type = map.ruleset === 'diadokhoi' && spaceOf(map, u.space)?.kind === 'citadel' ? 'G' : u.type;
  return { type: type as never, space: u.space, ...(u.leader !== undefined ? { leader: u.leader } : {}) };
}

/** A unit as its order names it (`A PHE`, `A* PHR`, `G Sardis`), written by the engine. */
export function unitText(map: GameMap, u: UnitRef): string {
  return printUnit(map, engineUnit(map, u));
}

/** The order a draft stands for, in the engine's own terms: one printer for the engine and the board (issue 18). */
function asOrder(map: GameMap, d: Draft): MilitaryOrder {
  const unit = engineUnit(map, d.unit);
  switch (d.kind) {
    case 'support':
      return { kind: 'support', unit, target: engineUnit(map, d.target), ...(d.to !== undefined && d.to !== d.target.space ? { to: d.to } : {}) };
    case 'convoy':
      return { kind: 'convoy', unit, target: engineUnit(map, d.target), to: d.to };
    case 'hold':
    case 'disband':
      return { kind: d.kind, unit };
    default:
      return { ...d, unit } as MilitaryOrder;
  }
}

export function printDraft(map: GameMap, d: Draft): string {
  return printOrder(map, asOrder(map, d));
}

/** The order a written line stands for, read by the engine's own reader; `null` when it does not read. */
export function readLine(map: GameMap, line: string): MilitaryOrder | null {
  const r = parseOrder(line, { map });
  return r.ok ? r.value : null;
}

/** Whether a written order line is about the unit in `space` (its order names that unit). */
export function lineIsFor(map: GameMap, line: string, u: UnitRef): boolean {
  const o = readLine(map, line);
  return o !== null && 'unit' in o && o.kind !== 'command' && o.unit.space === u.space;
}
