import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { MemberUploadTable } from './upload.table.js'

export type NewUploadRow = Omit<MemberUploadTable, 'id'>

export async function insertUpload(db: Kysely<Database>, row: NewUploadRow): Promise<void> {
  await db.insertInto('member_upload').values(row).execute()
}
