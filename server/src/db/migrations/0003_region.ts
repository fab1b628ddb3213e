import fs from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { paths } from '../../config.js'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

interface TreeNode {
  id: number
  name: string
  short_name: string
  level: 1 | 2 | 3
  lat: number | null
  lng: number | null
  children?: TreeNode[]
}

/** The committed region tree (server/data/regions/tree.json, built by scripts/build-regions.ts) as rows. */
export function regionRows(file = path.join(paths.serverRoot, 'data', 'regions', 'tree.json')) {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { provinces: TreeNode[] }
  const rows: Array<{ id: number; pid: number; level: number; name: string; short_name: string; lat: number | null; lng: number | null }> = []
  const walk = (nodes: TreeNode[], pid: number) => {
    for (const n of nodes) {
      rows.push({ id: n.id, pid, level: n.level, name: n.name, short_name: n.short_name, lat: n.lat, lng: n.lng })
      if (n.children) walk(n.children, n.id)
    }
  }
  walk(doc.provinces, 0)
  return rows
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createTable('region')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .execute()
  await db.schema.createIndex('region_pid').on('region').column('pid').execute()

  // 7 parameters a row: 500 rows stay far below SQLite's and PostgreSQL's parameter limits
  const rows = regionRows()
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto('region').values(rows.slice(i, i + 500)).execute()
  }

  await withId(db.schema.createTable('community'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('region.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('community_site_district').on('community').columns(['website_id', 'district_id', 'status']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('community').execute()
  await db.schema.dropTable('region').execute()
}
