/**
 * The two board sides (phalanxx §components.9, §setup.4): side II/IV for 2 and 4 players,
 * side III for 3 players.
 *
 * RECONSTRUCTED: the board is an image absent from the rulebook extraction. What the text
 * fixes: cities are held by 2 meeples and oases by 1 (§setup.17); numbered starting cities
 * and oases (§setup.16); on side II/IV the left half holds the city Persepolis "3", the city
 * Issos "1" and the oases "2" and "4" (§setup2p.2); in the solo game the neutral player
 * fills every other city and oasis of the left half with his 12 meeples (§solo.3), so that
 * half has at most 4 other cities and oases worth 12 meeples. Regions follow the satrapies
 * of Alexander's empire; cities, oases, values and adjacency are ours (see
 * docs/rules/phalanxx/decisions.md, "Board").
 */
import type { BoardSide, Region, RegionKind } from '../types.ts';

type Row = [id: string, name: string, kind: RegionKind, value: number, start: number | undefined, adjacent: string[], half?: 'left' | 'right'];

function side(id: BoardSide['id'], rows: Row[]): BoardSide {
  const regions: Region[] = rows.map(([rid, name, kind, value, start, adjacent, half]) => ({
    id: rid,
    name,
    kind,
    value,
    ...(start !== undefined ? { start } : {}),
    ...(half ? { half } : {}),
    adjacent,
  }));
  return { id, regions, reconstructed: true };
}

const L = 'left' as const;
const R = 'right' as const;

/** Side II/IV: the west (Anatolia to Persis) on the left half, the east (Parthia to India) on the right. */
export const SIDE_II_IV: BoardSide = side('II/IV', [
  ['phrygia', 'Phrygia', 'land', 0, undefined, ['cappadocia', 'cilicia'], L],
  ['cappadocia', 'Cappadocia', 'land', 0, undefined, ['phrygia', 'cilicia', 'armenia', 'syria'], L],
  ['armenia', 'Armenia', 'land', 0, undefined, ['cappadocia', 'assyria', 'media'], L],
  ['cilicia', 'Issos', 'city', 3, 1, ['phrygia', 'cappadocia', 'syria'], L],
  ['syria', 'Syria', 'land', 0, undefined, ['cilicia', 'cappadocia', 'phoenicia', 'palmyrene', 'assyria'], L],
  ['phoenicia', 'Tyros', 'city', 4, undefined, ['syria', 'palmyrene', 'arabia'], L],
  ['palmyrene', 'Palmyra', 'oasis', 2, 4, ['syria', 'phoenicia', 'arabia', 'babylonia', 'assyria'], L],
  ['arabia', 'Tayma', 'oasis', 3, undefined, ['phoenicia', 'palmyrene', 'babylonia'], L],
  ['assyria', 'Assyria', 'land', 0, undefined, ['armenia', 'syria', 'palmyrene', 'babylonia', 'media'], L],
  ['babylonia', 'Babylon', 'city', 5, undefined, ['assyria', 'palmyrene', 'arabia', 'susiana', 'media'], L],
  ['media', 'Media', 'land', 0, undefined, ['armenia', 'assyria', 'babylonia', 'susiana', 'paraitakene', 'hyrcania', 'parthia'], L],
  ['susiana', 'Susa', 'city', 4, undefined, ['babylonia', 'media', 'paraitakene', 'persis'], L],
  ['paraitakene', 'Paraitakene', 'land', 0, undefined, ['media', 'susiana', 'persis', 'ysatis', 'parthia'], L],
  ['persis', 'Persepolis', 'city', 3, 3, ['susiana', 'paraitakene', 'ysatis', 'carmania'], L],
  ['ysatis', 'Yazd', 'oasis', 2, 2, ['paraitakene', 'persis', 'parthia', 'carmania'], L],

  ['hyrcania', 'Hyrcania', 'land', 0, undefined, ['media', 'parthia', 'margiana', 'chorasmia'], R],
  ['parthia', 'Hekatompylos', 'city', 3, 2, ['media', 'paraitakene', 'ysatis', 'hyrcania', 'margiana', 'aria'], R],
  ['chorasmia', 'Chorasmia', 'oasis', 3, undefined, ['hyrcania', 'margiana', 'sogdiana'], R],
  ['margiana', 'Merv', 'oasis', 2, 1, ['hyrcania', 'parthia', 'chorasmia', 'aria', 'bactria'], R],
  ['aria', 'Alexandria Areia', 'city', 4, undefined, ['parthia', 'margiana', 'bactria', 'drangiana', 'paropamisadai'], R],
  ['carmania', 'Carmania', 'land', 0, undefined, ['persis', 'ysatis', 'drangiana', 'gedrosia'], R],
  ['drangiana', 'Drangiana', 'land', 0, undefined, ['aria', 'carmania', 'gedrosia', 'arachosia'], R],
  ['gedrosia', 'Pura', 'oasis', 2, 3, ['carmania', 'drangiana', 'arachosia', 'sindh'], R],
  ['arachosia', 'Alexandria Arachosia', 'city', 3, 4, ['drangiana', 'gedrosia', 'paropamisadai', 'sindh'], R],
  ['bactria', 'Baktra', 'city', 5, undefined, ['margiana', 'aria', 'sogdiana', 'paropamisadai'], R],
  ['sogdiana', 'Sogdiana', 'land', 0, undefined, ['chorasmia', 'bactria'], R],
  ['paropamisadai', 'Paropamisadai', 'land', 0, undefined, ['aria', 'bactria', 'arachosia', 'gandhara'], R],
  ['gandhara', 'Taxila', 'city', 4, undefined, ['paropamisadai', 'pauravas'], R],
  ['pauravas', 'Pauravas', 'land', 0, undefined, ['gandhara', 'sindh'], R],
  ['sindh', 'Sindh', 'land', 0, undefined, ['gedrosia', 'arachosia', 'pauravas'], R],
]);

