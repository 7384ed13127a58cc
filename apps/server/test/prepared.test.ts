import { afterAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { prepared } from '../src/db/prepared.ts';
import type { Database } from '../src/db/schema.ts';
import { backends, testStorage } from './helpers.ts';
import type { TestStorage } from './helpers.ts';

type Db = Kysely<Database>;

const user = (id: string, name: string) => ({ id, name, name_key: name.toLowerCase(), password_hash: 'x', role: 'player' as const, created_at: 1 });

describe.each(backends)('prepared queries (issue 22) on %s', (backend) => {
  const opened: TestStorage[] = [];
  afterAll(async () => {
    for (const t of opened) await t.cleanup();
  });
  const db = async () => {
    const t = await testStorage(backend);
    opened.push(t);
    await t.storage.db.insertInto('users').values([user('u1', 'Ann'), user('u2', 'Bob')]).execute();
    return t.storage.db;
  };

  it('compiles once and runs with each call’s arguments, on the database and inside a transaction', async () => {
    const d = await db();
    let built = 0;
    const byName = prepared((q: Db, a: { name: string }) => {
      built++;
      return q.selectFrom('users').select(['id', 'name']).where('name', '=', a.name);
    });
    expect((await byName(d, { name: 'Ann' })).rows).toEqual([{ id: 'u1', name: 'Ann' }]);
    expect((await byName(d, { name: 'Bob' })).rows).toEqual([{ id: 'u2', name: 'Bob' }]);
    expect((await byName(d, { name: 'Cyd' })).rows).toEqual([]);
    const rename = prepared((q: Db, a: { id: string; name: string }) => q.updateTable('users').set({ name: a.name }).where('id', '=', a.id));
    await d.transaction().execute(async (trx) => {
      const r = await rename(trx, { id: 'u1', name: 'Ada' });
      expect(Number(r.numAffectedRows)).toBe(1);
      // The transaction's connection sees its own write.
      expect((await byName(trx, { name: 'Ada' })).rows).toEqual([{ id: 'u1', name: 'Ada' }]);
    });
    expect((await byName(d, { name: 'Ada' })).rows).toEqual([{ id: 'u1', name: 'Ada' }]);
    // Once per database (the transaction shares its database's compiled query).
    expect(built).toBe(1);
  });

  it('refuses a query that does not pass an argument to the SQL as it is', async () => {
    const d = await db();
    const computed = prepared((q: Db, a: { name: string }) => q.selectFrom('users').select('id').where('name', '=', `${a.name}!`));
    await expect(computed(d, { name: 'Ann' })).rejects.toThrow(/argument name is not a parameter/);
  });
});
