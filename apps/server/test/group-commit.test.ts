import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { directOf, WalFlusher } from '../src/db/durable-sqlite.ts';
import { openStorage } from '../src/index.ts';
import type { Storage } from '../src/index.ts';

const dirs: string[] = [];
const opened: Storage[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function fresh(): string {
  const dir = mkdtempSync(join(tmpdir(), 'diadochi-group-commit-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
}

/** A flusher that counts the fsyncs it starts, each held until the test releases it. */
class HeldFlusher extends WalFlusher {
  started = 0;
  private releases: (() => void)[] = [];
  constructor() {
    super('/nonexistent');
  }
  protected override sync(): Promise<void> {
    this.started++;
    return new Promise((ok) => this.releases.push(ok));
  }
  release(): void {
    this.releases.shift()!();
  }
}

describe('group commit (issue 22)', () => {
  it('one fsync covers every flush asked while the previous one ran, and never one that started before the ask', async () => {
    const f = new HeldFlusher();
    const done: string[] = [];
    const a = f.flush().then(() => done.push('a'));
    expect(f.started).toBe(1);
    // b and c commit while a's fsync runs: it may have missed their frames, so they wait for the next.
    const b = f.flush().then(() => done.push('b'));
    const c = f.flush().then(() => done.push('c'));
    expect(f.started).toBe(1);
    f.release();
    await a;
    await new Promise((r) => setImmediate(r));
    expect(done).toEqual(['a']);
    expect(f.started).toBe(2);
    f.release();
    await Promise.all([b, c]);
    expect(done).toEqual(['a', 'b', 'c']);
    expect(f.started).toBe(2);
  });

  it('a write through the query layer returns after the WAL is fsynced; a read causes no fsync', async () => {
    const storage = await openStorage({ sqlite: fresh() });
    opened.push(storage);
    const flusher = storage.flusher;
    expect(flusher).toBeInstanceOf(WalFlusher);
    const before = flusher!.syncs;
    await storage.db.selectFrom('users').selectAll().execute();
    expect(flusher!.syncs).toBe(before);
    await storage.db
      .insertInto('users')
      .values({ id: 'u1', name: 'alice', name_key: 'alice', password_hash: 'x', role: 'player', created_at: 0 })
      .execute();
    expect(flusher!.syncs).toBe(before + 1);
    // Concurrent transactions share fsyncs: fewer than one each.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storage.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({ id: `u${i + 2}`, name: `bob${i}`, name_key: `bob${i}`, password_hash: 'x', role: 'player', created_at: 0 })
            .execute();
        }),
      ),
    );
    expect(flusher!.syncs - before - 1).toBeLessThan(20);
    expect(flusher!.syncs - before - 1).toBeGreaterThanOrEqual(1);
  });

  it('the direct path (issue 22): a write returns after its fsync; reads and writes wait for an open transaction, never join it', async () => {
    const storage = await openStorage({ sqlite: fresh() });
    opened.push(storage);
    const direct = directOf(storage.db)!;
    expect(direct).toBeDefined();
    const flusher = storage.flusher!;
    const user = (id: string) => [id, id, id, 'x', 'player', 0];
    const insert = 'insert into "users" ("id", "name", "name_key", "password_hash", "role", "created_at") values (?, ?, ?, ?, ?, ?)';
    const before = flusher.syncs;
    await direct.write((run) => run(insert, user('d1')))!;
    expect(flusher.syncs).toBeGreaterThan(before);
    expect(direct.read<{ id: string }>('select "id" from "users" where "id" = ?', ['d1'])).toEqual([{ id: 'd1' }]);
    // A throw rolls the direct transaction back.
    await expect(
      direct.write((run) => {
        run(insert, user('d2'));
        throw new Error('no');
      })!,
    ).rejects.toThrow('no');
    expect(direct.read('select "id" from "users" where "id" = ?', ['d2'])).toEqual([]);
    // While a Kysely transaction is open (waiting between statements), the direct path steps aside.
    let inside!: () => void;
    const held = new Promise<void>((ok) => (inside = ok));
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const tx = storage.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ id: 'd3', name: 'd3', name_key: 'd3', password_hash: 'x', role: 'player', created_at: 0 }).execute();
      inside();
      await gate;
    });
    await held;
    expect(direct.read('select "id" from "users" where "id" = ?', ['d3'])).toBeUndefined();
    expect(direct.write((run) => run(insert, user('d4')))).toBeUndefined();
    release();
    await tx;
    expect(direct.read('select "id" from "users" where "id" = ?', ['d3'])).toEqual([{ id: 'd3' }]);
    expect(() => direct.read(insert, user('d5'))).toThrow('not a read');
  });
});
