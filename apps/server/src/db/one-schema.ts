/**
 * A PostgreSQL dialect whose introspection reads one schema only.
 *
 * Why: Kysely's migrator asks the introspector whether its bookkeeping tables exist before it
 * takes its lock, and Kysely's own PostgreSQL introspector lists every table of every schema,
 * calling `has_schema_privilege` and `pg_get_serial_sequence` on each by name. A schema that
 * another connection drops between the catalog read and those calls fails the whole query
 * ("schema … does not exist"), so one process dropping a schema could fail another's start-up
 * (seen in CI: a test's restart failed while another test file dropped its schema). Reading
 * our own schema only removes the race and does less work.
 */
import { PostgresDialect, sql } from 'kysely';
import type { ColumnMetadata, DatabaseIntrospector, DatabaseMetadata, DatabaseMetadataOptions, Kysely, PostgresDialectConfig, SchemaMetadata, TableMetadata } from 'kysely';

const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

interface ColumnRow {
  table: string;
  kind: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  auto_incrementing: string | null;
  column_description: string | null;
}

export class OneSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schema}`.execute(this.db);
    return rows.map((r) => ({ name: r.name }));
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    // The select list is computed only for the rows the where clause keeps: our schema's.
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, a.attname as column, a.attnotnull as not_null,
             a.atthasdef as has_default, typ.typname as type, tns.nspname as type_schema,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as auto_incrementing,
             col_description(a.attrelid, a.attnum) as column_description
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on a.attrelid = c.oid
      join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
      join pg_catalog.pg_type typ on a.atttypid = typ.oid
      join pg_catalog.pg_namespace tns on typ.typnamespace = tns.oid
      where ns.nspname = ${this.schema} and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, { name: string; schema: string; isView: boolean; columns: ColumnMetadata[] }>();
    for (const r of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(r.table)) continue;
      let t = tables.get(r.table);
      if (!t) tables.set(r.table, (t = { name: r.table, schema: this.schema, isView: r.kind === 'v', columns: [] }));
      t.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        isAutoIncrementing: r.auto_incrementing !== null,
        hasDefaultValue: r.has_default,
        ...(r.column_description !== null ? { comment: r.column_description } : {}),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

export class OneSchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string,
  ) {
    super(config);
  }

  // Kysely declares the parameter as Kysely<any>; unknown is what we read through it.
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OneSchemaIntrospector(db, this.schema);
  }
}
