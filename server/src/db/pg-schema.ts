import {
  DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, PostgresAdapter, PostgresDialect, PostgresIntrospector, sql,
  type DatabaseIntrospector, type DatabaseMetadata, type DatabaseMetadataOptions, type Kysely, type PostgresDialectConfig,
  type TableMetadata,
} from 'kysely'

/**
 * PostgreSQL for a handle bound to one schema (the tests' throw-away `t_…` schemas, several test
 * processes at a time). Kysely's own pieces assume one user of the database:
 *  - its introspector (the Migrator's "does the migration table exist") reads the columns of every schema
 *    and resolves each schema by name (has_schema_privilege, pg_get_serial_sequence) while it reads; a
 *    schema another process drops in between fails it with `schema "t_…" does not exist`;
 *  - its migration lock is one advisory lock for the whole database, so parallel suites migrated one at
 *    a time.
 * Here both look at the bound schema only.
 */
export class SchemaBoundPostgresDialect extends PostgresDialect {
  constructor(config: PostgresDialectConfig, private readonly schema: string) {
    super(config)
  }

  override createAdapter() {
    return new SchemaMigrationLockAdapter(this.schema)
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaBoundIntrospector(db, this.schema)
  }
}

class SchemaMigrationLockAdapter extends PostgresAdapter {
  constructor(private readonly schema: string) {
    super()
  }

  // session-level like Kysely's own, keyed by the schema: migrators of one schema still take turns
  override async acquireMigrationLock(db: Kysely<unknown>) {
    await sql`select pg_advisory_lock(hashtextextended(${`kysely_migration:${this.schema}`}, 0))`.execute(db)
  }

  override async releaseMigrationLock(db: Kysely<unknown>) {
    await sql`select pg_advisory_unlock(hashtextextended(${`kysely_migration:${this.schema}`}, 0))`.execute(db)
  }
}

interface ColumnRow {
  table_name: string
  relkind: string
  column_name: string
  not_null: boolean
  has_default: boolean
  type: string
  type_schema: string
  column_description: string | null
  serial_sequence: string | null
}

class SchemaBoundIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>, private readonly schema: string) {}

  /** a plain read of pg_namespace: nothing resolved by name */
  getSchemas() {
    return new PostgresIntrospector(this.db).getSchemas()
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    // the select list (name lookups) runs only for rows that passed the WHERE: this schema's, which no
    // one else drops
    const { rows } = await sql<ColumnRow>`
      select c.relname as table_name, c.relkind, a.attname as column_name, a.attnotnull as not_null,
        a.atthasdef as has_default, typ.typname as type, tns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as serial_sequence
      from pg_catalog.pg_namespace ns
      join pg_catalog.pg_class c on c.relnamespace = ns.oid
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      where ns.nspname = ${this.schema} and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db)
    const internal = new Set<string>(options.withInternalKyselyTables ? [] : [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE])
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>()
    for (const r of rows) {
      if (internal.has(r.table_name)) continue
      let table = tables.get(r.table_name)
      if (!table) {
        table = { name: r.table_name, schema: this.schema, isView: r.relkind === 'v', columns: [] }
        tables.set(r.table_name, table)
      }
      table.columns.push({
        name: r.column_name,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        hasDefaultValue: r.has_default,
        isAutoIncrementing: r.serial_sequence !== null,
        comment: r.column_description ?? undefined,
      })
    }
    return [...tables.values()]
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) }
  }
}
