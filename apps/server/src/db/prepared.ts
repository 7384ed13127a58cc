import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { directOf } from './durable-sqlite.ts';

/** A placeholder a query is built with once; its name says which argument fills it at each run. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query whose SQL is built and compiled once per dialect, then run with new arguments (issue 22).
 * Kysely builds an immutable operation tree and compiles it to SQL at every call, which the
 * profile of the judge's benchmark put at about a tenth of the server's CPU; the hot path's
 * queries have a fixed shape, so only their arguments change.
 *
 * `build` must pass each argument to Kysely unchanged (as a value, never in a computation nor as
 * an identifier): it is called once with placeholders. The first run checks that every argument
 * read became a parameter of the SQL, and refuses otherwise, so a query that cannot be prepared
 * fails at once (in the tests) instead of running with a placeholder.
 *
 * The compiled query runs through the `db` given (a transaction's connection, or the pool), so
 * SQLite's single connection stays locked by Kysely as before; SQLite's driver also keeps the
 * prepared statement by SQL text (`durable-sqlite.ts`). A read on SQLite outside any
 * transaction skips Kysely's driver altogether (`DirectSqlite`).
 */
export function prepared<A extends object, R, D>(build: (db: Kysely<D>, args: A) => Compilable<R>) {
  // By dialect adapter (one per database; its transactions share it).
  const compiled = new WeakMap<object, { query: CompiledQuery<R>; slots: (Slot | { value: unknown })[] }>();
  const compile = (db: Kysely<D>) => {
    const read = new Set<string>();
    const args = new Proxy({} as A, {
      get(_, name) {
        if (typeof name !== 'string') return undefined;
        read.add(name);
        return new Slot(name);
      },
    });
    const query = build(db, args).compile();
    const slots = query.parameters.map((p) => (p instanceof Slot ? p : { value: p }));
    for (const name of read) {
      if (!slots.some((s) => s instanceof Slot && s.name === name)) throw new Error(`prepared query: argument ${name} is not a parameter of ${query.sql}`);
    }
    return { query, slots };
  };
  return async (db: Kysely<D>, args: A): Promise<QueryResult<R>> => {
    const key = db.getExecutor().adapter;
    let c = compiled.get(key);
    if (!c) {
      c = compile(db);
      compiled.set(key, c);
    }
    const parameters = c.slots.map((s) => (s instanceof Slot ? (args as Record<string, unknown>)[s.name] : s.value));
    // SQLite, outside any transaction: a read runs at once on the connection (`DirectSqlite`).
    if (c.query.query.kind === 'SelectQueryNode') {
      const rows = directOf(db)?.read<R>(c.query.sql, parameters);
      if (rows) return { rows };
    }
    return db.executeQuery<R>({ ...c.query, parameters });
  };
}
