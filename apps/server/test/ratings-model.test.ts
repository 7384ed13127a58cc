/**
 * Issue 21 item 6, the pure part: places from a game's result and one game's rating update.
 * Places follow the result: its ranking with ties (a shared victory, `diadoques §3.8`,
 * `diadokhoi §4.5.2`, ties its winners first), else winners then scores, else winners then the
 * rest; humans only are rated, among themselves.
 */
import { describe, expect, it } from 'vitest';
import { ordinal, rate, rating } from 'openskill';
import { NEW_SKILL, placesOf, rateGame, shown } from '../src/ratings/model.ts';
import { humansOf } from '../src/ratings/ratings.ts';

const seats = ['a', 'b', 'c', 'd'];
const asObject = (m: Map<string, number | null>) => Object.fromEntries(m);

describe('places from a result', () => {
  it('a ranking with ties gives competition places (1, 1, 3, 4)', () => {
    expect(asObject(placesOf({ winners: ['a', 'b'], ranking: [['a', 'b'], ['c'], ['d']], reason: '' }, seats))).toEqual({ a: 1, b: 1, c: 3, d: 4 });
  });

  it('a seat the ranking leaves out has no place (it comes last when rated)', () => {
    expect(asObject(placesOf({ winners: ['c'], ranking: [['c'], ['a']], reason: '' }, seats))).toEqual({ c: 1, a: 2, b: null, d: null });
  });

  it('without a ranking: winners first, then by score, higher first, equal scores tied', () => {
    expect(asObject(placesOf({ winners: ['d'], scores: { a: 5, b: 9, c: 5, d: 3 }, reason: '' }, seats))).toEqual({ d: 1, b: 2, a: 3, c: 3 });
  });

  it('diadoques §3.8: a shared victory without scores ties the winners first and the others second', () => {
    expect(asObject(placesOf({ winners: ['a', 'c'], reason: '' }, seats))).toEqual({ a: 1, c: 1, b: 3, d: 3 });
  });

  it('no winner and no score: a draw, everyone first', () => {
    expect(asObject(placesOf({ winners: [], reason: '' }, seats))).toEqual({ a: 1, b: 1, c: 1, d: 1 });
  });
});

describe('one game rated', () => {
  it('gives OpenSkill Plackett-Luce numbers exactly, unplaced seats last', () => {
    const out = rateGame([
      { userId: 'u1', place: 2, before: NEW_SKILL },
      { userId: 'u2', place: 1, before: { mu: 30, sigma: 5 } },
      { userId: 'u3', place: null, before: NEW_SKILL },
    ])!;
    const expected = rate([[rating()], [rating({ mu: 30, sigma: 5 })], [rating()]], { rank: [2, 1, 3] });
    expect(out.get('u1')).toEqual(expected[0]![0]);
    expect(out.get('u2')).toEqual(expected[1]![0]);
    expect(out.get('u3')).toEqual(expected[2]![0]);
    expect(shown(out.get('u2')!)).toBe(ordinal(expected[1]![0]!));
    expect(shown(NEW_SKILL)).toBe(0);
  });

  it('fewer than two humans: nothing changes (a game against bots)', () => {
    expect(rateGame([{ userId: 'u1', place: 1, before: NEW_SKILL }])).toBeNull();
    expect(rateGame([])).toBeNull();
  });

  it('the humans of a game are ranked by their places in the whole result; bots and empty seats are not rated', () => {
    const result = { winners: ['b'], ranking: [['b'], ['a'], ['d'], ['c']], reason: '' };
    const humans = humansOf(result, [
      { power: 'a', user_id: 'ann' },
      { power: 'b', user_id: null },
      { power: 'c', user_id: 'cy' },
      { power: 'd', user_id: null },
    ], seats);
    expect(humans).toEqual([
      { userId: 'ann', power: 'a', place: 2, places: 4, won: false },
      { userId: 'cy', power: 'c', place: 4, places: 4, won: false },
    ]);
    const after = rateGame(humans.map((h) => ({ userId: h.userId, place: h.place, before: NEW_SKILL })))!;
    // Ann, behind a bot but ahead of Cy, beats Cy.
    expect(after.get('ann')!.mu).toBeGreaterThan(after.get('cy')!.mu);
  });

  it('the same inputs give the same numbers (deterministic)', () => {
    const game = [
      { userId: 'x', place: 1, before: { mu: 27.1, sigma: 7.2 } },
      { userId: 'y', place: 1, before: { mu: 22.4, sigma: 6.9 } },
      { userId: 'z', place: 3, before: NEW_SKILL },
    ];
    expect([...rateGame(game)!]).toEqual([...rateGame(structuredClone(game))!]);
  });
});
