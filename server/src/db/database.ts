import fs from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import type { Database } from './schema.js'
import { withNamedStatements } from './pg-named.js'
import { SchemaBoundPostgresDialect } from './pg-schema.js'

export type Dialect = 'sqlite' | 'postgres'

export interface DbHandle {
  db: Kysely<Database>
  dialect: Dialect
  /** PostgreSQL schema the connections use, when not the default */
  pgSchema?: string
  /** Closes the pool / file. */
  destroy(): Promise<void>
}

export interface OpenOptions {
  databaseUrl?: string
  sqliteFile?: string
  /** SQLite only: how much of the file is read through mmap, in MiB (0: none, the default) */
  sqliteMmapMb?: number
  /** PostgreSQL only: connections in the pool (default 10) */
  pgPoolMax?: number
  /** PostgreSQL only: every connection uses this schema (tests isolate themselves this way). */
  pgSchema?: string
}

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl && /^postgres(ql)?:/.test(opts.databaseUrl)) {
    const pg = (await import('pg')).default
    // count(*) and sum() come back as INT8 strings otherwise; our sums stay far below 2^53.
    pg.types.setTypeParser(20, (v: string) => Number(v))
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.pgPoolMax ?? 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    })
    const config = { pool: withNamedStatements(pool) }
    // a schema-bound handle introspects and locks its own schema only (see pg-schema.ts)
    const dialect = opts.pgSchema ? new SchemaBoundPostgresDialect(config, opts.pgSchema) : new PostgresDialect(config)
    const db = new Kysely<Database>({ dialect })
    return { db, dialect: 'postgres', pgSchema: opts.pgSchema, destroy: () => db.destroy() }
  }
  const Sqlite = (await import('better-sqlite3')).default
  const file = opts.sqliteFile ?? ':memory:'
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const database = new Sqlite(file)
  database.pragma('journal_mode = WAL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  // Sorts and aggregate ORDER BYs (a goods detail's gallery: json_group_array(... ORDER BY sort, id)) build a
  // temporary b-tree; kept in a file, each one opened and removed a temp file: 270 µs per detail at
  // 100,000 goods against 27 µs in memory. These temporaries are small (one goods' rows, one page).
  database.pragma('temp_store = MEMORY')
  // reads through a memory map instead of a pread per page: a goods detail at 100,000 goods (an 89 MB
  // file, random goods) took 58 µs of SQL without it and 22 µs with it. Off by default (issue 24): every
  // page read through the map stays in the process's resident memory, the whole file after every goods
  // was viewed (+80 MB at 100,000 goods), where pread leaves it to the kernel's page cache. Writes go
  // through the WAL either way.
  if (file !== ':memory:') database.pragma(`mmap_size = ${Math.max(0, Math.floor(opts.sqliteMmapMb ?? 0)) * 1024 * 1024}`)
  // Kysely prepares every query anew; reusing the compiled statement gave +25 % cart adds and +35 %
  // checkouts per second (bench/buying.mjs). Bounded (texts with IN lists vary); a statement still
  // being iterated is not reused. SQLite re-prepares a cached statement itself after a schema change.
  const statements = new Map<string, ReturnType<typeof database.prepare>>()
  const cached = {
    close: () => database.close(),
    prepare(text: string) {
      let stmt = statements.get(text)
      if (!stmt || stmt.busy) {
        stmt = database.prepare(text)
        if (statements.size >= 1000) statements.clear()
        statements.set(text, stmt)
      }
      return stmt
    },
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) })
  return { db, dialect: 'sqlite', destroy: () => db.destroy() }
}

/** Seconds since the epoch: every stored time uses it. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

export { sql }
