import crypto from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { SiteMessageTable, SiteMessageType } from './sitemessage.table.js'

export type MessageRow = Selectable<SiteMessageTable>

/** A message as the events write it. */
export interface NewMessage {
  websiteId: number
  memberId: number
  category: SiteMessageType
  /** the template; absent for the operator's text */
  tpl?: string
  params?: Record<string, string | number>
  title?: string
  content?: string
  /** account messages: fen or points (positive) */
  amount?: number
  linkRoute?: string
  linkParams?: Record<string, string | number>
  /** unique per member: the same cause writes once */
  idemKey: string
  createdAt: number
}

const IDEM_MAX = 100

/** The key as stored: long keys (a ledger tag may be long) are hashed, so no cause is ever cut into another's key. */
export function idemKeyOf(key: string): string {
  return key.length <= IDEM_MAX ? key : `h:${crypto.createHash('sha256').update(key).digest('hex')}`
}

const text = (v: string | undefined, max: number) => [...(v ?? '')].slice(0, max).join('')

function linkParamsText(p: Record<string, string | number> | undefined): string {
  if (!p || !Object.keys(p).length) return ''
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(p)) out[k] = String(v).slice(0, 64)
  return JSON.stringify(out).slice(0, 255)
}

function valuesOf(m: NewMessage) {
  return {
    website_id: m.websiteId, member_id: m.memberId, category: m.category, tpl: m.tpl ?? '',
    params: m.params ? JSON.stringify(m.params) : '', title: text(m.title, 100), content: m.content ?? '',
    amount: Math.abs(Math.trunc(m.amount ?? 0)), link_route: (m.linkRoute ?? '').slice(0, 128), link_params: linkParamsText(m.linkParams),
    idem_key: idemKeyOf(m.idemKey), created_at: m.createdAt,
  }
}

/**
 * One insert; a message already written for the same cause is left alone (`add`: its amount grows by
 * this one's instead, for ledger rows of one cause on two accounts, e.g. the two kinds of balance).
 */
export async function insertMessage(db: Kysely<Database>, m: NewMessage, onRepeat: 'nothing' | 'add' = 'nothing'): Promise<void> {
  await db.insertInto('site_message').values(valuesOf(m))
    .onConflict((oc) => {
      const target = oc.columns(['member_id', 'idem_key'])
      return onRepeat === 'add'
        ? target.doUpdateSet((eb) => ({ amount: eb(eb.ref('site_message.amount'), '+', eb.ref('excluded.amount')) }))
        : target.doNothing()
    })
    .execute()
}

/**
 * Copies the broadcasts to every member that this member has not got yet (sent after the member
 * joined) into the member's messages. One small read when there is nothing new; the copy runs once
 * per member and broadcast (the unique key), whoever looks first.
 */
export async function pullBroadcasts(db: Kysely<Database>, websiteId: number, memberId: number): Promise<void> {
  const state = await db.selectNoFrom((eb) => [
    eb.selectFrom('site_message_broadcast').select((e) => e.fn.max('id').as('m'))
      .where('website_id', '=', websiteId).where('target', '=', 'all').as('latest'),
    eb.selectFrom('site_message_inbox').select('broadcast_id').where('member_id', '=', memberId).as('cursor'),
  ]).executeTakeFirst()
  const latest = Number(state?.latest ?? 0)
  const cursor = Number(state?.cursor ?? 0)
  if (!latest || latest <= cursor) return
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('site_message')
      .columns(['website_id', 'member_id', 'category', 'title', 'content', 'link_route', 'link_params', 'idem_key', 'broadcast_id', 'created_at'])
      .expression((eb) => eb.selectFrom('site_message_broadcast as b')
        .innerJoin('member as m', (j) => j.on('m.id', '=', memberId))
        .select((s) => [
          sql.lit(websiteId).as('website_id'), sql.lit(memberId).as('member_id'), 'b.category', 'b.title', 'b.content', 'b.link_route', 'b.link_params',
          sql<string>`${sql.lit('broadcast:')} || ${s.ref('b.id')}`.as('idem_key'), 'b.id', 'b.created_at',
        ])
        .where('b.website_id', '=', websiteId).where('b.target', '=', 'all')
        .where('b.id', '>', cursor).where('b.id', '<=', latest)
        .whereRef('b.created_at', '>=', 'm.created_at'))
      .onConflict((oc) => oc.columns(['member_id', 'idem_key']).doNothing())
      .execute()
    await trx.insertInto('site_message_inbox').values({ member_id: memberId, website_id: websiteId, broadcast_id: latest })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ broadcast_id: latest }).where('site_message_inbox.broadcast_id', '<', latest))
      .execute()
  })
}

export async function unreadByCategory(db: Kysely<Database>, websiteId: number, memberId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('site_message').select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId).where('read_time', '=', 0).where('website_id', '=', websiteId)
    .groupBy('category').execute()
  return new Map(rows.map((r) => [r.category, Number(r.n)]))
}

export async function unreadTotal(db: Kysely<Database>, websiteId: number, memberId: number): Promise<number> {
  const row = await db.selectFrom('site_message').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId).where('read_time', '=', 0).where('website_id', '=', websiteId).executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The newest message of each category (one index seek per category). */
export async function latestByCategory(db: Kysely<Database>, websiteId: number, memberId: number, categories: readonly SiteMessageType[]): Promise<Map<string, MessageRow>> {
  const rows = await Promise.all(categories.map((c) => db.selectFrom('site_message').selectAll()
    .where('member_id', '=', memberId).where('category', '=', c).where('website_id', '=', websiteId)
    .orderBy('id', 'desc').limit(1).executeTakeFirst()))
  const out = new Map<string, MessageRow>()
  for (const r of rows) if (r) out.set(r.category, r)
  return out
}

export async function pageOf(db: Kysely<Database>, websiteId: number, memberId: number, category: SiteMessageType, offset: number, limit: number) {
  const base = db.selectFrom('site_message').where('member_id', '=', memberId).where('category', '=', category).where('website_id', '=', websiteId)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ])
  return { rows, count: Number(count?.n ?? 0) }
}

export async function findOwn(db: Kysely<Database>, websiteId: number, memberId: number, id: number): Promise<MessageRow | undefined> {
  return db.selectFrom('site_message').selectAll().where('id', '=', id).where('member_id', '=', memberId).where('website_id', '=', websiteId).executeTakeFirst()
}

/** Marks read what is unread (guarded: the first read time stays); answers how many moved. */
export async function markRead(db: Kysely<Database>, p: { websiteId: number; memberId: number; id?: number; category?: SiteMessageType; now: number }): Promise<number> {
  let q = db.updateTable('site_message').set({ read_time: p.now })
    .where('member_id', '=', p.memberId).where('website_id', '=', p.websiteId).where('read_time', '=', 0)
  if (p.id !== undefined) q = q.where('id', '=', p.id)
  if (p.category !== undefined) q = q.where('category', '=', p.category)
  const res = await q.executeTakeFirst()
  return Number(res.numUpdatedRows)
}
