/**
 * Writing orders in a ruleset's own notation: the French one for diadoques
 * (`diadoques §9a.17`: `A PHE SYR`, `A PHE X`), the English one for diadokhoi
 * (`diadokhoi §6.3.36`: `A Arc - Egy`, `A Cil H`). `parseOrder(printOrder(o)) == o`.
 */
import type { GameMap, RulesetId } from '../../map/types.ts';
import { characterName, placeName } from '../names.ts';
import type { Order, UnitRef } from './types.ts';
import { profileOf } from '../../rulebook/index.ts';

export function printUnit(map: GameMap, ref: UnitRef): string {
  const ruleset = map.ruleset as RulesetId;
  const mark = ref.leader === undefined ? '' : ref.leader === '*' || ref.leader === '#' ? ref.leader : ` ${characterName(ruleset, ref.leader)}`;
  const head = `${ref.type ?? ''}${mark}`.trim();
  const where = placeName(map, ref.space, ref.coast);
  return head === '' ? where : `${head} ${where}`;
}

function place(map: GameMap, id: string, coast?: string): string {
  return placeName(map, id, coast);
}

/** A retreat-list entry: a space, a `space/coast` region, or `X`. */
function listEntry(map: GameMap, entry: string): string {
  if (entry === 'X') return 'X';
  const [space, coast] = entry.split('/');
  return place(map, space!, coast);
}

export function printOrder(map: GameMap, o: Order): string {
  const ruleset = map.ruleset as RulesetId;
  const notation = profileOf(ruleset).notation;
  const dash = notation.to;
  switch (o.kind) {
    case 'character': {
      const who = characterName(ruleset, o.character);
      const from = o.from ? ` ${place(map, o.from)}` : '';
      if (o.route && o.to !== undefined) return `${who}${from} - (${o.route.map((r) => place(map, r)).join(' - ')}) - ${place(map, o.to)}`;
      return o.to === undefined ? `${who}${from} ${notation.hold}` : `${who}${from}${o.from ? dash : ' '}${place(map, o.to)}`;
    }
    case 'no-capture':
    case 'dissociate':
      return `${o.kind} ${characterName(ruleset, o.character)}`;
    case 'command':
      return `command ${characterName(ruleset, o.character)} ${printUnit(map, o.unit)}`;
    case 'no-control':
      return `no-control ${place(map, o.space)}`;
    case 'no-treasure':
      return `no-treasure ${place(map, o.citadel)}`;
    case 'passage':
      return `passage ${o.power}`;
    default:
      break;
  }
  const unit = printUnit(map, o.unit);
  switch (o.kind) {
    case 'hold':
      return `${unit} ${notation.hold}`;
    case 'disband':
      return `${unit} disband`;
    case 'move': {
      if (o.as) return `${unit} = ${o.as} ${place(map, o.to, o.coast)}`;
      const route = o.route ? ` - (${o.route.map((r) => place(map, r)).join(' - ')})` : '';
      return `${unit}${route}${route ? ' - ' : dash}${place(map, o.to, o.coast)}`;
    }
    case 'retreat':
      return `${unit} - ${place(map, o.to, o.coast)}`;
    case 'support': {
      const target = printUnit(map, o.target);
      return o.to === undefined ? `${unit} S ${target}` : `${unit} S ${target}${notation.to}${place(map, o.to, o.toCoast)}`;
    }
    case 'convoy':
      return `${unit} C ${printUnit(map, o.target)}${notation.to}${place(map, o.to)}`;
    case 'siege':
      return `${unit} ${notation.siege}${o.round} ${place(map, o.citadel)}`;
    case 'resupply':
      return `${unit} ${notation.resupply} ${place(map, o.citadel)}`;
    case 'retreats':
      return `${unit} Re ${o.to.map((t) => listEntry(map, t)).join(', ')}`;
  }
}
