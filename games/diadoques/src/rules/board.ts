/**
 * The board's units as the validator reads them — who stands where, and the same units as the
 * adjudication core's legality checks see them — worked out once for a position and shared by
 * every player's validation of it.
 *
 * Issue 22: each of the six players' validations of a step (`./void-orders.ts`) indexed every
 * unit of the board anew, placed each in its region and built the core's unit for it, though
 * only the player's own orders differ from one validation to the next (about a third of a
 * validation, a twentieth of a whole Diadokhoi game). A state is plain data that its holder may
 * still change (a test, a resolution working in its own copy), so a kept board is used only
 * while every unit of the state is the same object with the same type, power, space, coast and
 * voyage — all that the board is made from — else it is made again.
 */
import type { Unit as CoreUnit } from '../core/index.ts';
import type { MapGeography } from './geography.ts';
import type { GameState, SpaceId, UnitState } from './state.ts';
import { coreKind } from './units.ts';

export interface Board {
  /** The units standing on the board (not under way), in the state's order. */
  readonly standing: readonly UnitState[];
  /** The same, by space. */
  readonly bySpace: ReadonlyMap<SpaceId, readonly UnitState[]>;
  /** Two standing units share a space (the first turn's stacks): their regions depend on the orders. */
  readonly stacked: boolean;
}

/** The standing units as the core's legality checks see them (regions, kinds; strengths unread). */
export interface CoreBoard {
  /** Per standing unit, its region (`MAC`, `Aeg/nc`). */
  readonly regions: readonly string[];
  /** Per standing unit, the core's unit: frozen, so that the core may keep what it derives from them. */
  readonly units: readonly CoreUnit[];
}

interface Kept {
  board: Board;
  /** What the board was made from, unit by unit (`state.units`, transit ones included). */
  units: UnitState[];
  seen: (string | boolean | undefined)[];
  core?: { geo: MapGeography; core: CoreBoard };
}

const kept = new WeakMap<GameState, Kept>();

/** The fields of a unit a board reads, in a flat list. */
const FIELDS = 5;
function note(out: (string | boolean | undefined)[], u: UnitState): void {
  out.push(u.type, u.power, u.space, u.coast, u.transit !== undefined);
}

function unchanged(k: Kept, state: GameState): boolean {
  const units = state.units;
  if (units.length !== k.units.length) return false;
  const seen = k.seen;
  for (let i = 0, j = 0; i < units.length; i++, j += FIELDS) {
    const u = units[i]!;
    if (u !== k.units[i] || u.type !== seen[j] || u.power !== seen[j + 1] || u.space !== seen[j + 2] || u.coast !== seen[j + 3] || (u.transit !== undefined) !== seen[j + 4]) return false;
  }
  return true;
}

function kept1(state: GameState): Kept {
  const hit = kept.get(state);
  if (hit && unchanged(hit, state)) return hit;
  const standing: UnitState[] = [];
  const bySpace = new Map<SpaceId, UnitState[]>();
  let stacked = false;
  const seen: (string | boolean | undefined)[] = [];
  for (const u of state.units) {
    note(seen, u);
    if (u.transit) continue;
    standing.push(u);
    const here = bySpace.get(u.space);
    if (here) {
      here.push(u);
      stacked = true;
    } else bySpace.set(u.space, [u]);
  }
  const k: Kept = { board: { standing, bySpace, stacked }, units: [...state.units], seen };
  kept.set(state, k);
  return k;
}

/** The board of `state`, shared by the validations of one position (read only). */
export function boardOf(state: GameState): Board {
  return kept1(state).board;
}

/**
 * The standing units of `state` for the core's legality checks, when no two of them share a
 * space (else the orders decide which one stands in the province, `./movement.ts` `placeUnits`):
 * each unit in its region, with the core's kind and no strength, in the board's order.
 */
export function coreBoardOf(state: GameState, geo: MapGeography): CoreBoard | undefined {
  const k = kept1(state);
  if (k.board.stacked) return undefined;
  if (k.core?.geo === geo) return k.core.core;
  const regions = k.board.standing.map((u) => geo.regionOf(u.space, u.coast));
  const units = Object.freeze(k.board.standing.map((u, i): CoreUnit => Object.freeze({ power: u.power, kind: coreKind(geo.map, u), region: regions[i]!, strength: 0 })));
  const core: CoreBoard = { regions, units };
  k.core = { geo, core };
  return core;
}
