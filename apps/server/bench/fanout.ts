/**
 * WebSocket fan-out benchmark (issue 22: "fan-out to 1,000 sockets p99 ≤ 50 ms"): one game of
 * the kernel's test game played by bot players over HTTP, watched by --sockets WebSockets
 * subscribed to it (spectators, plus one socket per player). For every decision, the time from
 * the moment its PUT is sent until each socket has the `submitted` message; for the decision
 * that resolves a step, until each socket has the new phase (`phase`, or `over`), which carries
 * the view of its seat (so that time includes the adjudication).
 *
 *   npx tsx apps/server/bench/fanout.ts [--sockets 1000] [--players 4] [--rounds 3] [--json]
 *
 * SQLite on a temporary file, rules inline. The sockets' clients share this process with the
 * server, so the times include reading a thousand frames in the same event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { GameDefinition } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import { createServer, openStorage } from '../src/index.ts';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    players: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const SOCKETS = Number(args.sockets);
const PLAYERS = Number(args.players);
const ROUNDS = Number(args.rounds);

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

/** What the sockets wait for: a frame, and when the request that causes it was sent. */
interface Waiter {
  kind: 'submitted' | 'phase';
  match: (f: Json) => boolean;
  sentAt: number;
  left: number;
  done: () => void;
}
const waiters = new Set<Waiter>();
const latencies = { submitted: [] as number[], phase: [] as number[] };

function onFrame(f: Json): void {
  for (const w of waiters) {
    if (!w.match(f)) continue;
    latencies[w.kind].push(performance.now() - w.sentAt);
    if (--w.left === 0) {
      waiters.delete(w);
      w.done();
    }
  }
}

async function open(url: string, gameId: string, cookie = ''): Promise<WebSocket> {
  const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
  await new Promise((ok, ko) => {
    ws.once('open', ok);
    ws.once('error', ko);
  });
  const subscribed = new Promise<void>((ok) => {
    const first = (d: WebSocket.RawData) => {
      const f = JSON.parse(String(d)) as Json;
      if (f.type !== 'subscribed') return;
      ws.off('message', first);
      ok();
    };
    ws.on('message', first);
  });
  ws.send(JSON.stringify({ type: 'subscribe', gameId }));
  await subscribed;
  ws.on('message', (d) => onFrame(JSON.parse(String(d)) as Json));
  return ws;
}

/** Resolves once every socket has a frame matching `match` (armed before the request that causes it is sent). */
function expectFrames(kind: 'submitted' | 'phase', match: (f: Json) => boolean, sockets: number): Promise<void> {
  return new Promise<void>((done) => waiters.add({ kind, match, sentAt: performance.now(), left: sockets, done }));
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { frames: s.length, p50ms: +pct(s, 50).toFixed(2), p99ms: +pct(s, 99).toFixed(2), maxms: +(s.at(-1) ?? NaN).toFixed(2) };
};

const dir = mkdtempSync(join(tmpdir(), 'diadochi-fanout-'));
const storage = await openStorage({ sqlite: join(dir, 'bench.sqlite') });
const server = await createServer({
  games: [tribute as unknown as GameDefinition],
  db: storage,
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
  rateLimits: { login: false, writes: false },
  webRoot: null,
});
const sockets: WebSocket[] = [];
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
  for (const b of bots) sockets.push(await open(wsUrl, id as string, b.cookie));
  while (sockets.length < SOCKETS) sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, SOCKETS - sockets.length) }, () => open(wsUrl, id as string)))));
  const cpu0 = process.cpuUsage();
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
      const heard = expectFrames('submitted', (f) => f.type === 'submitted' && f.step === step && f.power === me, sockets.length);
      // The last missing decision resolves the step: every socket then gets the new phase too.
      const phase = last ? expectFrames('phase', (f) => (f.type === 'phase' || f.type === 'over') && f.step > step, sockets.length) : null;
      await b.must('PUT', `/api/games/${id}/decision`, { decision, step });
      await heard;
      if (phase) {
        await phase;
        steps++;
      }
      acted = true;
    }
    if (over) break;
    if (!acted) throw new Error('nobody could act');
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  result = {
    sockets: sockets.length,
    steps,
    submitted: summary(latencies.submitted),
    phase: summary(latencies.phase),
    seconds: +seconds.toFixed(2),
    cpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
    hubSent: server.hub.stats.sent,
    rssMB: +(process.memoryUsage().rss / 2 ** 20).toFixed(1),
  };
} finally {
  for (const s of sockets) s.terminate();
  await server.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}
if (args.json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`WebSocket fan-out: ${result.sockets} sockets on one game of ${PLAYERS} bot players (goal: p99 ≤ 50 ms)`);
  console.table({ submitted: result.submitted, 'phase (new step, with the seat view)': result.phase });
  console.log(`${result.steps} steps in ${result.seconds} s, ${result.cpuSeconds} CPU s, ${result.hubSent} frames sent, rss ${result.rssMB} MB; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs`);
}
