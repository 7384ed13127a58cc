import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, dropSchema, openStorage } from '../src/index.ts';
import type { ServerOptions, Storage } from '../src/index.ts';
import { backends, FakeClock, freshSchema, PG_URL, testDefaults } from './helpers.ts';
import type { Json } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/child-server.ts', import.meta.url));

interface Child {
  proc: ChildProcess;
  url: string;
  /** Resolves when the child prints a line containing `text`. */
  waitFor(text: string, ms?: number): Promise<string>;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

async function startChild(env: Record<string, string>): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', SCHEDULER_INTERVAL_MS: '200', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let out = '';
  const waiters: { text: string; ok: (line: string) => void }[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      const line = out.split('\n').find((l) => l.includes(w.text));
      if (line) {
        waiters.splice(waiters.indexOf(w), 1);
        w.ok(line);
      }
    }
  };
  proc.stdout!.on('data', (d) => {
    out += String(d);
    check();
  });
  let err = '';
  proc.stderr!.on('data', (d) => (err += String(d)));
  // A guard against a hang, not a timing: a judge started by tsx compiles the server and the games
  // first, which took over 20 s on the 2 shared cores with another test file beside it.
  const waitFor = (text: string, ms = 60_000) =>
    new Promise<string>((ok, ko) => {
      const timer = setTimeout(() => ko(new Error(`child never printed "${text}"; stdout: ${out.slice(-2000)} stderr: ${err.slice(-2000)}`)), ms);
      waiters.push({ text, ok: (l) => (clearTimeout(timer), ok(l)) });
      check();
    });
  const line = await waitFor('listening ');
  return { proc, url: line.split(' ')[1]!.trim(), waitFor };
}

function exited(p: ChildProcess): Promise<unknown> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
  return new Promise((r) => p.once('exit', r));
}

/** A tiny cookie-keeping HTTP client over fetch. */
class Http {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(readonly base: string) {}
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      this.cookies.set(k!, v!);
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  async register(name: string) {
    const r = await this.call('POST', '/api/auth/register', { name, password: 'correct horse' });
    if (r.status !== 201) throw new Error(JSON.stringify(r));
    this.csrf = r.body.csrfToken;
    return this;
  }
}

async function consistency(db: Storage, id: string) {
  const game = await db.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const steps = await db.db.selectFrom('steps').select(['step', 'entry']).where('game_id', '=', id).orderBy('step').execute();
  const subs = await db.db.selectFrom('submissions').selectAll().where('game_id', '=', id).execute();
  return { game, steps, subs };
}

describe('a server process killed in the middle of an adjudication', () => {
  it.concurrent.each(backends)('(%s) comes back with the old phase or the new one, never a mix, and no accepted decision lost', async (backend) => {
    const dir = mkdtempSync(join(tmpdir(), 'diadochi-crash-'));
    const schema = freshSchema();
    const env: Record<string, string> = backend === 'sqlite' ? { DATA_DIR: dir } : { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema };
    let db: Storage | null = null;
    try {
      const first = await startChild({ ...env, DIADOCHI_PAUSE_IN_ADJUDICATION: '1' });
      const [gm, a, b] = await Promise.all(['referee', 'alice', 'bob'].map((n) => new Http(first.url).register(n)));
      const created = await gm!.call('POST', '/api/games', { ruleset: 'tribute', players: 3, deadlines: { default: 3600 } });
      const id = created.body.id as string;
      await a!.call('POST', `/api/games/${id}/join`, { preferences: ['north'] });
      await b!.call('POST', `/api/games/${id}/join`, { preferences: ['east'] });
      expect((await gm!.call('POST', `/api/games/${id}/start`)).status).toBe(200);
      const va = (await a!.call('GET', `/api/games/${id}`)).body;
      const vb = (await b!.call('GET', `/api/games/${id}`)).body;
      const decisionA = va.legal[0];
      const decisionB = vb.legal[1];
      expect((await a!.call('PUT', `/api/games/${id}/decision`, { decision: decisionA })).status).toBe(200);
      // B's decision completes the step: the server stops inside the adjudication transaction.
      const hanging = b!.call('PUT', `/api/games/${id}/decision`, { decision: decisionB }).catch((e: Error) => e);
      await first.waitFor('paused-in-adjudication');
      first.proc.kill('SIGKILL');
      expect(await hanging).toBeInstanceOf(Error);
      await exited(first.proc);

      // Behind the server's back: the old phase, whole.
      db = backend === 'sqlite' ? await openStorage({ sqlite: join(dir, 'diadochi.sqlite') }) : await openStorage({ postgres: PG_URL, schema });
      const before = await consistency(db, id);
      expect(before.game.step).toBe(0);
      expect(before.steps.map((s) => s.step)).toEqual([0]);
      expect(before.subs.every((s) => s.step === 0)).toBe(true);
      const stored = Object.fromEntries(before.subs.map((s) => [s.power, JSON.parse(s.decision)]));
      expect(stored.north).toEqual(decisionA);
      expect(stored.east).toEqual(decisionB); // B's submission was committed before the adjudication began
      expect(before.game.all_ready).toBe(1);

      // Restarted, the server finishes the interrupted adjudication by itself (its scheduler's first pass).
      const again = await createServer({ ...testDefaults(new FakeClock(Date.now())), db } as ServerOptions);
      try {
        expect((await again.scheduler.tick()).adjudicated).toBe(1);
      } finally {
        await again.close();
      }
      const after = await consistency(db, id);
      expect(after.game.step).toBeGreaterThanOrEqual(1);
      expect(after.steps.map((s) => s.step)).toEqual([...Array(after.game.step + 1).keys()]);
      const entry = JSON.parse(after.steps[1]!.entry);
      expect(entry.decisions.north).toEqual(decisionA);
      expect(entry.decisions.east).toEqual(decisionB);
      expect(entry.defaulted).toEqual([]);
      expect(after.subs.every((s) => s.step === after.game.step)).toBe(true);
    } finally {
      await db?.close();
      rmSync(dir, { recursive: true, force: true });
      if (backend === 'postgres') await dropSchema(PG_URL, schema);
    }
  }, 180_000);
});
