/**
 * What the catalogs need to know of the engine's ids to name them as a player reads them: a
 * unit's side, type, strength and origin (`syracuse 1.1`), a stratagem counter's faces
 * (`syracuse 1.3`), a reinforcement group's side, turn and leaders (`syracuse 10.1`). Data only —
 * each language writes its own words.
 */
import { LEADER, REINFORCEMENTS, UNIT } from '../data/counters.ts';
import type { Placement, UnitSpec } from '../data/counters.ts';
import { COUNTER } from '../data/tables.ts';

export const unitOf = (id: string): UnitSpec | undefined => UNIT[id];
export const isLeader = (id: string): boolean => LEADER[id] !== undefined;

/** The distinct faces of a stratagem counter (`c13` carries S25 twice), or [] for an unknown id. */
export function facesOf(counter: string): string[] {
  const c = COUNTER[counter];
  return c ? [...new Set(c.faces.map((f) => f.id))] : [];
}

/** A reinforcement group by its id (`10.1.AR8`, `10.1.SR4a`, with a `-n` suffix when a rule row has several groups). */
export function groupOf(id: string): Placement | undefined {
  const rule = `syracuse ${id.replace(/^syracuse /, '').replace(/-\d+$/, '')}`;
  return REINFORCEMENTS.find((p) => p.rule === rule);
}

/** The kind of a stratagem's or an Advantage's target id, so a catalog can name it. */
export type Thing =
  | { k: 'place'; zone: string; fort: boolean }
  | { k: 'piece'; id: string }
  | { k: 'stratagem'; face: string }
  | { k: 'group'; id: string }
  | { k: 'build'; id: string }
  | { k: 'advantage'; use: string }
  | { k: 'return'; leader: string }
  | { k: 'unknown'; id: string };

export function thingOf(id: string, buildIds: (id: string) => boolean): Thing {
  const zone = /^(T\d+|M\d+|Catane)(:fort)?$/.exec(id);
  if (zone) return { k: 'place', zone: zone[1]!, fort: zone[2] !== undefined };
  if (UNIT[id] || LEADER[id]) return { k: 'piece', id };
  if (/^S\d+$/.test(id)) return { k: 'stratagem', face: id };
  if (id.startsWith('return:')) return { k: 'return', leader: id.slice(7) };
  if (groupOf(id)) return { k: 'group', id };
  if (buildIds(id)) return { k: 'build', id };
  if (['+2ap', 'initiative', 'reroll', 'recover', 'advantage', 'draw'].includes(id)) return { k: 'advantage', use: id };
  return { k: 'unknown', id };
}
