/**
 * WebSocket fan-out benchmark (issue 22: "fan-out to 1,000 sockets p99 ≤ 50 ms"): one game of
 * the kernel's test game played by bot players over HTTP, watched by --sockets WebSockets
 * subscribed to it (spectators, plus one socket per player). For every decision, the time from
 * the moment its PUT is sent until each socket has the `submitted` message; for the decision
 * that resolves a step, until each socket has the new phase (`phase`, or `over`), which carries
 * the view of its seat (so that time includes the adjudication).
 *
 *   npx tsx apps/server/bench/fanout.ts [--sockets 1000] [--players 4] [--rounds 3]
 *                                       [--clients worker|inline] [--client-threads 1]
 *                                       [--profile out.cpuprofile] [--json]
 *
 * SQLite on a temporary file, rules inline.
 *
 * `--clients`: where the sockets' clients run. `worker` (default since issue 22's stop 30): in
 * --client-threads worker threads of this process, as a deployment's clients run elsewhere — the
 * server's event loop then does the server's work only, and each frame's time is the server's
 * plus the reading of that one frame. `inline`: on the server's own event loop, as every figure
 * before stop 30 was measured (so its times include reading the thousand frames of a fan-out one
 * after the other in that loop, after the server has sent them all). On 2 cores the worker still
 * shares the CPU with the server.
 *
 * `--profile`: a CPU profile of the server's thread over the measured part (after start-up and
 * the sockets' subscriptions; `profile-summary.ts` sums it up).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { GameDefinition } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import { createServer, openStorage } from '../src/index.ts';
import { FanoutClients, now } from './fanout-clients.ts';
import type { FrameMatch } from './fanout-clients.ts';
import { startProfile } from './inspector-profile.ts';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    players: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    clients: { type: 'string', default: 'worker' },
    'client-threads': { type: 'string', default: '1' },
    profile: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
if (args.clients !== 'worker' && args.clients !== 'inline') throw new Error('--clients is worker or inline');
const SOCKETS = Number(args.sockets);
const PLAYERS = Number(args.players);
const ROUNDS = Number(args.rounds);
const CLIENT_THREADS = args.clients === 'inline' ? 0 : Math.max(1, Number(args['client-threads']));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A bot's HTTP client (cookies and the CSRF header). */
class Http {
  cookie = '';
  private csrf = '';
  constructor(private readonly base: string) {}
  async must(method: string, path: string, body?: unknown): Promise<Json> {
    const res = await fetch(this.base + path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const set = res.headers.getSetCookie();
    if (set.length > 0) this.cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    const json = text ? (JSON.parse(text) as Json) : {};
    if (json.csrfToken) this.csrf = json.csrfToken as string;
    return json;
  }
}

/** The sockets, wherever their clients run. */
interface Audience {
  /** The players' sockets (one per cookie), then `spectators` anonymous ones. */
  open(url: string, gameId: string, cookies: string[], spectators: number): Promise<void>;
  /** Arms a wait on every socket; resolves once armed, with the arrival times to come. */
  expect(match: FrameMatch): Promise<{ heard: Promise<number[]> }>;
  close(): Promise<void>;
}

function inlineAudience(): Audience {
  const clients = new FanoutClients();
  return {
    async open(url, gameId, cookies, spectators) {
      for (const c of cookies) await clients.open(url, gameId, c);
      await clients.openMany(url, gameId, spectators);
    },
    async expect(match) {
      return { heard: clients.expect(match) };
    },
    async close() {
      clients.close();
    },
  };
}

/** TypeScript in the worker: the thread registers tsx's loader before importing its body (as src/engine/pool.ts does). */
const TSX_API = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
const WORKER_BODY = new URL('./fanout-worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_BODY)}); })`;

function workerAudience(threads: number): Audience {
  let next = 0;
  const pending = new Map<number, { ok: (m: Json) => void; heard?: (arrivals: number[]) => void }>();
  const workers = Array.from({ length: threads }, () => {
    const w = new Worker(BOOT, { eval: true });
    w.on('message', (m: Json) => {
      const p = pending.get(m.id as number);
      if (!p) return;
      if (m.arrivals) {
        pending.delete(m.id as number);
        p.heard!(m.arrivals as number[]);
      } else {
        if (!p.heard) pending.delete(m.id as number);
        p.ok(m);
      }
    });
    return w;
  });
  const ask = (w: Worker, request: Json, heard?: (arrivals: number[]) => void) =>
    new Promise<Json>((ok) => {
      const id = next++;
      pending.set(id, { ok, ...(heard ? { heard } : {}) });
      w.postMessage({ ...request, id });
    });
  return {
    async open(url, gameId, cookies, spectators) {
      // The players' sockets in the first thread; the spectators spread evenly.
      await Promise.all(
        workers.map((w, i) => {
          const share = Math.floor(spectators / threads) + (i < spectators % threads ? 1 : 0);
          return ask(w, { op: 'open', url, gameId, cookies: i === 0 ? cookies : [], spectators: share });
        }),
      );
    },
    async expect(match) {
      const heards: Promise<number[]>[] = [];
      await Promise.all(workers.map((w) => new Promise<void>((armed) => heards.push(new Promise<number[]>((heard) => void ask(w, { op: 'expect', match }, heard).then(() => armed()))))));
      return { heard: Promise.all(heards).then((all) => all.flat()) };
    },
    async close() {
      await Promise.all(workers.map((w) => ask(w, { op: 'close' })));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/**
 * The server's thread's time on a CPU and waiting for one (Linux's schedstat, nanoseconds; null
 * elsewhere): the CPU it spent whatever the load, and how long the other processes made it wait.
 */
function serverThreadTimes(): { cpu: number; wait: number } | null {
  try {
    const [cpu, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { cpu: cpu!, wait: wait! };
  } catch {
    return null;
  }
}

/** Latencies of every frame, from the moment its request was sent. */
const latencies = { submitted: [] as number[], phase: [] as number[] };
/**
 * For each fan-out, when its first socket had the frame (the request's own work before the
 * sending starts), and how long after that the last one had it (the sending to every socket).
 */
const spans = { submitted: { first: [] as number[], spread: [] as number[] }, phase: { first: [] as number[], spread: [] as number[] } };

function record(kind: 'submitted' | 'phase', sentAt: number, arrivals: number[]): void {
  let first = Infinity;
  let last = -Infinity;
  for (const at of arrivals) {
    latencies[kind].push(at - sentAt);
    first = Math.min(first, at);
    last = Math.max(last, at);
  }
  spans[kind].first.push(first - sentAt);
  spans[kind].spread.push(last - first);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { frames: s.length, p50ms: +pct(s, 50).toFixed(2), p99ms: +pct(s, 99).toFixed(2), maxms: +(s.at(-1) ?? NaN).toFixed(2) };
};

const median = (xs: number[]) => +pct([...xs].sort((a, b) => a - b), 50).toFixed(2);

const dir = mkdtempSync(join(tmpdir(), 'diadochi-fanout-'));
const storage = await openStorage({ sqlite: join(dir, 'bench.sqlite') });
const server = await createServer({
  games: [tribute as unknown as GameDefinition],
  db: storage,
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
  rateLimits: { login: false, writes: false },
  webRoot: null,
});
const audience = CLIENT_THREADS === 0 ? inlineAudience() : workerAudience(CLIENT_THREADS);
let result: Json;
try {
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const wsUrl = `${base.replace('http', 'ws')}/api/ws`;
  const bots = await Promise.all(Array.from({ length: PLAYERS }, async (_, p) => {
    const h = new Http(base);
    await h.must('POST', '/api/auth/register', { name: `fanout-${p}`, password: 'benchmark password' });
    return h;
  }));
  const { id } = await bots[0]!.must('POST', '/api/games', { ruleset: 'tribute', players: PLAYERS, options: { rounds: ROUNDS }, deadlines: { default: 3600 } });
  for (const b of bots) await b.must('POST', `/api/games/${id}/join`, {});
  await bots[0]!.must('POST', `/api/games/${id}/start`, {});
  await audience.open(wsUrl, id as string, bots.map((b) => b.cookie), Math.max(0, SOCKETS - PLAYERS));
  const profiler = args.profile ? await startProfile() : null;
  const cpu0 = process.cpuUsage();
  const thread0 = serverThreadTimes();
  const t0 = performance.now();
  let steps = 0;
  for (let guard = 0; guard < 1000; guard++) {
    let over = false;
    let acted = false;
    for (const b of bots) {
      const v = await b.must('GET', `/api/games/${id}`);
      if (v.game.status === 'over') {
        over = true;
        break;
      }
      const me = v.game.you.power as string;
      if (!v.legal || v.ready.includes(me)) continue;
      const step = v.view.step as number;
      const decision = v.legal[0];
      const last = v.view.missing.length === 1 && v.view.missing[0] === me;
      const heard = await audience.expect({ type: 'submitted', step, power: me });
      // The last missing decision resolves the step: every socket then gets the new phase too.
      const phase = last ? await audience.expect({ type: 'phase', afterStep: step }) : null;
      const sentAt = now();
      await b.must('PUT', `/api/games/${id}/decision`, { decision, step });
      record('submitted', sentAt, await heard.heard);
      if (phase) {
        record('phase', sentAt, await phase.heard);
        steps++;
      }
      acted = true;
    }
    if (over) break;
    if (!acted) throw new Error('nobody could act');
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const thread1 = serverThreadTimes();
  if (profiler) await profiler.stop(args.profile!);
  result = {
    sockets: SOCKETS,
    clients: args.clients,
    clientThreads: CLIENT_THREADS,
    steps,
    submitted: summary(latencies.submitted),
    phase: summary(latencies.phase),
    // Medians over the fan-outs: until the first socket had its frame, and from the first to the last.
    firstSocketMs: { submitted: median(spans.submitted.first), phase: median(spans.phase.first) },
    firstToLastMs: { submitted: median(spans.submitted.spread), phase: median(spans.phase.spread) },
    seconds: +seconds.toFixed(2),
    cpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
    serverThreadCpuSeconds: thread0 && thread1 ? +((thread1.cpu - thread0.cpu) / 1e9).toFixed(3) : null,
    serverThreadWaitSeconds: thread0 && thread1 ? +((thread1.wait - thread0.wait) / 1e9).toFixed(3) : null,
    hubSent: server.hub.stats.sent,
    hubWrites: server.hub.stats.writes,
    rssMB: +(process.memoryUsage().rss / 2 ** 20).toFixed(1),
  };
} finally {
  await audience.close();
  await server.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}
if (args.json) console.log(JSON.stringify(result, null, 2));
else {
  const where = CLIENT_THREADS === 0 ? 'clients on the server\'s event loop' : `clients in ${CLIENT_THREADS} worker thread${CLIENT_THREADS > 1 ? 's' : ''}`;
  console.log(`WebSocket fan-out: ${result.sockets} sockets on one game of ${PLAYERS} bot players, ${where} (goal: p99 ≤ 50 ms)`);
  console.table({ submitted: result.submitted, 'phase (new step, with the seat view)': result.phase });
  console.log(`medians of the fan-outs: the first socket had its frame after ${result.firstSocketMs.submitted} ms (submitted) / ${result.firstSocketMs.phase} ms (phase), the last ${result.firstToLastMs.submitted} / ${result.firstToLastMs.phase} ms after the first`);
  const thread = result.serverThreadCpuSeconds === null ? '' : ` (the server's thread ${result.serverThreadCpuSeconds} s, and ${result.serverThreadWaitSeconds} s waiting for a CPU)`;
  console.log(`${result.steps} steps in ${result.seconds} s, ${result.cpuSeconds} CPU s (every thread)${thread}, ${result.hubSent} frames sent in ${result.hubWrites} socket writes, rss ${result.rssMB} MB; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs`);
}
