/**
 * Issue 21 item 6: ratings per ruleset from finished games' results, the leaderboard, player
 * profiles (ratings, finished games, missed phases), and the rebuild from scratch that must give
 * the incremental path's numbers. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordinal, rate, rating } from 'openskill';
import { Ratings } from '../src/ratings/ratings.ts';
import { placesOf } from '../src/ratings/model.ts';
import { archiveDb } from '../src/ratings/tables.ts';
import { createServer } from '../src/index.ts';
import type { ServerOptions } from '../src/index.ts';
import { adminUser, backends, Client, expectOk, FakeClock, postgresAvailable, startedGame, testDefaults, testServer, testStorage, users } from './helpers.ts';
import type { Json } from './helpers.ts';
import type { TestServer } from './helpers.ts';
import { finishedGame, playToEnd } from './archive-play.ts';

let n = 0;
const uniq = (s: string) => `${s}${++n}`;

describe.each(backends)('ratings (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  it('a finished game rates its humans by their places (OpenSkill Plackett-Luce, exactly), and the leaderboard ranks them', async () => {
    const [gm, a, b, c] = await users(t.app, uniq('gm'), uniq('ra'), uniq('rb'), uniq('rc'));
    const end = await finishedGame(t, gm!, [a!, b!, c!]);
    expect(end.game.status).toBe('over');
    const result = end.game.result;
    const seats: Json[] = end.game.seats;
    const powers = seats.map((s) => s.power);
    const places = placesOf(result, powers);
    // The same numbers by hand from the library: each human a team, ranked by place.
    const expected = rate(
      powers.map(() => [rating()]),
      { rank: powers.map((p) => places.get(p)!) },
    );
    const board = expectOk(await gm!.get('/api/leaderboard?ruleset=tribute'));
    const mine = board.players.filter((p: Json) => [a!.name, b!.name, c!.name].includes(p.name));
    expect(mine).toHaveLength(3);
    for (const [i, s] of seats.entries()) {
      const line = mine.find((p: Json) => p.name === s.player);
      expect(line.mu).toBe(expected[i]![0]!.mu);
      expect(line.sigma).toBe(expected[i]![0]!.sigma);
      expect(line.rating).toBe(ordinal(expected[i]![0]!));
      expect(line.games).toBe(1);
      expect(line.wins).toBe(result.winners.includes(s.power) ? 1 : 0);
    }
    // Best first; a winner is ahead of every non-winner of the game.
    const ratingsInOrder = board.players.map((p: Json) => p.rating);
    expect(ratingsInOrder).toEqual([...ratingsInOrder].sort((x: number, y: number) => y - x));
    expect(board.players.map((p: Json) => p.rank)).toEqual(board.players.map((_: Json, i: number) => i + 1));
    const winner = mine.find((p: Json) => result.winners.includes(seats.find((s) => s.player === p.name).power));
    const loser = mine.find((p: Json) => !result.winners.includes(seats.find((s) => s.player === p.name).power));
    if (winner && loser) expect(winner.rating).toBeGreaterThan(loser.rating);
    // Paged: limit and offset.
    const page = expectOk(await gm!.get('/api/leaderboard?ruleset=tribute&limit=1&offset=1'));
    expect(page.players).toHaveLength(1);
    expect(page.players[0].name).toBe(board.players[1].name);
    expect(page.players[0].rank).toBe(2);
    expect(page.total).toBe(board.total);
    expect((await gm!.get('/api/leaderboard?ruleset=chess')).status).toBe(404);
    expect((await gm!.get('/api/leaderboard?ruleset=tribute&limit=1000')).status).toBe(400);
  });

  it('bots are not rated: a game of one human against bots changes no rating, and is still on the profile', async () => {
    const [gm, solo] = await users(t.app, uniq('gm'), uniq('solo'));
    const end = await finishedGame(t, gm!, [solo!], 3);
    expect(end.game.seats.filter((s: Json) => s.controller === 'bot')).toHaveLength(2);
    const board = expectOk(await gm!.get('/api/leaderboard?ruleset=tribute'));
    expect(board.players.map((p: Json) => p.name)).not.toContain(solo!.name);
    const prof = expectOk(await new Client(t.app).get(`/api/players/${solo!.name}`));
    expect(prof.ratings).toEqual([]);
    expect(prof.finished).toBe(1);
    expect(prof.games).toHaveLength(1);
    expect(prof.games[0]).toMatchObject({ id: end.id, ruleset: 'tribute', rating: null, change: null });
  });

  it('the rebuild from scratch gives the incremental numbers, and the admin recompute keeps them', async () => {
    const [gm, a, b, c, d] = await users(t.app, uniq('gm'), uniq('xa'), uniq('xb'), uniq('xc'), uniq('xd'));
    await finishedGame(t, gm!, [a!, b!, c!]);
    await finishedGame(t, gm!, [b!, d!]);
    await finishedGame(t, gm!, [d!, a!, c!, b!]);
    await finishedGame(t, gm!, [c!, a!]);
    expectOk(await gm!.get('/api/leaderboard?ruleset=tribute')); // the incremental path has run
    const db = archiveDb(t.server.judge.db);
    const stored = await db.selectFrom('ratings').selectAll().execute();
    const { ratings } = await new Ratings(t.server.judge).rebuild();
    expect(ratings.size).toBe(stored.length);
    for (const r of stored) {
      const again = ratings.get(`${r.ruleset}\u0000${r.user_id}`)!;
      expect(again, r.user_id).toBeDefined();
      expect([again.mu, again.sigma, again.games, again.wins]).toEqual([r.mu, r.sigma, r.games, r.wins]);
    }
    const counts = Object.fromEntries(await Promise.all([a!, b!, c!, d!].map(async (u) => [u.name, (expectOk(await u.get(`/api/players/${u.name}`)).ratings[0] as Json).games])));
    expect(counts).toEqual({ [a!.name]: 3, [b!.name]: 3, [c!.name]: 3, [d!.name]: 2 });
    // Recompute: admins only; the same numbers afterwards.
    expect((await a!.post('/api/ratings/recompute')).status).toBe(403);
    const admin = await adminUser(t);
    const done = expectOk(await admin.post('/api/ratings/recompute'));
    expect(done.players).toBe(stored.length);
    const after = await db.selectFrom('ratings').selectAll().execute();
    const key = (r: Json) => `${r.ruleset}:${r.user_id}`;
    expect(after.map((r) => [key(r), r.mu, r.sigma, r.ordinal, r.games, r.wins]).sort()).toEqual(stored.map((r) => [key(r), r.mu, r.sigma, r.ordinal, r.games, r.wins]).sort());
  });

  it('the profile: rating and rank per ruleset, finished games with places and changes, missed phases', async () => {
    const [gm, p, q] = await users(t.app, uniq('gm'), uniq('pp'), uniq('pq'));
    const { id } = await startedGame(gm!, [p!, q!], { players: 2, options: { rounds: 1 }, deadlines: { default: 600 } });
    // q misses the first step: the deadline passes and he gets the no-orders default.
    const v = expectOk(await p!.get(`/api/games/${id}`));
    expectOk(await p!.put(`/api/games/${id}/decision`, { decision: v.legal[0], step: v.view.step }));
    t.clock.advance(600_000 + 1);
    await t.server.scheduler.tick();
    const end = await playToEnd(t, id, [p!, q!]);
    expect(end.game.status).toBe('over');
    const steps = expectOk(await p!.get(`/api/games/${id}/history`)).steps as Json[];
    const qPower = end.game.seats.find((s: Json) => s.player === q!.name).power;
    const missed = steps.filter((s) => s.defaulted.includes(qPower)).length;
    expect(missed).toBeGreaterThanOrEqual(1);
    const prof = expectOk(await new Client(t.app).get(`/api/players/${q!.name.toUpperCase()}`));
    expect(prof.name).toBe(q!.name);
    expect(prof.missed).toEqual({ phases: missed, games: 1 });
    expect(prof.ratings).toHaveLength(1);
    expect(prof.ratings[0]).toMatchObject({ ruleset: 'tribute', games: 1 });
    expect(prof.ratings[0].rank).toBeGreaterThanOrEqual(1);
    const board = expectOk(await gm!.get('/api/leaderboard?ruleset=tribute&limit=100'));
    expect(board.players.find((x: Json) => x.name === q!.name).rank).toBe(prof.ratings[0].rank);
    const g = prof.games[0];
    expect(g).toMatchObject({ id, power: qPower, missed, places: 2 });
    expect(g.rating).toBeCloseTo(prof.ratings[0].rating, 12);
    expect(g.change).toBeCloseTo(prof.ratings[0].rating - 0, 12);
    expect((await gm!.get('/api/players/nobody-at-all')).status).toBe(404);
  });

  it('a running game changes no rating and shows on no profile', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('ua'), uniq('ub'));
    const { id } = await startedGame(gm!, [a!, b!], { players: 2, options: { rounds: 1 } });
    const prof = expectOk(await a!.get(`/api/players/${a!.name}`));
    expect(prof.finished).toBe(0);
    expect(prof.ratings).toEqual([]);
    expect(JSON.stringify(prof)).not.toContain(id);
  });
});

describe.runIf(postgresAvailable)('ratings on two instances of one PostgreSQL', () => {
  it('both hear the game end and sweep at once: it is rated once, in one order', async () => {
    const store = await testStorage('postgres');
    const clock = new FakeClock();
    const second = await store.reopen();
    const one = await createServer({ ...testDefaults(clock), db: store.storage } as ServerOptions);
    const two = await createServer({ ...testDefaults(clock), db: second } as ServerOptions);
    try {
      const [gm, a, b] = await users(one.app, 'gm-two', 'a-two', 'b-two');
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { id } = await startedGame(gm!, [a!, b!], { players: 2, options: { rounds: 1 } });
        await playToEnd({ server: one, clock } as unknown as TestServer, id, [a!, b!]);
        ids.push(id);
      }
      // Both instances rate, several times over, at the same moment.
      await Promise.all([one, two, one, two].map((s) => new Ratings(s.judge).sweep()));
      const db = archiveDb(one.judge.db);
      const rated = await db.selectFrom('rated_games').selectAll().orderBy('seq').execute();
      expect(rated.map((r) => r.game_id).sort()).toEqual([...ids].sort());
      expect(rated.map((r) => r.seq)).toEqual([1, 2, 3]);
      const stored = await db.selectFrom('ratings').selectAll().execute();
      expect(stored.map((r) => r.games)).toEqual([3, 3]);
      // The same numbers as a rebuild, and as either instance's leaderboard.
      const { ratings } = await new Ratings(two.judge).rebuild();
      for (const r of stored) expect(ratings.get(`${r.ruleset}\u0000${r.user_id}`)).toEqual({ mu: r.mu, sigma: r.sigma, games: r.games, wins: r.wins });
      const onTwo = expectOk(await new Client(two.app).get('/api/leaderboard?ruleset=tribute')).players;
      expect(onTwo.map((p: Json) => [p.name, p.mu])).toEqual(expectOk(await new Client(one.app).get('/api/leaderboard?ruleset=tribute')).players.map((p: Json) => [p.name, p.mu]));
    } finally {
      await one.close();
      await two.close();
      await store.cleanup();
    }
  });
});
