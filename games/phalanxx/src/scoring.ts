/** Final scoring (phalanxx §scoring.1–§scoring.7), special groupings, tie-break and solo ranks. */
import { say } from '@diadochi/kernel';
import type { GameResult } from '@diadochi/kernel';
import { en } from './catalog/en.ts';
import { meeplesOnBoard, region } from './board.ts';
import { CAMOUFLAGE_STRENGTH, CONFLICT_COST, GROUPING_VALUE, soloRank } from './data/tables.ts';
import { countOf, hasAbility, neutralStrength, playedIds, strength, turnedCount } from './strength.ts';
import { MAXX } from './types.ts';
import type { Owner, PhalanxxState, Seat } from './types.ts';

export interface ScoreSheet {
  player: Owner;
  strength: number;
  groupings: number;
  turned: number;
  meeples: number;
  places: number;
  talents: number;
  camouflage: number;
  total: number;
}

/**
 * Special groupings: sets of an Archer, a Cavalry and an Infantry symbol, counted only with a
 * Leader, an Equipment and a turned card played (phalanxx §groupings.1–§groupings.6).
 */
export function groupings(seat: Seat): number {
  const ids = playedIds(seat);
  if (countOf(ids, 'leader') < 1 || countOf(ids, 'equipment') < 1 || turnedCount(seat) < 1) return 0;
  return Math.min(countOf(ids, 'archer'), countOf(ids, 'cavalry'), countOf(ids, 'infantry'));
}

/** Values of the cities and oases a holder occupies (phalanxx §scoring.5). */
export function placesValue(state: PhalanxxState, owner: Owner): number {
  let v = 0;
  for (const id in state.regions) if (state.regions[id]!.owner === owner) v += region(state, id).value;
  return v;
}

export function scoreSheet(state: PhalanxxState, seat: Seat): ScoreSheet {
  const s = {
    player: seat.id,
    strength: strength(seat),
    groupings: GROUPING_VALUE * groupings(seat), // phalanxx §scoring.2
    turned: CONFLICT_COST * turnedCount(seat), // phalanxx §scoring.3
    meeples: meeplesOnBoard(state, seat.id), // phalanxx §scoring.4
    places: placesValue(state, seat.id), // phalanxx §scoring.5
    talents: Math.floor(seat.talents / 3), // phalanxx §scoring.7
    camouflage: hasAbility(seat, 'camouflage') ? -CAMOUFLAGE_STRENGTH : 0, // phalanxx §scoring.6
  };
  return { ...s, total: s.strength + s.groupings + s.turned + s.meeples + s.places + s.talents + s.camouflage };
}

/** MaXXimilian's final strength: his cards plus his cities and oases (phalanxx §solo.7). */
export function neutralTotal(state: PhalanxxState): number {
  return state.maxx ? neutralStrength(state.maxx) + placesValue(state, MAXX) : 0;
}

function diceSum(seat: Seat): number {
  return seat.personal.reduce((a, d) => a + d.value, 0);
}

/** Places: highest total first; ties broken by the sum of personal dice (phalanxx §tiebreak.1). */
export function ranking(state: PhalanxxState): string[][] {
  const keyed = state.seats.map((seat) => ({ id: seat.id, total: scoreSheet(state, seat).total, dice: diceSum(seat) }));
  keyed.sort((a, b) => b.total - a.total || b.dice - a.dice);
  const out: string[][] = [];
  let prev: (typeof keyed)[number] | null = null;
  for (const k of keyed) {
    if (prev && prev.total === k.total && prev.dice === k.dice) out[out.length - 1]!.push(k.id);
    else out.push([k.id]);
    prev = k;
  }
  return out;
}

export function finalResult(state: PhalanxxState): GameResult | null {
  if (state.step !== 'over') return null;
  const scores: Record<string, number> = {};
  for (const seat of state.seats) scores[seat.id] = scoreSheet(state, seat).total;
  if (state.maxx) {
    const me = state.seats[0]!;
    const margin = scores[me.id]! - neutralTotal(state);
    scores[MAXX] = neutralTotal(state);
    const { rank, rule } = soloRank(margin);
    const why = { player: me.id, margin, rank };
    return { winners: margin > 0 ? [me.id] : [], scores, reason: say(en.results, 'en', 'solo', why), why: { code: 'solo', data: why }, rule };
  }
  const places = ranking(state);
  const strongest = { winners: places[0]!, total: scores[places[0]![0]!]! };
  return {
    winners: places[0]!,
    ranking: places,
    scores,
    reason: say(en.results, 'en', 'strongest', strongest),
    why: { code: 'strongest', data: strongest },
    rule: 'phalanxx §scoring.1',
  };
}

/**
 * The score sheets from what any player sees: every scoring item is public (phalanxx
 * §scoring.1–§scoring.7: the track, turned cards, meeples, places, talents, Camouflage), so a
 * board draws the final table from the view. The sheet reads only the regions, the side and
 * the seats' open fields, which the view carries as the state does.
 */
export function scoreSheetsOf(view: Pick<PhalanxxState, 'regions' | 'side'> & { seats: readonly (Omit<Seat, 'hand'> & { hand: unknown })[] }): ScoreSheet[] {
  const open = { regions: view.regions, side: view.side } as PhalanxxState;
  return view.seats.map((s) => scoreSheet(open, { ...s, hand: [] }));
}
