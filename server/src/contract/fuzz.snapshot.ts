// The fuzz suite's database fingerprint (a test helper, not a test file).
import crypto from 'node:crypto'
import { sql, type RawBuilder } from 'kysely'
import type { DbHandle } from '../db/database.js'

/** Per table: its row count and a hash of all its rows in primary-key order. */
export type Snapshot = Map<string, { rows: number; hash: string }>

export interface TableInfo {
  name: string
  columns: string[]
  /** primary-key columns in key order; [] when the table has none (then all columns order it) */
  key: string[]
}

/** Every table of the test database, read from the catalogue (tables added later are covered too). */
export async function describeTables(handle: DbHandle): Promise<TableInfo[]> {
  const out: TableInfo[] = []
  if (handle.dialect === 'postgres') {
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(handle.db)
    for (const { name } of tables.rows.filter((r) => r.name !== CHANGE_COUNTER)) {
      const cols = await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${name} order by ordinal_position`.execute(handle.db)
      const key = await sql<{ name: string }>`select a.attname as name
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`"${name}"`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`.execute(handle.db)
      out.push({ name, columns: cols.rows.map((c) => c.name), key: key.rows.map((k) => k.name) })
    }
    return out
  }
  // ordinary tables only: a full-text index (virtual table, and its shadow tables) is derived from them
  const tables = await sql<{ name: string }>`select name from pragma_table_list
    where schema = 'main' and type = 'table' and name not like 'sqlite_%' order by name`.execute(handle.db)
  for (const { name } of tables.rows.filter((r) => r.name !== CHANGE_COUNTER)) {
    const cols = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name}) order by cid`.execute(handle.db)
    out.push({
      name,
      columns: cols.rows.map((c) => c.name),
      key: cols.rows.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
    })
  }
  return out
}

/**
 * Row count and checksum of every table: all rows, every column, ordered by primary key (by every
 * column when there is none), serialised by the database itself so a snapshot of a few thousand
 * rows costs milliseconds (the suite takes hundreds).
 */
export async function snapshot(handle: DbHandle, tables: TableInfo[]): Promise<Snapshot> {
  const out: Snapshot = new Map()
  const parts: RawBuilder<unknown>[] = []
  for (const t of tables) {
    const order = sql.join((t.key.length ? t.key : t.columns).map((c) => sql.ref(c)))
    if (handle.dialect === 'postgres') {
      // the row's own text form (every column, typed) in key order, hashed by the server
      parts.push(sql`select ${t.name}::text as name, count(*)::int as n,
        coalesce(md5(string_agg(r::text, E'\\n' order by ${order})), '') as h from ${sql.table(t.name)} r`)
    } else {
      // quote() keeps types apart ('1' vs 1, NULL vs ''); hashed here, SQLite has no hash function
      const row = sql.join(t.columns.map((c) => sql`quote(${sql.ref(c)})`), sql` || ',' || `)
      parts.push(sql`select ${t.name} as name, count(*) as n,
        coalesce(group_concat(${row}, char(10) order by ${order}), '') as h from ${sql.table(t.name)}`)
    }
  }
  if (!parts.length) return out
  const r = await sql<{ name: string; n: number; h: string }>`${sql.join(parts, sql` union all `)}`.execute(handle.db)
  for (const row of r.rows) {
    const hash = handle.dialect === 'postgres' ? row.h : crypto.createHash('sha1').update(row.h).digest('hex')
    out.set(row.name, { rows: Number(row.n), hash })
  }
  return out
}

/** The tables whose rows differ, e.g. `member (3 -> 4 rows)` or `cart (rows changed)`. */
export function diffSnapshots(before: Snapshot, after: Snapshot): string[] {
  const changed: string[] = []
  for (const [table, a] of after) {
    const b = before.get(table)
    if (!b) changed.push(`${table} (new table)`)
    else if (b.rows !== a.rows) changed.push(`${table} (${b.rows} -> ${a.rows} rows)`)
    else if (b.hash !== a.hash) changed.push(`${table} (rows changed)`)
  }
  for (const table of before.keys()) if (!after.has(table)) changed.push(`${table} (dropped)`)
  return changed
}

/** The side table the change counter lives in; left out of every snapshot. */
export const CHANGE_COUNTER = 'fuzz_change_counter'

/**
 * A row-level trigger on every table counts the rows written (inserted, updated, deleted), so the
 * suite can tell after each request, in one cheap query, whether anything was written, and take a
 * full snapshot only then. The count rolls back with the write's transaction, as it should.
 */
export async function installChangeCounter(handle: DbHandle, tables: TableInfo[]): Promise<void> {
  const { db } = handle
  await sql`create table ${sql.table(CHANGE_COUNTER)} (n integer not null)`.execute(db)
  await sql`insert into ${sql.table(CHANGE_COUNTER)} (n) values (0)`.execute(db)
  if (handle.dialect === 'postgres') {
    await sql.raw(`create function fuzz_count_change() returns trigger language plpgsql as $$
      begin update ${CHANGE_COUNTER} set n = n + 1; return null; end $$`).execute(db)
    for (const t of tables) {
      await sql`create trigger ${sql.id(`fuzz_${t.name}`)} after insert or update or delete on ${sql.table(t.name)}
        for each row execute function fuzz_count_change()`.execute(db)
    }
    return
  }
  for (const t of tables) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`fuzz_${t.name}_${op}`)} after ${sql.raw(op)} on ${sql.table(t.name)}
        begin update ${sql.table(CHANGE_COUNTER)} set n = n + 1; end`.execute(db)
    }
  }
}

/** Rows written since the counter was installed. */
export async function changeCount(handle: DbHandle): Promise<number> {
  const r = await sql<{ n: number }>`select n from ${sql.table(CHANGE_COUNTER)}`.execute(handle.db)
  return Number(r.rows[0]?.n ?? 0)
}
