/**
 * Tables as data: the Combat Results Table (`syracuse T-CRT`), the turn track
 * (`syracuse LOST.track`, reconstructed) and the stratagem counters (`syracuse LOST.stratfaces`,
 * reconstructed but for the S6/S11 pairing of `syracuse 2.A.3`).
 */
import type { Side } from './map.ts';

/** A side's result: E eliminated, A all reduced, a fraction of units reduced, R nothing (`syracuse 4.2.1`). */
export type Loss = 'E' | 'A' | '3/4' | '1/2' | '1/4' | 'R';

/** Odds columns, from the attacker's worst (`syracuse T-CRT.cols`). */
export const COLUMNS = ['1/3', '1/2', '2/3', '1/1', '3/2', '2/1', '3/1'] as const;

/** Rows: modified die −1 or less … 8 or more (`syracuse T-CRT.row-1` … `row8`). Each cell: [attacker, defender]. */
export const CRT: Readonly<Record<number, readonly (readonly [Loss, Loss])[]>> = {
  [-1]: [['E', 'R'], ['A', 'R'], ['3/4', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/2', 'R']],
  0: [['E', 'R'], ['3/4', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/4', '1/4']],
  1: [['A', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/4', '1/4'], ['1/4', '1/4']],
  2: [['A', 'R'], ['1/2', 'R'], ['1/2', 'R'], ['1/4', 'R'], ['1/4', '1/4'], ['1/4', '1/4'], ['1/4', '1/2']],
  3: [['3/4', 'R'], ['1/2', 'R'], ['1/4', 'R'], ['1/4', '1/4'], ['1/4', '1/4'], ['1/4', '1/4'], ['R', '1/2']],
  4: [['1/2', 'R'], ['1/4', '1/4'], ['1/4', '1/4'], ['1/4', '1/4'], ['1/4', '1/4'], ['R', '1/2'], ['R', '3/4']],
  5: [['1/2', '1/4'], ['1/4', '1/4'], ['1/4', '1/4'], ['R', '1/4'], ['R', '1/2'], ['R', '1/2'], ['R', 'A']],
  6: [['1/4', '1/4'], ['1/4', '1/4'], ['R', '1/4'], ['R', '1/2'], ['R', '1/2'], ['R', '3/4'], ['R', 'A']],
  7: [['1/4', '1/4'], ['R', '1/4'], ['R', '1/2'], ['R', '1/2'], ['R', '1/2'], ['R', '3/4'], ['R', 'E']],
  8: [['R', '1/2'], ['R', '1/2'], ['R', '1/2'], ['R', '1/2'], ['R', '3/4'], ['R', 'A'], ['R', 'E']],
};

const SEVERITY: Record<Loss, number> = { R: 0, '1/4': 1, '1/2': 2, '3/4': 3, A: 4, E: 5 };

/**
 * The winner of a cell (`syracuse LOST.crtbold`, the bold is lost): the side with the lighter
 * result wins; equal results are held by the defender. Decision recorded in decisions.md.
 */
export function cellWinner(cell: readonly [Loss, Loss]): 'attacker' | 'defender' {
  return SEVERITY[cell[0]] < SEVERITY[cell[1]] ? 'attacker' : 'defender';
}

/**
 * The odds column (`syracuse 4.2.0.1`: always rounded in the defender's favour): the best column
 * whose ratio the attacker reaches or beats. 0 when the defender has no PF and the attacker has some.
 */
export function oddsColumn(attack: number, defence: number): number {
  if (defence <= 0) return attack > 0 ? COLUMNS.length - 1 : 0;
  const ratios: [number, number][] = [[1, 3], [1, 2], [2, 3], [1, 1], [3, 2], [2, 1], [3, 1]];
  let col = 0;
  ratios.forEach(([n, d], i) => {
    if (attack * d >= defence * n) col = i;
  });
  return col;
}

export function crtCell(column: number, roll: number): readonly [Loss, Loss] {
  const c = Math.max(0, Math.min(COLUMNS.length - 1, column));
  const r = Math.max(-1, Math.min(8, roll));
  return CRT[r]![c]!;
}

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/**
 * The turn track (`syracuse LOST.track`, reconstructed): turn 1 = autumn 415, turn 9 = autumn 413,
 * turn 0 (scenario 10.2) = summer 415. Winter turns belong to the year they end in, so the
 * "four turns of 414" are 2–5 and those of "−413" are 6–9; turn 3 is the "spring −414" of 2.B.1.6,
 * turn 4 (summer 414) brings Gylippus and turn 8 (summer 413) Demosthenes, as in Thucydides.
 */
export function turnInfo(turn: number): { season: Season; year: number } {
  const seasons: Season[] = ['summer', 'autumn', 'winter', 'spring'];
  const season = seasons[((turn % 4) + 4) % 4]!;
  const year = turn <= 1 ? 415 : turn <= 5 ? 414 : 413;
  return { season, year };
}

export type FaceColour = Side | 'neutral';
export interface StratagemFace {
  id: string; // S1…S25
  colour: FaceColour;
}
export interface StratagemCounter {
  id: string; // c1…c13
  faces: [StratagemFace, StratagemFace];
}

/**
 * The 13 counters (`syracuse 1.3`, `syracuse 7.0.1`) — RECONSTRUCTED except S6/S11 (2.A.3):
 * 25 stratagems on 26 faces, S25 printed once in each camp's colour. Faces that only one side
 * can sensibly use (S1 Athenian tactic, S5/S6/S8/S21 against Athens or for Syracuse, S10 rolled
 * by the Athenian, S13 camp) take that side's colour; the rest are neutral. S17 and S18 sit on
 * different counters, or S17 could never answer an S18 (S18 text).
 */
export const STRATAGEM_COUNTERS: readonly StratagemCounter[] = [
  { id: 'c1', faces: [{ id: 'S1', colour: 'ath' }, { id: 'S2', colour: 'neutral' }] },
  { id: 'c2', faces: [{ id: 'S3', colour: 'neutral' }, { id: 'S4', colour: 'neutral' }] },
  { id: 'c3', faces: [{ id: 'S5', colour: 'syr' }, { id: 'S7', colour: 'neutral' }] },
  { id: 'c4', faces: [{ id: 'S6', colour: 'syr' }, { id: 'S11', colour: 'neutral' }] },
  { id: 'c5', faces: [{ id: 'S8', colour: 'syr' }, { id: 'S9', colour: 'neutral' }] },
  { id: 'c6', faces: [{ id: 'S10', colour: 'ath' }, { id: 'S19', colour: 'neutral' }] },
  { id: 'c7', faces: [{ id: 'S12', colour: 'neutral' }, { id: 'S14', colour: 'neutral' }] },
  { id: 'c8', faces: [{ id: 'S13', colour: 'ath' }, { id: 'S17', colour: 'neutral' }] },
  { id: 'c9', faces: [{ id: 'S15', colour: 'neutral' }, { id: 'S16', colour: 'neutral' }] },
  { id: 'c10', faces: [{ id: 'S18', colour: 'neutral' }, { id: 'S24', colour: 'neutral' }] },
  { id: 'c11', faces: [{ id: 'S20', colour: 'neutral' }, { id: 'S23', colour: 'neutral' }] },
  { id: 'c12', faces: [{ id: 'S21', colour: 'syr' }, { id: 'S22', colour: 'neutral' }] },
  { id: 'c13', faces: [{ id: 'S25', colour: 'ath' }, { id: 'S25', colour: 'syr' }] },
];
export const COUNTER: Readonly<Record<string, StratagemCounter>> = Object.fromEntries(STRATAGEM_COUNTERS.map((c) => [c.id, c]));
export const STRATAGEM_IDS: readonly string[] = Array.from({ length: 25 }, (_, i) => `S${i + 1}`);

/** The faces a side may use on a counter (`syracuse 7.0.1`). */
export function usableFaces(counter: string, side: Side): string[] {
  return [...new Set(COUNTER[counter]!.faces.filter((f) => f.colour === side || f.colour === 'neutral').map((f) => f.id))];
}
export function counterOf(face: string): string {
  return STRATAGEM_COUNTERS.find((c) => c.faces.some((f) => f.id === face))!.id;
}
