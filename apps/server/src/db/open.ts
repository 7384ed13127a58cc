import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely } from 'kysely';
import { OneSchemaPostgresDialect } from './one-schema.ts';
import pg from 'pg';
import type { Database } from './schema.ts';
import { DirectSqlite, DurableSqliteDialect, registerDirect, TrackedDatabase, WalFlusher } from './durable-sqlite.ts';
import { migrate } from './migrations.ts';
import type { Dialect } from './dialect.ts';

export type { Dialect } from './dialect.ts';

/** An open, migrated database: one Kysely query layer whatever the engine. */
export interface Storage {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the connection settings, for LISTEN/NOTIFY on a dedicated connection. */
  pg?: { connectionString: string; schema?: string };
  /** A name unique to this database (and schema), used for notification channels. */
  namespace: string;
  /** SQLite on a file: the group commit's fsyncs of the WAL (`durable-sqlite.ts`). */
  flusher?: WalFlusher;
  close(): Promise<void>;
}

export type StorageConfig = { sqlite: string } | { postgres: string; schema?: string; poolSize?: number };

/** PostgreSQL returns 64-bit integers as strings; our values (ms timestamps, counts) fit a double. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openStorage(config: StorageConfig): Promise<Storage> {
  if ('sqlite' in config) return openSqlite(config.sqlite);
  return openPostgres(config.postgres, config.schema, config.poolSize);
}

async function openSqlite(file: string): Promise<Storage> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  // NORMAL: a commit writes the WAL without fsync; the driver fsyncs it off the event loop before
  // the writer goes on (group commit, `durable-sqlite.ts`), so an accepted decision is on disk
  // before the reply says so.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const tracked = new TrackedDatabase(database);
  const flusher = file === ':memory:' ? null : new WalFlusher(`${file}-wal`);
  const db = new Kysely<Database>({ dialect: new DurableSqliteDialect(tracked, flusher) });
  // The hot path's reads and a decision's write skip Kysely's driver (issue 22; `DirectSqlite`).
  registerDirect(db, new DirectSqlite(tracked, flusher));
  await migrate(db as unknown as Kysely<unknown>, 'sqlite');
  return {
    db,
    dialect: 'sqlite',
    namespace: `sqlite:${file}`,
    ...(flusher ? { flusher } : {}),
    close: async () => {
      await db.destroy();
      await flusher?.close();
    },
  };
}

async function openPostgres(connectionString: string, schema?: string, poolSize = 10): Promise<Storage> {
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name ${schema}`);
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A dropped connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new OneSchemaPostgresDialect({ pool }, schema ?? 'public') });
  await migrate(db as unknown as Kysely<unknown>, 'postgres', schema);
  return {
    db,
    dialect: 'postgres',
    pg: { connectionString, ...(schema ? { schema } : {}) },
    namespace: `pg:${schema ?? 'public'}`,
    close: () => db.destroy(),
  };
}

/** Drops a schema made for a test run (PostgreSQL only). */
export async function dropSchema(connectionString: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name ${schema}`);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
