/**
 * The works in progress as a board shows them (display only, pure): each side's line of walls in
 * its building order (`syracuse 5.4.5`: Athenian 1, 2, 3 after the camp, 5.4.4; Syracusan 1, 2,
 * then 3A or 3B), how many stand, which one the order lets him build next, and the other works
 * (the camp, the forts, the chains). "Next" follows the order rules only (5.4.4–5.4.7); whether
 * builders stand by the site (5.1.4) and the works points are the engine's to check when the
 * works phase lists its choices.
 */
import { FORTS, WALL, WALLS } from '../data/map.ts';
import type { Side, WallId } from '../data/map.ts';
import type { SyracuseView } from '../view.ts';

export type WorkState = 'none' | 'built' | 'destroyed' | 'broken';

export interface WorkItem {
  /** A build id of the catalog (`build.<id>`): `camp`, `A1`…, `S3B`, a fort, `chains`. */
  id: string;
  state: WorkState;
  /** Who holds it (forts change hands, 4.3); the builder otherwise. */
  owner: Side;
  /** The order of the works lets its side build (or repair) it next. */
  next: boolean;
}

export interface WorksLine {
  side: Side;
  /** The walls in building order (the Athenian line opens with the camp, 5.4.4). */
  line: WorkItem[];
  /** Walls standing, of the `total` his line needs (S3A and S3B are one step, 5.4.5). */
  built: number;
  total: number;
  /** Forts he built or holds, and the chains (Syracusan). */
  others: WorkItem[];
}

type WorksView = Pick<SyracuseView, 'camp' | 'walls' | 'chains' | 'forts'>;

/** A wall the order rules let its side build or repair now (`syracuse 5.4.2`–`5.4.7`). */
export function wallNext(v: WorksView, id: WallId): boolean {
  const w = WALL[id];
  const st = v.walls[id];
  if (st === 'built') return false;
  if (st === 'destroyed') return true; // repair (5.4.2)
  if (w.side === 'ath' && v.camp !== 'built') return false; // 5.4.4
  if (WALLS.some((x) => x.side === w.side && v.walls[x.id] === 'destroyed')) return false; // 5.4.7
  if (w.after && v.walls[w.after] !== 'built') return false; // 5.4.5
  if (id === 'S3A' && v.walls.S3B !== 'none') return false;
  if (id === 'S3B' && v.walls.S3A !== 'none') return false;
  if (id === 'A3' && v.walls.S3A === 'built') return false; // 5.4.6
  if (id === 'S3A' && v.walls.A3 === 'built') return false;
  return true;
}

export function worksProgress(v: WorksView): Record<Side, WorksLine> {
  const wall = (id: WallId): WorkItem => ({ id, state: v.walls[id], owner: WALL[id].side, next: wallNext(v, id) });
  const camp: WorkItem = { id: 'camp', state: v.camp, owner: 'ath', next: v.camp === 'none' };
  const forts = (side: Side): WorkItem[] =>
    FORTS.filter((f) => (v.forts[f.id].built ? v.forts[f.id].owner === side : side === 'ath')).map((f) => ({ id: f.id, state: v.forts[f.id].built ? 'built' : 'none', owner: v.forts[f.id].owner, next: false }));
  const standing = (ids: WallId[]) => ids.filter((id) => v.walls[id] === 'built').length;
  const chains: WorkItem = { id: 'chains', state: v.chains, owner: 'syr', next: v.chains !== 'built' && v.forts.plemmyrion.built && v.forts.plemmyrion.owner === 'syr' };
  return {
    ath: { side: 'ath', line: [camp, wall('A1'), wall('A2'), wall('A3')], built: standing(['A1', 'A2', 'A3']), total: 3, others: forts('ath') },
    syr: { side: 'syr', line: [wall('S1'), wall('S2'), wall('S3A'), wall('S3B')], built: Math.min(3, standing(['S1', 'S2', 'S3A', 'S3B'])), total: 3, others: [...forts('syr'), chains] },
  };
}
