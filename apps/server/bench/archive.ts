/**
 * Ratings and archive benchmark (issue 21 items 6, 7): a SQLite judge holding `--games`
 * finished games of the kernel's test game (synthetic rows: 4 seats, 3 of `--users` humans and a
 * bot, scores drawn by a seeded generator, `--steps` recorded steps each), then:
 * - the sweep rating them all from scratch (the incremental path), and the admin's rebuild;
 * - medians over `--reps` requests of the archive's first page, a deep page (by cursor), a
 *   search by player and by title, the leaderboard's first and a deep page, and a profile.
 *
 *   npx tsx apps/server/bench/archive.ts [--games 2000] [--users 60] [--steps 20] [--reps 40]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { GameDefinition } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import { createServer, openStorage } from '../src/index.ts';
import { Ratings } from '../src/ratings/ratings.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '2000' },
    users: { type: 'string', default: '60' },
    steps: { type: 'string', default: '20' },
    reps: { type: 'string', default: '40' },
  },
});
const GAMES = Number(args.games);
const USERS = Number(args.users);
const STEPS = Number(args.steps);
const REPS = Number(args.reps);

/** A small seeded generator (mulberry32): the same data every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'diadochi-archive-bench-'));
const db = await openStorage({ sqlite: join(dir, 'bench.sqlite') });
const server = await createServer({ games: [tribute as unknown as GameDefinition], db, scheduler: { enabled: false }, rateLimits: { login: false, writes: false }, webRoot: null, passwordHashing: { memoryCost: 1024, timeCost: 1 } });
const app = server.app;
try {
  const random = rng(21);
  const now = Date.UTC(2026, 0, 1);
  const users = Array.from({ length: USERS }, (_, i) => ({ id: `u${i}`, name: `player${i}`, name_key: `player${i}`, password_hash: 'x', role: 'player' as const, created_at: now }));
  for (let i = 0; i < users.length; i += 100) await db.db.insertInto('users').values(users.slice(i, i + 100)).execute();
  const powers = ['north', 'east', 'south', 'west'];
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const id = `g${String(g).padStart(6, '0')}`;
    const humans = new Set<number>();
    while (humans.size < 3) humans.add(Math.floor(random() * USERS));
    const seated = [...humans];
    const scores = Object.fromEntries(powers.map((p) => [p, Math.floor(random() * 20)]));
    const best = Math.max(...Object.values(scores));
    const result = { winners: powers.filter((p) => scores[p] === best), scores, reason: 'highest score' };
    await db.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('games')
        .values({
          id,
          ruleset: 'tribute',
          title: g % 97 === 0 ? `Needle ${g}` : `Game ${g}`,
          gm_id: users[seated[0]!]!.id,
          status: 'over',
          settings: JSON.stringify({ deadlines: { default: 3600, phases: {} }, graceSeconds: 0, reminders: [], press: { public: true, private: true, grey: false, black: false, moderated: false }, emptySeats: 'bot', assignment: 'preferences', autoStart: null }),
          seats_count: 4,
          commitment: 'c',
          session: JSON.stringify({ players: powers, seed: 's', options: { players: 4, rounds: 1 } }),
          step: STEPS - 1,
          phase: null,
          deadline_at: null,
          paused_left: null,
          grace_used: 0,
          reminded: 0,
          remind_at: null,
          all_ready: 0,
          assignment: null,
          result: JSON.stringify(result),
          humans_out: null,
          invite: null,
          version: 1,
          created_at: now + g * 60_000,
          started_at: now + g * 60_000,
          ended_at: now + g * 60_000 + 30_000,
        })
        .execute();
      await trx
        .insertInto('seats')
        .values(powers.map((power, i) => ({ game_id: id, power, user_id: i < 3 ? users[seated[i]!]!.id : null, controller: i < 3 ? ('human' as const) : ('bot' as const) })))
        .execute();
      await trx
        .insertInto('steps')
        .values(Array.from({ length: STEPS }, (_, step) => ({ game_id: id, step, phase: 'bid', entry: JSON.stringify({ step, phase: 'bid', decisions: {}, rolls: [], events: [], defaulted: random() < 0.1 ? [powers[step % 3]] : [] }), resolved_at: now })))
        .execute();
    });
  }
  console.log(`data: ${GAMES} finished games, ${USERS} users, ${STEPS} steps a game, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const ratings = new Ratings(server.judge);
  let t = performance.now();
  const rated = await ratings.sweep();
  const sweepMs = performance.now() - t;
  console.log(`sweep (incremental path from nothing): ${rated} games in ${(sweepMs / 1000).toFixed(2)} s, ${(sweepMs / rated).toFixed(2)} ms a game`);
  t = performance.now();
  const rebuilt = await ratings.rebuild();
  console.log(`rebuild from scratch (no writes): ${rebuilt.ratings.size} ratings in ${(performance.now() - t).toFixed(0)} ms`);

  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return JSON.parse(r.body) as { next?: string | null; games?: unknown[] };
  };
  // A cursor 50 pages deep.
  let cursor: string | null | undefined = null;
  for (let i = 0; i < 50; i++) cursor = (await get(`/api/archive?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).next;
  const probes: [string, string][] = [
    ['archive, first page of 20', '/api/archive?limit=20'],
    ['archive, page 51 (by cursor)', `/api/archive?limit=20&cursor=${encodeURIComponent(cursor!)}`],
    ['archive, by player', '/api/archive?limit=20&player=player7'],
    ['archive, by title (substring)', '/api/archive?limit=20&title=needle'],
    ['leaderboard, first 50', '/api/leaderboard?ruleset=tribute&limit=50'],
    ['leaderboard, offset 50', '/api/leaderboard?ruleset=tribute&limit=50&offset=50'],
    ['profile', '/api/players/player7'],
  ];
  for (const [what, url] of probes) {
    const times: number[] = [];
    for (let i = 0; i < REPS; i++) {
      const s = performance.now();
      await get(url);
      times.push(performance.now() - s);
    }
    console.log(`${what}: median ${median(times).toFixed(2)} ms over ${REPS}`);
  }
} finally {
  await server.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
