import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DurableSqliteDialect, TrackedDatabase } from '../src/db/durable-sqlite.ts';
import { migrate } from '../src/db/migrations.ts';
import type { Database } from '../src/db/schema.ts';
import { createServer } from '../src/index.ts';
import type { ServerOptions, Storage } from '../src/index.ts';
import { expectOk, FakeClock, startedGame, testDefaults, users } from './helpers.ts';

const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A SQLite storage whose every statement run is logged (Kysely's `log`, which sees prepared ones too). */
async function countedStorage(): Promise<{ storage: Storage; statements: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'diadochi-hot-path-'));
  dirs.push(dir);
  const statements: string[] = [];
  const database = new BetterSqlite3(join(dir, 'db.sqlite'));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new DurableSqliteDialect(new TrackedDatabase(database), null),
    log: (e) => {
      if (e.level === 'query') statements.push(e.query.sql);
    },
  });
  await migrate(db as unknown as Kysely<unknown>, 'sqlite');
  return { storage: { db, dialect: 'sqlite', namespace: `sqlite:${dir}`, close: () => db.destroy() }, statements };
}

/** A judge on a fresh counted SQLite database, closed after the test. */
async function countedServer(): Promise<{ server: Awaited<ReturnType<typeof createServer>>; statements: string[] }> {
  const { storage, statements } = await countedStorage();
  const server = await createServer({ ...testDefaults(new FakeClock()), db: storage } as ServerOptions);
  closers.push(() => server.close(), () => storage.close());
  return { server, statements };
}

const GAME_ROW = 'select * from "games" where "id" = ?';

describe('the hot path reads the game row once per request (issue 22)', () => {
  it('a game view and a decision read the game row their access check read, not again', async () => {
    const { server, statements } = await countedServer();
    const [gm, a] = await users(server.app, 'gmaster', 'anna');
    const { id, powers } = await startedGame(gm!, [a!]);

    statements.length = 0;
    const view = expectOk(await a!.get(`/api/games/${id}`));
    // The access check's read only (a second read for the view itself was the rule before).
    expect(statements.filter((s) => s === GAME_ROW)).toHaveLength(1);

    statements.length = 0;
    const decision = view.legal[0];
    const r = expectOk(await a!.put(`/api/games/${id}/decision`, { decision, step: view.view.step, ready: false }));
    expect(r.power).toBe(powers.anna);
    // The access check's read only: the write is guarded by that row's version (writeDecision), nothing is read again.
    expect(statements.filter((s) => s === GAME_ROW)).toHaveLength(1);
    expect(statements.filter((s) => s.startsWith('insert into "submissions"'))).toHaveLength(1);
  });

  it('a decision whose access check read the game before it moved on is checked against a fresh read, not refused', async () => {
    const { server } = await countedServer();
    const [gm, a] = await users(server.app, 'gmaster', 'anna');
    const { id, powers } = await startedGame(gm!, [a!]);
    const view = expectOk(await a!.get(`/api/games/${id}`));
    const now = (await server.judge.findGame(id))!;
    const anna = (await server.judge.seats(now)).find((s) => s.power === powers.anna)!;
    // The row as the route's check read it one step earlier: checked alone, it would say stale-step.
    const older = { ...now, step: now.step - 1 };
    const out = await server.judge.submit({ id: anna.user_id!, name: 'anna', role: 'player' }, id, { decision: view.legal[0], ready: false, step: view.view.step, row: older });
    expect(out).toMatchObject({ power: powers.anna, step: now.step });
  });

  it("a seat's view reads its submissions, draft and vacations in one statement, and no record step after an adjudication this instance wrote", async () => {
    const { server, statements } = await countedServer();
    const [gm, a] = await users(server.app, 'reads-gm', 'reads-a');
    const { id } = await startedGame(gm!, [a!]);
    const v = expectOk(await a!.get(`/api/games/${id}`));
    const r = expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0], step: v.view.step }));
    expect(r.adjudicated).toBe(true);
    statements.length = 0;
    const after = expectOk(await a!.get(`/api/games/${id}`));
    expect(after.view.step).toBe(r.currentStep);
    expect(statements.filter((s) => s.includes('from "steps"'))).toHaveLength(0);
    expect(statements.filter((s) => s.includes('from "drafts"') || s.includes('from "submissions"') || s.includes('"vacations"'))).toHaveLength(1);
    // The record as this instance keeps it is the one a fresh read gives.
    server.judge.records.forget(id);
    server.judge.steps.forget(id);
    expect(expectOk(await a!.get(`/api/games/${id}`)).view).toEqual(after.view);
  });

  it('a step that leaves the game going runs no ratings sweep; the step that ends it does', async () => {
    const { server, statements } = await countedServer();
    const [gm, a] = await users(server.app, 'sweep-gm', 'sweep-a');
    const { id } = await startedGame(gm!, [a!]);
    const sweeps = () => statements.filter((s) => s.includes('"rated_games"')).length;
    const settle = () => new Promise((ok) => setTimeout(ok, 50));
    let midGame = -1;
    for (let guard = 0; guard < 50; guard++) {
      const v = expectOk(await a!.get(`/api/games/${id}`));
      if (v.game.status === 'over') break;
      await settle();
      statements.length = 0;
      const r = expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0], step: v.view.step }));
      await settle();
      const over = expectOk(await a!.get(`/api/games/${id}`)).game.status === 'over';
      if (r.adjudicated && !over && midGame < 0) midGame = sweeps();
      if (over) {
        // The game's end is rated: its sweep reads the finished games not yet rated.
        expect(sweeps()).toBeGreaterThan(0);
      }
    }
    expect(midGame).toBe(0);
    expect(expectOk(await a!.get(`/api/games/${id}`)).game.status).toBe('over');
  });
});
