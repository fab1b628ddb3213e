import type { CreateTableBuilder } from 'kysely'
import type { Dialect } from './database.js'

/**
 * An auto-increment integer primary key that works on both databases:
 * `.autoIncrement()` emits MySQL syntax on PostgreSQL and `serial` yields NULL ids on SQLite.
 */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
  name = 'id',
): CreateTableBuilder<T, never> {
  return dialect === 'postgres'
    ? table.addColumn(name, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement())
}

/** Text that may hold JSON; PostgreSQL and SQLite both store it as text here. */
export const jsonText = 'text' as const
