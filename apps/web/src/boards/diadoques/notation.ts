/**
 * Orders built by clicking, written in the ruleset's own notation so that the text the
 * player sees is exactly what he could have typed: French for diadoques (`diadoques §9a.17`:
 * `A PHE SYR`, `A PHE X`, `F MOR A1 Alexandrie`, `F MOR Ra Alexandrie`,
 * `F MOR Re MIO, CYC, X`), English for diadokhoi (`diadokhoi §6.3.36`: `A Arc - Egy`,
 * `A Cil H`, `A Lyd Bsg1 Sardes`, `F EMS Spl Alexandria`, `A Cil - Cat`).
 */
import type { GameMap } from '@diadochi/diadoques/map';
import { space as spaceOf } from '@diadochi/diadoques/map';
import { printUnit } from '@diadochi/diadoques';

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
  if (id === 'X') return 'X';
  const s = spaceOf(map, id);
  if (!s) return id;
  if (s.kind === 'citadel') return map.ruleset === 'diadoques' ? s.names.fr : s.names.en;
  return id;
}

export function unitText(map: GameMap, u: UnitRef): string {
  const s = spaceOf(map, u.space);
  // A diadokhoi garrison is written G whatever its type (`diadokhoi §4.2.7`).
  const type = map.ruleset === 'diadokhoi' && s?.kind === 'citadel' ? 'G' : u.type;
  // A marked unit is written as the engine writes it (`A* PHR`, `A Philippe III MAC`).
  if (u.leader !== undefined) return printUnit(map, { type: type as never, leader: u.leader, space: u.space });
  return `${type} ${placeName(map, u.space)}`;
}

export function printDraft(map: GameMap, d: Draft): string {
  const fr = map.ruleset === 'diadoques';
  const unit = unitText(map, d.unit);
  const go = fr ? ' ' : ' - ';
  switch (d.kind) {
    case 'hold':
      return `${unit} ${fr ? 'X' : 'H'}`;
    case 'move':
      return `${unit}${go}${placeName(map, d.to)}`;
    case 'support':
      return d.to === undefined || d.to === d.target.space ? `${unit} S ${unitText(map, d.target)}` : `${unit} S ${unitText(map, d.target)}${go}${placeName(map, d.to)}`;
    case 'convoy':
      return `${unit} C ${unitText(map, d.target)}${go}${placeName(map, d.to)}`;
    case 'siege':
      return `${unit} ${fr ? 'A' : 'Bsg'}${d.round} ${placeName(map, d.citadel)}`;
    case 'resupply':
      return `${unit} ${fr ? 'Ra' : 'Spl'} ${placeName(map, d.citadel)}`;
    case 'retreats':
      return `${unit} Re ${d.to.map((x) => placeName(map, x)).join(', ')}`;
    case 'retreat':
      return `${unit} - ${placeName(map, d.to)}`;
    case 'disband':
      return `${unit} disband`;
  }
}

/** Whether a written order line is about the unit in `space` (the line starts with that unit). */
export function lineIsFor(map: GameMap, line: string, u: UnitRef): boolean {
  const words = line.trim().replace(/^[A-Za-z]{1,2}[*#]?\s+/, '');
  const name = placeName(map, u.space).toLowerCase();
  const rest = words.toLowerCase();
  return rest === name || rest.startsWith(`${name} `) || rest.startsWith(`${name}-`);
}
