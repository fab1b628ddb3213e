import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

export interface NewUploadRow {
  website_id: number
  member_id: number
  path: string
  kind: string
  mime: string
  size: number
  created_at: number
}

export async function insertUpload(db: Kysely<Database>, row: NewUploadRow): Promise<void> {
  await db.insertInto('member_upload').values(row).execute()
}
