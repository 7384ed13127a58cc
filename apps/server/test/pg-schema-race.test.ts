/**
 * The judge's PostgreSQL start-up (migrations) must not fail because another connection drops
 * an unrelated schema meanwhile. Kysely's own introspector listed every schema's tables and
 * failed with `schema "…" does not exist` when one vanished mid-query (CI saw it in the restart
 * test of deadlines.test.ts); before the fix this test failed 15 of 40 opens.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { dropSchema, openStorage } from '../src/index.ts';
import { freshSchema, PG_URL, postgresAvailable } from './helpers.ts';

describe.runIf(postgresAvailable)('PostgreSQL start-up beside schemas being dropped', () => {
  it('opens (and migrates) its own schema while other connections create and drop theirs', async () => {
    let stop = false;
    // Each churner makes a schema with serial-keyed tables and drops it, over and over.
    const churn = async (): Promise<number> => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      let n = 0;
      try {
        while (!stop) {
          const s = freshSchema();
          await c.query(`create schema ${s}`);
          for (let k = 0; k < 8; k++) await c.query(`create table ${s}.t${k} (id serial primary key, x text)`);
          await c.query(`drop schema ${s} cascade`);
          n++;
        }
      } finally {
        await c.end();
      }
      return n;
    };
    const churners = [churn(), churn(), churn()];
    const failures: string[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const schema = freshSchema();
        try {
          const s = await openStorage({ postgres: PG_URL, schema, poolSize: 2 });
          // The migrated tables are there, and the introspection sees only this schema.
          const tables = await s.db.introspection.getTables();
          expect(tables.map((t) => t.schema)).toEqual(tables.map(() => schema));
          expect(tables.map((t) => t.name)).toContain('games');
          await s.close();
        } catch (e) {
          failures.push((e as Error).message);
        } finally {
          await dropSchema(PG_URL, schema);
        }
      }
    } finally {
      stop = true;
    }
    const churned = await Promise.all(churners);
    expect(failures).toEqual([]);
    // The race was exercised: schemas were dropped while we opened ours.
    expect(churned.reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
  }, 120_000);
});
