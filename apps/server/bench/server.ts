/**
 * Judge server benchmark: many concurrent games of the kernel's test game, every seat
 * played by a bot that reads its view and submits a random legal decision over HTTP on
 * loopback. Reports submissions per second, p50/p99 submission latency, adjudications per
 * second and memory, for SQLite and PostgreSQL.
 *
 *   npx tsx apps/server/bench/server.ts [--concurrent 24] [--games 96] [--seconds 20]
 *                                       [--players 4] [--rounds 5] [--backends sqlite,postgres] [--json]
 *                                       [--engine inline|worker] [--profile out.cpuprofile] [--client http|fetch]
 *
 * `--client`: how the bots call the server, `http` (default: node:http with keep-alive) or
 * `fetch` (undici, as the figures before issue 22's third stop were measured). The bots share
 * this process with the server, so the cheaper client leaves more of the CPU to the server.
 *
 * `--engine worker`: the rules in the engine's worker threads, as `main.ts` runs them (the
 * test game's engine module); `inline` (default): on the event loop, as in tests.
 *
 * `--profile`: a CPU profile of the measured part only (after start-up and registration), for
 * the last backend run; open it in Chrome's DevTools.
 *
 * Bounded: at most --games games per backend, no new game after --seconds, and games still
 * under way half that time later are abandoned (`unfinished`).
 * Client and server share this process, so the memory figures include both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { GameDefinition } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import { createServer, dropSchema, openStorage } from '../src/index.ts';
import type { Storage } from '../src/index.ts';
import { startProfile } from './inspector-profile.ts';

const { values: args } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '24' },
    games: { type: 'string', default: '96' },
    seconds: { type: 'string', default: '20' },
    players: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '5' },
    backends: { type: 'string', default: 'sqlite,postgres' },
    json: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'inline' },
    profile: { type: 'string' },
    client: { type: 'string', default: 'http' },
  },
});
if (args.client !== 'http' && args.client !== 'fetch') throw new Error('--client is http or fetch');
const CLIENT = args.client;
const ENGINE = args.engine === 'worker' ? { engine: { module: new URL('../test/fixtures/tribute-engine.ts', import.meta.url).href } } : {};
const CONCURRENT = Number(args.concurrent);
const MAX_GAMES = Number(args.games);
const SECONDS = Number(args.seconds);
const PLAYERS = Number(args.players);
const ROUNDS = Number(args.rounds);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Keep-alive connections of the `http` client, shared by every bot (the cookies are per bot). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

/** One request by `node:http` (issue 22: about half the CPU of `fetch`, which this process shares with the server it measures). */
function request(url: URL, method: string, headers: Record<string, string>, body: string | undefined): Promise<{ status: number; setCookie: string[]; text: string }> {
  return new Promise((ok, ko) => {
    const req = http.request(url, { method, headers: body !== undefined ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', ko);
    });
    req.on('error', ko);
    req.end(body);
  });
}

/** A bot's HTTP client: cookies and the CSRF header, over keep-alive connections (`--client`). */
class Http {
  private cookie = '';
  private csrf = '';
  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const headers = {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
    };
    const payload = body !== undefined ? JSON.stringify(body) : undefined;
    let status: number;
    let set: string[];
    let text: string;
    if (CLIENT === 'fetch') {
      const res = await fetch(this.base + path, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
      [status, set, text] = [res.status, res.headers.getSetCookie(), await res.text()];
    } else {
      ({ status, setCookie: set, text } = await request(new URL(this.base + path), method, headers, payload));
    }
    if (set.length > 0) this.cookie = set.map((c) => c.split(';')[0]).join('; ');
    return { status, body: text ? (JSON.parse(text) as Json) : {} };
  }

