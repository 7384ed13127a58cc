/**
 * Statements a submission costs, counted, not timed (issue 22): a load-independent figure beside
 * `server.ts`'s CPU and wall times, which a busy machine blurs. Plays whole games of the kernel's
 * test game through Fastify's `inject` (4 players, each reading its view then deciding, as the
 * server bench's bots do) and counts SQLite statement runs (better-sqlite3, BEGIN/COMMIT included)
 * or PostgreSQL round trips (every pg client query, the bus's NOTIFY included).
 *
 *   npx tsx apps/server/bench/statements.ts [--backends sqlite,postgres] [--games 3]
 *
 * `perSubmission`: a decision's request with its share of the adjudications and notifications it
 * causes (the notifier's reads are waited for); `withViews`: the game views the players read too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { GameDefinition } from '@diadochi/kernel';
import { tribute } from '@diadochi/kernel/test-game';
import { createServer, dropSchema, openStorage } from '../src/index.ts';
import type { Storage } from '../src/index.ts';

const { values: args } = parseArgs({ options: { backends: { type: 'string', default: 'sqlite,postgres' }, games: { type: 'string', default: '3' } } });
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let count = 0;
let counting = false;
type Fn = (this: unknown, ...a: unknown[]) => unknown;
/** Wraps `proto[name]` so that each call while `counting` adds one. */
function counted(proto: Record<string, unknown>, name: string): void {
  const f = proto[name] as Fn;
  proto[name] = function (this: unknown, ...a: unknown[]) {
    if (counting) count++;
    return f.apply(this, a);
  };
}
const probe = new BetterSqlite3(':memory:');
const statementProto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
probe.close();
for (const m of ['run', 'all', 'get', 'iterate']) counted(statementProto, m);
counted(pg.Client.prototype as unknown as Record<string, unknown>, 'query');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const pause = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

async function measure(backend: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'diadochi-statements-'));
  const schema = `stmts_${process.pid}_${randomBytes(3).toString('hex')}`;
  const storage: Storage = backend === 'sqlite' ? await openStorage({ sqlite: join(dir, 'db.sqlite') }) : await openStorage({ postgres: PG_URL, schema, poolSize: 10 });
  const server = await createServer({ games: [tribute as unknown as GameDefinition], db: storage, passwordHashing: { memoryCost: 1024, timeCost: 1 }, rateLimits: { login: false, writes: false }, webRoot: null, scheduler: { enabled: false } });
  try {
    type Bot = { cookie: string; csrf: string };
    const call = async (b: Bot | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<{ json: Json; setCookie: string[] }> => {
      const headers = { ...(b ? { cookie: b.cookie, 'x-csrf-token': b.csrf } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) };
      const r = await server.app.inject({ method, url, headers, ...(body !== undefined ? { payload: JSON.stringify(body) } : {}) });
      if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode}`);
      return { json: (r.body ? JSON.parse(r.body) : {}) as Json, setCookie: ([] as string[]).concat(r.headers['set-cookie'] ?? []) };
    };
    const bots: Bot[] = [];
    for (let p = 0; p < 4; p++) {
      const r = await call(null, 'POST', '/api/auth/register', { name: `statements-${p}`, password: 'benchmark password' });
      bots.push({ cookie: r.setCookie.map((c) => c.split(';')[0]).join('; '), csrf: r.json.csrfToken as string });
    }
    let submissions = 0;
    let views = 0;
    let inViews = 0;
    let inSubmissions = 0;
    for (let g = 0; g < Number(args.games); g++) {
      const { id } = (await call(bots[0]!, 'POST', '/api/games', { ruleset: 'tribute', players: 4, options: { rounds: 5 }, deadlines: { default: 3600 } })).json;
      for (const b of bots) await call(b, 'POST', `/api/games/${id}/join`, {});
      await call(bots[0]!, 'POST', `/api/games/${id}/start`, {});
      await pause(100);
      for (let over = false; !over; ) {
        for (const b of bots) {
          counting = true;
          let before = count;
          const v = (await call(b, 'GET', `/api/games/${id}`)).json;
          views++;
          inViews += count - before;
          counting = false;
          if (v.game.status === 'over') {
            over = true;
            break;
          }
          if (!v.legal || v.ready.includes(v.game.you.power)) continue;
          counting = true;
          before = count;
          await call(b, 'PUT', `/api/games/${id}/decision`, { decision: v.legal[0], step: v.view.step });
          await pause(20); // the notifier's reads, after the reply
          submissions++;
          inSubmissions += count - before;
          counting = false;
        }
      }
    }
    return { backend, unit: backend === 'sqlite' ? 'statements' : 'round trips', submissions, views, perView: +(inViews / views).toFixed(2), perSubmission: +(inSubmissions / submissions).toFixed(2), withViews: +((inViews + inSubmissions) / submissions).toFixed(2) };
  } finally {
    await server.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
    if (backend === 'postgres') await dropSchema(PG_URL, schema);
  }
}

const rows = [];
for (const backend of args.backends!.split(',') as ('sqlite' | 'postgres')[]) rows.push(await measure(backend));
console.table(rows);