/** Side III: one map for three players, fewer regions. */
export const SIDE_III: BoardSide = side('III', [
  ['phrygia', 'Phrygia', 'land', 0, undefined, ['cilicia', 'armenia']],
  ['cilicia', 'Issos', 'city', 3, 1, ['phrygia', 'armenia', 'syria']],
  ['armenia', 'Armenia', 'land', 0, undefined, ['phrygia', 'cilicia', 'syria', 'assyria', 'media']],
  ['syria', 'Syria', 'land', 0, undefined, ['cilicia', 'armenia', 'phoenicia', 'palmyrene', 'assyria']],
  ['phoenicia', 'Tyros', 'city', 4, undefined, ['syria', 'palmyrene', 'arabia']],
  ['palmyrene', 'Palmyra', 'oasis', 2, 2, ['syria', 'phoenicia', 'arabia', 'babylonia', 'assyria']],
  ['arabia', 'Tayma', 'oasis', 3, undefined, ['phoenicia', 'palmyrene', 'babylonia']],
  ['assyria', 'Assyria', 'land', 0, undefined, ['armenia', 'syria', 'palmyrene', 'babylonia', 'media']],
  ['babylonia', 'Babylon', 'city', 5, undefined, ['assyria', 'palmyrene', 'arabia', 'susiana', 'media']],
  ['media', 'Ekbatana', 'city', 4, undefined, ['armenia', 'assyria', 'babylonia', 'susiana', 'ysatis', 'parthia']],
  ['susiana', 'Susa', 'city', 4, undefined, ['babylonia', 'media', 'persis']],
  ['persis', 'Persepolis', 'city', 3, 3, ['susiana', 'ysatis', 'carmania']],
  ['ysatis', 'Yazd', 'oasis', 3, undefined, ['media', 'persis', 'carmania', 'parthia', 'aria']],
  ['parthia', 'Hekatompylos', 'city', 3, 2, ['media', 'ysatis', 'margiana', 'aria']],
  ['margiana', 'Merv', 'oasis', 2, 1, ['parthia', 'aria', 'bactria']],
  ['aria', 'Aria', 'land', 0, undefined, ['parthia', 'ysatis', 'margiana', 'bactria', 'carmania', 'arachosia']],
  ['carmania', 'Carmania', 'land', 0, undefined, ['persis', 'ysatis', 'aria', 'gedrosia']],
  ['bactria', 'Baktra', 'city', 5, undefined, ['margiana', 'aria', 'arachosia', 'gandhara']],
  ['arachosia', 'Arachosia', 'land', 0, undefined, ['aria', 'bactria', 'gedrosia', 'gandhara']],
  ['gedrosia', 'Pura', 'oasis', 2, 3, ['carmania', 'arachosia']],
  ['gandhara', 'Taxila', 'city', 4, undefined, ['bactria', 'arachosia']],
]);

export const BOARD_SIDES: Record<BoardSide['id'], BoardSide> = { 'II/IV': SIDE_II_IV, III: SIDE_III };

/** Two-player starting places on the left half of side II/IV (phalanxx §setup2p.2): first player, second player. */
export const TWO_PLAYER_STARTS: readonly { city: string; oasis: string }[] = [
  { city: 'cilicia', oasis: 'palmyrene' },
  { city: 'persis', oasis: 'ysatis' },
];

/** Solo: the player's city and oasis (phalanxx §solo.2; the text's oasis "3" read as "2", see decisions.md). */
export const SOLO_START = { city: 'persis', oasis: 'ysatis' } as const;

const regionIndex = new Map<string, Map<string, Region>>(
  Object.values(BOARD_SIDES).map((s) => [s.id, new Map(s.regions.map((r) => [r.id, r]))]),
);

export function regionOf(sideId: BoardSide['id'], id: string): Region {
  const r = regionIndex.get(sideId)?.get(id);
  if (!r) throw new RangeError(`no region ${id} on side ${sideId}`);
  return r;
}
