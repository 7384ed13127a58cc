/**
 * Seats by the game's own rule (`GameDefinition.assignSeats`): a Les Diadoques game gives its
 * seats by the preference method of `diadoques §2`, not by the server's generic assignment.
 * The rankings below were found by a brute-force search over random rankings: both methods are
 * free of any lot on them, and they disagree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { findGame } from '@diadochi/catalog';
import { assignSeats, seatPlayers } from '../src/games/assign.ts';
import { backends, expectOk, games, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

const D = findGame('diadoques')!;
const SEATS = ['cassandre', 'lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos'];

/**
 * Three players want Antigone first, two Lysimaque; only u2 wants Ptolémée first. `diadoques §2.3`
 * gives Ptolémée to u2; `§2.4` gives Antigone to u0 (1 + 9 points at stake, against 1 + 10 for
 * u3 and more for u4), Lysimaque to u5; at rank 2 Cassandre, wanted by u4 alone, and Séleucos,
 * by u1 alone, are given (`§2.3` again); u3 is left with Eumène, his last choice. The generic
 * assignment (most first choices, then most second choices…) seats u3 on Antigone and u0 on
 * Eumène (his 5th) instead.
 */
const RANKINGS: Record<string, string[]> = {
  u0: ['antigone', 'ptolemee', 'seleucos', 'lysimaque', 'eumene', 'cassandre'],
  u1: ['lysimaque', 'seleucos', 'antigone', 'ptolemee', 'cassandre', 'eumene'],
  u2: ['ptolemee', 'seleucos', 'cassandre', 'antigone', 'lysimaque', 'eumene'],
  u3: ['antigone', 'lysimaque', 'cassandre', 'ptolemee', 'seleucos', 'eumene'],
  u4: ['antigone', 'cassandre', 'eumene', 'ptolemee', 'seleucos', 'lysimaque'],
  u5: ['lysimaque', 'antigone', 'seleucos', 'cassandre', 'ptolemee', 'eumene'],
};
const CHAPTER_2 = { antigone: 'u0', cassandre: 'u4', eumene: 'u3', lysimaque: 'u5', ptolemee: 'u2', seleucos: 'u1' };
const GENERIC = { antigone: 'u3', cassandre: 'u4', eumene: 'u0', lysimaque: 'u5', ptolemee: 'u2', seleucos: 'u1' };
const candidates = Object.entries(RANKINGS).map(([userId, preferences]) => ({ userId, preferences }));
const dice = (seed: string) => new Dice(rngFromSeed(seed));

describe('seats by the rulebook (GameDefinition.assignSeats)', () => {
  it('diadoques §2.2 diadoques §2.3 diadoques §2.4: on these rankings the preference method and the generic assignment differ, each without a lot', () => {
    for (const seed of ['a', 'b', 'c']) {
      expect(seatPlayers(D, candidates, SEATS, 'preferences', dice(seed))).toEqual(CHAPTER_2);
      expect(assignSeats(candidates, SEATS, 'preferences', dice(seed))).toEqual(GENERIC);
    }
  });

  it('a game without the hook keeps the generic assignment; a hook that seats someone twice is refused', () => {
    const plain = { id: 'plain' } as Pick<GameDefinition, 'id' | 'assignSeats'>;
    expect(seatPlayers(plain, candidates, SEATS, 'preferences', dice('a'))).toEqual(GENERIC);
    const broken = { id: 'broken', assignSeats: () => ({ cassandre: 'u0', lysimaque: 'u0' }) };
    expect(() => seatPlayers(broken, candidates.slice(0, 2), SEATS, 'preferences', dice('a'))).toThrow(/every candidate once/);
  });

  it('diadoques §2.1: by lot, every candidate gets a distinct diadochus, and the lot is recorded', () => {
    const d = dice('lot');
    const seats = seatPlayers(D, candidates.slice(0, 4), SEATS, 'random', d);
    expect(Object.values(seats).sort()).toEqual(['u0', 'u1', 'u2', 'u3']);
    expect(d.rolls.length).toBeGreaterThan(0);
  });
});

describe.each(backends)('a Les Diadoques game on the server (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend, { games: [...games, D] });
  });
  afterAll(async () => t?.close());

  it('diadoques §2.4: six players join with their rankings; the start seats them by chapter 2, then asks for the start purchases (diadoques §12.4)', async () => {
    const stamp = Date.now().toString(36);
    const [gm, ...players] = await users(t.app, `gm-${stamp}`, ...Object.keys(RANKINGS).map((u) => `${u}-${stamp}`));
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'diadoques', assignment: 'preferences' }), 201);
    for (const [i, p] of players.entries()) expectOk(await p.post(`/api/games/${id}/join`, { preferences: RANKINGS[`u${i}`] }));
    expectOk(await gm!.post(`/api/games/${id}/start`));
    const started = expectOk(await gm!.get(`/api/games/${id}`));
    const seatOf = Object.fromEntries(started.game.seats.map((s: Json) => [s.power, s.player]));
    expect(seatOf).toEqual(Object.fromEntries(Object.entries(CHAPTER_2).map(([power, u]) => [power, `${u}-${stamp}`])));
    expect(started.view.pending.phase).toBe('start');
  });
});
