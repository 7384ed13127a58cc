import type { Geography } from '../../src/core/index.ts';

/**
 * A small made-up map for core tests, to show the core needs no Diplomacy map. Land spaces are
 * upper-case letters, seas start with `s`, and `Pc` is the citadel of province P: a space of its
 * own, holding a garrison while an army stands in the field of P. A border is crossed by armies
 * (`land`), fleets (`sea`) or both (`coast`).
 *
 *     A — B — C          A–C: a mountain range (moves cross it, supports do not)
 *     |   |   |          Bc: citadel of B (armies and garrisons, from and to B only)
 *     D — E — F          s1 borders A, B, D, E and s2; s2 borders C, F and s1
 */
type Crossing = 'land' | 'sea' | 'coast';

const BORDERS: [string, string, Crossing][] = [
  ['A', 'B', 'land'],
  ['B', 'C', 'land'],
  ['A', 'C', 'land'],
  ['A', 'D', 'land'],
  ['B', 'E', 'land'],
  ['C', 'F', 'land'],
  ['D', 'E', 'land'],
  ['E', 'F', 'land'],
  ['B', 'Bc', 'land'],
  ['A', 's1', 'sea'],
  ['B', 's1', 'sea'],
  ['D', 's1', 'sea'],
  ['E', 's1', 'sea'],
  ['s1', 's2', 'sea'],
  ['C', 's2', 'sea'],
  ['F', 's2', 'sea'],
];

export const MOUNTAINS: [string, string][] = [['A', 'C']];

const crossing = new Map<string, Crossing>();
for (const [a, b, c] of BORDERS) {
  crossing.set(`${a}|${b}`, c);
  crossing.set(`${b}|${a}`, c);
}
const SPACES = [...new Set(BORDERS.flatMap(([a, b]) => [a, b]))];

export const toyMap: Geography = {
  spaceOf: (region) => (SPACES.includes(region) ? region : undefined),
  regionsOf: (space) => (SPACES.includes(space) ? [space] : []),
  neighbours: (region) => SPACES.filter((s) => crossing.has(`${region}|${s}`)),
  adjacent: (kind, from, to) => {
    const c = crossing.get(`${from}|${to}`);
    if (c === undefined) return false;
    if (kind === 'fleet') return c !== 'land';
    return c !== 'sea';
  },
  canConvoy: (kind, region) => kind === 'fleet' && region.startsWith('s'),
  canBeConvoyed: (kind) => kind === 'army',
};

export const acrossMountains = (a: string, b: string): boolean => MOUNTAINS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