  async must(method: string, path: string, body?: unknown): Promise<Json> {
    const r = await this.call(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }

  async register(name: string): Promise<this> {
    this.csrf = (await this.must('POST', '/api/auth/register', { name, password: 'benchmark password' })).csrfToken as string;
    return this;
  }
}

interface Measure {
  latencies: number[];
  games: number;
  views: number;
}

/** One table: the first bot creates the game, all join, it starts, then each bot acts in turn until the end (or the time is up). */
async function playGame(bots: Http[], m: Measure, stopAt: number): Promise<void> {
  const [gm] = bots;
  const { id } = await gm!.must('POST', '/api/games', { ruleset: 'tribute', players: PLAYERS, options: { rounds: ROUNDS }, deadlines: { default: 3600 } });
  for (const b of bots) await b.must('POST', `/api/games/${id}/join`, {});
  await gm!.must('POST', `/api/games/${id}/start`, {});
  for (let guard = 0; guard < 1000; guard++) {
    if (performance.now() > stopAt) return;
    let acted = false;
    for (const b of bots) {
      const v = await b.must('GET', `/api/games/${id}`);
      m.views++;
      if (v.game.status === 'over') {
        m.games++;
        return;
      }
      const me = v.game.you.power as string;
      if (!v.legal || v.ready.includes(me)) continue;
      const decision = v.legal[Math.floor(Math.random() * v.legal.length)];
      const t0 = performance.now();
      await b.must('PUT', `/api/games/${id}/decision`, { decision, step: v.view.step });
      m.latencies.push(performance.now() - t0);
      acted = true;
    }
    if (!acted) throw new Error(`game ${id}: nobody could act`);
  }
  throw new Error(`game ${id} did not end`);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function bench(backend: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'diadochi-bench-'));
  const schema = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  let storage: Storage;
  if (backend === 'sqlite') storage = await openStorage({ sqlite: join(dir, 'bench.sqlite') });
  else storage = await openStorage({ postgres: PG_URL, schema, poolSize: 10 });
  const server = await createServer({
    games: [tribute as unknown as GameDefinition],
    db: storage,
    // Password hashing is not what this measures: cheap hashes keep registration out of the way.
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    rateLimits: { login: false, writes: false },
    webRoot: null,
    ...ENGINE,
  });
  try {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const tables = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, t) => Promise.all(Array.from({ length: PLAYERS }, (_, p) => new Http(url).register(`bench-${t}-${p}`)))),
    );
    const m: Measure = { latencies: [], games: 0, views: 0 };
    let started = 0;
    const t0 = performance.now();
    const deadline = t0 + SECONDS * 1000;
    const profiler = args.profile ? await startProfile() : null;
    const cpu0 = process.cpuUsage();
    const adj0 = server.judge.stats.adjudications;
    const syncs0 = storage.flusher?.syncs ?? 0;
    await Promise.all(
      tables.map(async (bots) => {
        while (started < MAX_GAMES && performance.now() < deadline) {
          started++;
          // A game under way may finish within a grace of half the time, then is abandoned.
          await playGame(bots, m, deadline + (SECONDS * 1000) / 2);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    if (profiler) await profiler.stop(args.profile!);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const adjudications = server.judge.stats.adjudications - adj0;
    const sorted = [...m.latencies].sort((a, b) => a - b);
    const mem = process.memoryUsage();
    return {
      backend,
      engine: args.engine,
      client: CLIENT,
      games: m.games,
      unfinished: started - m.games,
      submissions: m.latencies.length,
      seconds: +seconds.toFixed(2),
      submissionsPerSecond: +(m.latencies.length / seconds).toFixed(1),
      p50ms: +pct(sorted, 50).toFixed(2),
      p99ms: +pct(sorted, 99).toFixed(2),
      adjudications,
      adjudicationsPerSecond: +(adjudications / seconds).toFixed(1),
      /** SQLite: fsyncs of the WAL (group commit: one covers every commit written while the previous one ran). */
      ...(storage.flusher ? { walFsyncs: storage.flusher.syncs - syncs0 } : {}),
      viewsPerSecond: +(m.views / seconds).toFixed(1),
      /** CPU seconds this process used (server and bots): comparable on a busy machine, unlike wall time. */
      cpuSeconds: +cpuSeconds.toFixed(2),
      submissionsPerCpuSecond: +(m.latencies.length / cpuSeconds).toFixed(1),
      rssMB: +(mem.rss / 2 ** 20).toFixed(1),
      heapMB: +(mem.heapUsed / 2 ** 20).toFixed(1),
    };
  } finally {
    await server.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
    if (backend === 'postgres') await dropSchema(PG_URL, schema);
  }
}

async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const rows = [];
for (const backend of args.backends!.split(',') as ('sqlite' | 'postgres')[]) {
  if (backend === 'postgres' && !(await pgReachable())) {
    console.log(`PostgreSQL unreachable at ${PG_URL}: skipped.`);
    continue;
  }
  rows.push(await bench(backend));
}
if (args.json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(`judge server benchmark: ${CONCURRENT} concurrent games of ${PLAYERS} bot players, ${ROUNDS} rounds, at most ${MAX_GAMES} games or ${SECONDS}s per backend`);
  console.table(rows);
  console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs (other processes slow the wall-clock figures; cpuSeconds counts this process only)`);
}
