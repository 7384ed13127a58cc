import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { tribute } from '@diadochi/kernel/test-game';
import type { GameDefinition } from '@diadochi/kernel';
import { createServer, dropSchema, openStorage } from '../src/index.ts';
import type { DiadochiServer, ServerOptions, Storage } from '../src/index.ts';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Backend = 'sqlite' | 'postgres';

async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const pgUp = await pgReachable();
const ci = process.env.CI === 'true';
if (!pgUp && !ci) console.log(`PostgreSQL unreachable at ${PG_URL}: the PostgreSQL variants of the server tests are SKIPPED.`);

/**
 * Storage backends every storage test runs against. When PostgreSQL is down, its variants
 * are skipped with a message — except under CI=true, where they run and fail loudly.
 */
export const backends: Backend[] = pgUp || ci ? ['sqlite', 'postgres'] : ['sqlite'];
export const postgresAvailable = pgUp || ci;

export const games: GameDefinition[] = [tribute as unknown as GameDefinition];

let counter = 0;
/** A fresh schema name per call: parallel test runs never share tables. */
export const freshSchema = () => `t_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;

export interface TestStorage {
  storage: Storage;
  /** Opens the same database again (a restart). */
  reopen(): Promise<Storage>;
  cleanup(): Promise<void>;
}

export async function testStorage(backend: Backend): Promise<TestStorage> {
  const opened: Storage[] = [];
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'diadochi-test-'));
    const file = join(dir, 'db.sqlite');
    const open = async () => {
      const s = await openStorage({ sqlite: file });
      opened.push(s);
      return s;
    };
    return {
      storage: await open(),
      reopen: open,
      async cleanup() {
        for (const s of opened) await s.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = freshSchema();
  const open = async () => {
    const s = await openStorage({ postgres: PG_URL, schema, poolSize: 5 });
    opened.push(s);
    return s;
  };
  return {
    storage: await open(),
    reopen: open,
    async cleanup() {
      for (const s of opened) await s.close().catch(() => {});
      await dropSchema(PG_URL, schema);
    },
  };
}

export class FakeClock {
  constructor(public t = Date.UTC(2025, 0, 1)) {}
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

export const testDefaults = (clock: FakeClock): Partial<ServerOptions> => ({
  games,
  clock: clock.now,
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
  rateLimits: { login: false, writes: false },
  scheduler: { enabled: false },
  admins: ['root'],
  webRoot: null,
});

export interface TestServer {
  server: DiadochiServer;
  app: FastifyInstance;
  clock: FakeClock;
  store: TestStorage;
  close(): Promise<void>;
}

export async function testServer(backend: Backend, extra: Partial<ServerOptions> = {}, store?: TestStorage): Promise<TestServer> {
  const s = store ?? (await testStorage(backend));
  const clock = new FakeClock();
  const server = await createServer({ ...testDefaults(clock), ...extra, db: s.storage } as ServerOptions);
  return {
    server,
    app: server.app,
    clock,
    store: s,
    async close() {
      await server.close();
      if (!store) await s.cleanup();
    },
  };
}

/** Response bodies in tests are read field by field; their types are the API's, checked by assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Res<T = Json> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, unknown>;
}

/** A browser-like client over `inject`: keeps cookies and sends the CSRF header on writes. */
export class Client {
  cookies: Record<string, string> = {};
  csrf: string | undefined;
  name = '';

  constructor(readonly app: FastifyInstance) {}

  async req<T = Json>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
    const cookie = Object.entries(this.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: { ...(cookie ? { cookie } : {}), ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}), ...headers },
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) delete this.cookies[c.name];
      else this.cookies[c.name] = c.value;
    }
    let parsed: unknown = undefined;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.statusCode, body: parsed as T, text: res.body, headers: res.headers as Record<string, unknown> };
  }

  get = <T = Json>(url: string) => this.req<T>('GET', url);
  post = <T = Json>(url: string, body?: unknown) => this.req<T>('POST', url, body ?? {});
  put = <T = Json>(url: string, body?: unknown) => this.req<T>('PUT', url, body ?? {});
  del = <T = Json>(url: string) => this.req<T>('DELETE', url);

  async register(name: string, password = 'correct horse'): Promise<this> {
    const r = await this.post('/api/auth/register', { name, password });
    if (r.status !== 201) throw new Error(`register ${name}: ${r.status} ${r.text}`);
    this.csrf = r.body.csrfToken;
    this.name = name;
    return this;
  }
}

export async function users(app: FastifyInstance, ...names: string[]): Promise<Client[]> {
  return Promise.all(names.map((n) => new Client(app).register(n)));
}

/** A user of a name configured as admin (`root` in `testDefaults`), made admin with the one-time token of the start. */
export async function adminUser(t: TestServer, name = 'root'): Promise<Client> {
  const [c] = await users(t.app, name);
  const token = t.server.adminTokens.get(name.toLowerCase());
  if (!token) throw new Error(`no admin token for ${name}: is it in the server's admins, without an account at start?`);
  expectOk(await c!.post('/api/auth/admin-claim', { token }));
  return c!;
}

export function expectOk<T>(r: Res<T>, status = 200): T {
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

/**
 * A started game of Tribute: `gm` creates it, the `players` join with preferences for the
 * powers in order (first player wants north, …), bots take the other seats.
 */
export async function startedGame(
  gm: Client,
  players: Client[],
  extra: Record<string, unknown> = {},
): Promise<{ id: string; powers: Record<string, string> }> {
  const created = expectOk(await gm.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 3 }, ...extra }), 201);
  const id = created.id as string;
  const order = ['north', 'east', 'south', 'west'];
  for (const [i, p] of players.entries()) expectOk(await p.post(`/api/games/${id}/join`, { preferences: [order[i]] }));
  expectOk(await gm.post(`/api/games/${id}/start`));
  const view = expectOk(await gm.get(`/api/games/${id}`));
  const powers: Record<string, string> = {};
  for (const s of view.game.seats) if (s.player) powers[s.player] = s.power;
  return { id, powers };
}

/** Waits until `cond` holds, looking every 10 ms; throws once `ms` have passed. */
export async function until(cond: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A WebSocket with the client's cookies, subscribed to the game, that keeps every frame it
 * receives; resolves once the judge has answered the subscription (`subscribed`, or an `error`
 * for a role it refuses). The caller closes `ws`.
 */
export async function listenGame(url: string, c: Client, gameId: string): Promise<{ frames: string[]; ws: WebSocket }> {
  const cookie = Object.entries(c.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
  const frames: string[] = [];
  ws.on('message', (d) => frames.push(String(d)));
  await new Promise((ok, ko) => {
    ws.once('open', ok);
    ws.once('error', ko);
  });
  ws.send(JSON.stringify({ type: 'subscribe', gameId }));
  await until(() => frames.some((f) => f.includes('"subscribed"') || f.includes('"error"')));
  return { frames, ws };
}
