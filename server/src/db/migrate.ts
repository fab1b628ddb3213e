import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { DbHandle } from './database.js'
import { migrations } from './migrations/index.js'

export async function migrateToLatest(handle: DbHandle): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {}
      for (const [name, m] of Object.entries(migrations)) {
        out[name] = {
          up: (db) => m.up(db, handle.dialect),
          down: m.down ? (db) => m.down!(db, handle.dialect) : undefined,
        }
      }
      return out
    },
  }
  // Kysely looks for its bookkeeping tables in every schema; two live test schemas would find each
  // other's, so a schema-bound handle keeps them in its own schema
  const migrator = new Migrator({ db: handle.db, provider, ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
