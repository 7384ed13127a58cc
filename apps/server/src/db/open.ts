import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
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
  // FULL: a commit is on disk before the reply that says "accepted".
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  await migrate(db as unknown as Kysely<unknown>, 'sqlite');
  return { db, dialect: 'sqlite', namespace: `sqlite:${file}`, close: () => db.destroy() };
}

/**
 * Kysely prepares every statement anew; preparing costs about as much as running our small
 * queries, so prepared statements are kept by SQL text (a bounded, least-recently-used set).
 * Reuse is safe: better-sqlite3 runs each statement to completion synchronously.
 */
function withStatementCache(database: BetterSqlite3.Database, capacity = 256) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) cache.delete(sql);
      else stmt = database.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      return stmt;
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
