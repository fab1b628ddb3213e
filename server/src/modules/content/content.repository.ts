import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { GOODS_STATUS } from '../goods/goods.table.js'

// ---- notes ----

function shownNotes(db: Kysely<Database>, websiteId: number, siteId: number | undefined) {
  let q = db.selectFrom('content_note as n').where('n.website_id', '=', websiteId).where('n.is_show', '=', 1)
  if (siteId) q = q.where('n.site_id', '=', siteId)
  return q
}

const NOTE_COLUMNS = [
  'n.note_id', 'n.site_id', 'n.note_title', 'n.note_title_en', 'n.note_abstract', 'n.note_abstract_en', 'n.cover_img', 'n.read_num', 'n.created_at',
] as const

export async function countNotes(db: Kysely<Database>, websiteId: number, siteId: number | undefined): Promise<number> {
  const row = await shownNotes(db, websiteId, siteId).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A page of shown notes with their shop's name and how many goods on sale they mention. */
export async function pageNotes(db: Kysely<Database>, websiteId: number, siteId: number | undefined, limit: number, offset: number) {
  return shownNotes(db, websiteId, siteId)
    .leftJoin('shop as s', 's.site_id', 'n.site_id')
    .select([...NOTE_COLUMNS, 's.site_name', 'n.body', 'n.body_en'])
    .select((eb) => eb.selectFrom('content_note_goods as ng').innerJoin('goods as g', 'g.goods_id', 'ng.goods_id')
      .whereRef('ng.note_id', '=', 'n.note_id').where('g.status', '=', GOODS_STATUS.ON_SALE)
      .select((e) => e.fn.countAll<number | string>().as('c')).as('goods_count'))
    .orderBy('n.sort').orderBy('n.note_id', 'desc').limit(limit).offset(offset).execute()
}

/**
 * Counts one read of a shown note and answers the note as it stands after it; undefined when the note is
 * unknown, hidden or of another website (nothing is counted then). The increment is one UPDATE, so
 * concurrent readers never lose a count.
 */
export async function readNote(db: Kysely<Database>, websiteId: number, noteId: number) {
  return db.transaction().execute(async (trx) => {
    const res = await trx.updateTable('content_note').set((eb) => ({ read_num: eb(eb.ref('read_num'), '+', 1) }))
      .where('note_id', '=', noteId).where('website_id', '=', websiteId).where('is_show', '=', 1).executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) return undefined
    return trx.selectFrom('content_note as n').leftJoin('shop as s', 's.site_id', 'n.site_id')
      .select([...NOTE_COLUMNS, 's.site_name', 'n.body', 'n.body_en'])
      .where('n.note_id', '=', noteId).executeTakeFirst()
  })
}

export async function noteGoodsIds(db: Kysely<Database>, noteId: number): Promise<number[]> {
  const rows = await db.selectFrom('content_note_goods').select('goods_id').where('note_id', '=', noteId).orderBy('sort').orderBy('id').execute()
  return rows.map((r) => r.goods_id)
}

// ---- help ----

export async function shownHelpClasses(db: Kysely<Database>, websiteId: number) {
  return db.selectFrom('content_help_class as c')
    .select(['c.class_id', 'c.class_name', 'c.class_name_en'])
    .select((eb) => eb.selectFrom('content_help as h').whereRef('h.class_id', '=', 'c.class_id').where('h.is_show', '=', 1)
      .select((e) => e.fn.countAll<number | string>().as('n')).as('help_count'))
    .where('c.website_id', '=', websiteId).where('c.is_show', '=', 1)
    .orderBy('c.sort').orderBy('c.class_id').execute()
}

export async function findShownHelpClass(db: Kysely<Database>, websiteId: number, classId: number) {
  return db.selectFrom('content_help_class').select(['class_id']).where('class_id', '=', classId)
    .where('website_id', '=', websiteId).where('is_show', '=', 1).executeTakeFirst()
}

function shownHelps(db: Kysely<Database>, websiteId: number, classId: number | undefined) {
  let q = db.selectFrom('content_help as h').innerJoin('content_help_class as c', 'c.class_id', 'h.class_id')
    .where('h.website_id', '=', websiteId).where('h.is_show', '=', 1).where('c.is_show', '=', 1)
  if (classId) q = q.where('h.class_id', '=', classId)
  return q
}

const HELP_COLUMNS = ['h.id', 'h.title', 'h.title_en', 'h.class_id', 'c.class_name', 'c.class_name_en', 'h.created_at'] as const

export async function countHelps(db: Kysely<Database>, websiteId: number, classId: number | undefined): Promise<number> {
  const row = await shownHelps(db, websiteId, classId).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pageHelps(db: Kysely<Database>, websiteId: number, classId: number | undefined, limit: number, offset: number) {
  return shownHelps(db, websiteId, classId).select(HELP_COLUMNS)
    .orderBy('c.sort').orderBy('h.class_id').orderBy('h.sort').orderBy('h.id').limit(limit).offset(offset).execute()
}

export async function findShownHelp(db: Kysely<Database>, websiteId: number, id: number) {
  return shownHelps(db, websiteId, undefined).select([...HELP_COLUMNS, 'h.body', 'h.body_en']).where('h.id', '=', id).executeTakeFirst()
}

// ---- notices ----

function shownNotices(db: Kysely<Database>, websiteId: number) {
  return db.selectFrom('content_notice').where('website_id', '=', websiteId).where('is_show', '=', 1)
}

const NOTICE_COLUMNS = ['id', 'title', 'title_en', 'is_top', 'created_at'] as const

export async function countNotices(db: Kysely<Database>, websiteId: number): Promise<number> {
  const row = await shownNotices(db, websiteId).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pageNotices(db: Kysely<Database>, websiteId: number, limit: number, offset: number) {
  return shownNotices(db, websiteId).select(NOTICE_COLUMNS)
    .orderBy('is_top', 'desc').orderBy('sort').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()
}

export async function findShownNotice(db: Kysely<Database>, websiteId: number, id: number) {
  return shownNotices(db, websiteId).select([...NOTICE_COLUMNS, 'body', 'body_en']).where('id', '=', id).executeTakeFirst()
}
