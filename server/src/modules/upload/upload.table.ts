import type { Generated } from 'kysely'

/** One stored upload and its owner (migration 0007_profile). */
export interface MemberUploadTable {
  id: Generated<number>
  website_id: number
  member_id: number
  /** the public relative path, `upload/member/<yyyymm>/<name>.<ext>` */
  path: string
  /** headimg | evaluate | refund | image */
  kind: string
  /** of the stored file: the re-encoded picture (image/jpeg, image/png or image/webp) */
  mime: string
  /** bytes of the stored original (its size variants not counted) */
  size: number
  created_at: number
}

export interface UploadTables {
  member_upload: MemberUploadTable
}
