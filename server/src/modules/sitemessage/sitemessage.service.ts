import { sql } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, invalidParam } from '../../http/errors.js'
import { t, type Lang } from '../../http/messages.js'
import { paging, pageResult } from '../../http/paging.js'
import { fromTypeName } from '../account/account.rules.js'
import { SiteMessageError } from './sitemessage.messages.js'
import * as repo from './sitemessage.repository.js'
import type {
  SiteMessage, SiteMessageBroadcast, SiteMessageLists, SiteMessageSendInput,
} from './sitemessage.schema.js'
import { SITE_MESSAGE_TYPES, type SiteMessageBroadcastTable, type SiteMessageType } from './sitemessage.table.js'
import type { Selectable } from 'kysely'

// ---------------------------------------------------------------------------------------------------
// words

/** fen -> '12.34' (integers only: no floating point on money) */
export function yuan(fen: number): string {
  const f = Math.abs(Math.trunc(Number(fen) || 0))
  return `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`
}

/** A template of the catalogue with its {placeholders} filled as plain text (never looked up as keys). */
function say(lang: Lang, key: string, params: Record<string, unknown> = {}): string {
  return t(lang, `sitemessage_tpl.${key}`).replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name]
    return v === undefined || v === null ? '' : String(v)
  })
}

function parseObject(text: string): Record<string, unknown> {
  if (!text) return {}
  try {
    const v = JSON.parse(text)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function linkParamsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(parseObject(text))) {
    if (/^[a-z_]{1,32}$/.test(k) && (typeof v === 'string' || typeof v === 'number')) out[k] = String(v).slice(0, 64)
  }
  return out
}

/** An event message put into words in `lang`; the operator's messages keep their text. */
export function render(lang: Lang, row: Pick<repo.MessageRow, 'tpl' | 'params' | 'title' | 'content' | 'amount'>): { title: string; content: string } {
  if (!row.tpl) return { title: row.title, content: row.content }
  const p = parseObject(row.params)
  const num = (k: string) => Number(p[k] ?? 0) || 0
  switch (row.tpl) {
    case 'order_paid':
    case 'order_paid_virtual':
      return { title: say(lang, 'order_paid.title'), content: say(lang, `${row.tpl}.content`, { ...p, money: yuan(num('money')) }) }
    case 'order_closed': {
      const cause = ['timeout', 'buyer', 'refund'].includes(String(p.cause)) ? `order_closed_${String(p.cause)}` : 'order_closed'
      const balance = num('balance')
      const point = num('point')
      const back = balance > 0 && point > 0 ? 'order_closed_back' : balance > 0 ? 'order_closed_back_balance' : point > 0 ? 'order_closed_back_point' : ''
      const content = say(lang, `${cause}.content`, p) + (back ? (lang === 'en-us' ? ' ' : '') + say(lang, `${back}.content`, { balance: yuan(balance), point }) : '')
      return { title: say(lang, 'order_closed.title'), content }
    }
    case 'delivery_shipped':
      return { title: say(lang, 'delivery_shipped.title'), content: say(lang, p.company && p.delivery_no ? 'delivery_shipped_express.content' : 'delivery_shipped.content', p) }
    case 'refund_refused':
      return { title: say(lang, 'refund_refused.title'), content: say(lang, p.reason ? 'refund_refused.content' : 'refund_refused_plain.content', p) }
    case 'refund_finished':
      return {
        title: say(lang, 'refund_finished.title'),
        content: say(lang, num('point') > 0 ? 'refund_finished_point.content' : 'refund_finished.content', { ...p, money: yuan(num('money')) }),
      }
    case 'account_money_in':
    case 'account_money_out':
    case 'account_point_in':
    case 'account_point_out': {
      const amount = Number(row.amount)
      const params = { reason: fromTypeName(String(p.from_type ?? ''), lang), money: yuan(amount), point: amount }
      return { title: say(lang, `${row.tpl}.title`), content: say(lang, `${row.tpl}.content`, params) }
    }
    default:
      return { title: say(lang, `${row.tpl}.title`), content: say(lang, `${row.tpl}.content`, p) }
  }
}

function view(lang: Lang, row: repo.MessageRow): SiteMessage {
  const { title, content } = render(lang, row)
  return {
    id: row.id, sub_type: row.category, title, content, link_route: row.link_route, link_params: linkParamsOf(row.link_params),
    is_read: Number(row.read_time) > 0 ? 1 : 0, read_time: Number(row.read_time), send_time: Number(row.created_at),
  }
}

// ---------------------------------------------------------------------------------------------------
// the member

function me(ctx: RequestContext) {
  return { websiteId: ctx.websiteId, memberId: requireMember(ctx) }
}

export async function lists(ctx: RequestContext): Promise<SiteMessageLists> {
  const { websiteId, memberId } = me(ctx)
  await repo.pullBroadcasts(ctx.db, websiteId, memberId)
  const [unread, latest] = await Promise.all([
    repo.unreadByCategory(ctx.db, websiteId, memberId),
    repo.latestByCategory(ctx.db, websiteId, memberId, SITE_MESSAGE_TYPES),
  ])
  const list = SITE_MESSAGE_TYPES.map((c) => {
    const row = latest.get(c)
    return { sub_type: c, name: t(ctx.lang, `sitemessage_type.${c}`), unread: unread.get(c) ?? 0, latest: row ? view(ctx.lang, row) : null }
  })
  return { list, unread: list.reduce((n, c) => n + c.unread, 0) }
}

export async function unreadCount(ctx: RequestContext): Promise<{ count: number }> {
  const { websiteId, memberId } = me(ctx)
  await repo.pullBroadcasts(ctx.db, websiteId, memberId)
  return { count: await repo.unreadTotal(ctx.db, websiteId, memberId) }
}

export async function page(ctx: RequestContext, input: { sub_type: SiteMessageType; page?: number; page_size?: number }) {
  const { websiteId, memberId } = me(ctx)
  const pg = paging(input)
  await repo.pullBroadcasts(ctx.db, websiteId, memberId)
  const { rows, count } = await repo.pageOf(ctx.db, websiteId, memberId, input.sub_type, pg.offset, pg.pageSize)
  return pageResult(rows.map((r) => view(ctx.lang, r)), count, pg.pageSize)
}

/** One message of the caller's; opening it marks it read (once: the first read time stays). */
export async function info(ctx: RequestContext, input: { id: number }): Promise<SiteMessage> {
  const { websiteId, memberId } = me(ctx)
  const row = await repo.findOwn(ctx.db, websiteId, memberId, input.id)
  if (!row) throw new DomainError(SiteMessageError.SITEMESSAGE_NOT_FOUND, 'sitemessage_not_found')
  if (Number(row.read_time) === 0) {
    const now = nowSeconds()
    // of two opens at once, one sets the time; the other's row is read already
    if (await repo.markRead(ctx.db, { websiteId, memberId, id: row.id, now })) return view(ctx.lang, { ...row, read_time: now })
    const again = await repo.findOwn(ctx.db, websiteId, memberId, input.id)
    if (again) return view(ctx.lang, again)
  }
  return view(ctx.lang, row)
}

export async function markAllRead(ctx: RequestContext, input: { sub_type?: SiteMessageType }): Promise<{ count: number }> {
  const { websiteId, memberId } = me(ctx)
  // broadcasts not copied yet are read too
  await repo.pullBroadcasts(ctx.db, websiteId, memberId)
  return { count: await repo.markRead(ctx.db, { websiteId, memberId, category: input.sub_type, now: nowSeconds() }) }
}

// ---------------------------------------------------------------------------------------------------
// the operator

type BroadcastRow = Selectable<SiteMessageBroadcastTable>

function broadcastView(b: BroadcastRow, counts?: { received: number; read: number }): SiteMessageBroadcast {
  return {
    broadcast_id: b.id, sub_type: b.category, target: b.target, title: b.title, content: b.content, link_route: b.link_route,
    link_params: linkParamsOf(b.link_params), member_count: Number(b.member_count),
    received_count: counts?.received ?? 0, read_count: counts?.read ?? 0, send_time: Number(b.created_at),
  }
}

/**
 * News from the operator. To every member: one row, whatever the number of members; each member's
 * copy is made when that member next looks (pullBroadcasts), so 100,000 members cost one insert now
 * and one small insert per member who comes back. To given members: their copies at once.
 */
export async function adminSend(ctx: RequestContext, input: SiteMessageSendInput): Promise<SiteMessageBroadcast> {
  const title = input.title.trim()
  const content = input.content.trim()
  if (!title) throw invalidParam('title')
  if (!content) throw invalidParam('content')
  const linkRoute = input.link_route ?? ''
  const params = input.link_params ?? {}
  if (Object.keys(params).length && !linkRoute) throw new DomainError(SiteMessageError.SITEMESSAGE_LINK_INVALID, 'sitemessage_link_invalid')
  const linkParams = Object.keys(params).length ? JSON.stringify(params) : ''
  if (linkParams.length > 255) throw invalidParam('link_params')
  const category = input.sub_type ?? 'promotion'
  const now = nowSeconds()
  const websiteId = ctx.websiteId
  return ctx.db.transaction().execute(async (trx) => {
    // broadcasts commit in the order of their ids (a member's copy walks them by id)
    if (ctx.dialect === 'postgres') await sql`lock table site_message_broadcast in share row exclusive mode`.execute(trx)
    const base = { website_id: websiteId, category, title, content, link_route: linkRoute, link_params: linkParams, created_at: now }
    if (!input.member_ids) {
      const members = await trx.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).where('website_id', '=', websiteId).executeTakeFirst()
      const b = await trx.insertInto('site_message_broadcast').values({ ...base, target: 'all', member_count: Number(members?.n ?? 0) })
        .returningAll().executeTakeFirstOrThrow()
      return broadcastView(b)
    }
    const ids = [...new Set(input.member_ids)]
    const found = await trx.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('website_id', '=', websiteId).where('id', 'in', ids).executeTakeFirst()
    const n = Number(found?.n ?? 0)
    if (!n) throw new DomainError(SiteMessageError.SITEMESSAGE_NO_MEMBERS, 'sitemessage_no_members')
    const b = await trx.insertInto('site_message_broadcast').values({ ...base, target: 'members', member_count: n }).returningAll().executeTakeFirstOrThrow()
    await trx.insertInto('site_message')
      .columns(['website_id', 'member_id', 'category', 'title', 'content', 'link_route', 'link_params', 'idem_key', 'broadcast_id', 'created_at'])
      .expression((eb) => eb.selectFrom('member').select([
        sql.lit(websiteId).as('website_id'), 'id', eb.val(category).as('category'), eb.val(title).as('title'), eb.val(content).as('content'),
        eb.val(linkRoute).as('link_route'), eb.val(linkParams).as('link_params'), eb.val(`broadcast:${b.id}`).as('idem_key'),
        sql.lit(b.id).as('broadcast_id'), sql.lit(now).as('created_at'),
      ]).where('website_id', '=', websiteId).where('id', 'in', ids))
      .onConflict((oc) => oc.columns(['member_id', 'idem_key']).doNothing())
      .execute()
    return broadcastView(b, { received: n, read: 0 })
  })
}

export async function adminLists(ctx: RequestContext, input: { page?: number; page_size?: number }) {
  const pg = paging(input)
  const base = ctx.db.selectFrom('site_message_broadcast').where('website_id', '=', ctx.websiteId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(pg.offset).limit(pg.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ])
  const counts = new Map<number, { received: number; read: number }>()
  if (rows.length) {
    const agg = await ctx.db.selectFrom('site_message')
      .select(['broadcast_id', (eb) => eb.fn.countAll<number>().as('received'),
        (eb) => eb.fn.sum<number>(eb.case().when('read_time', '>', 0).then(1).else(0).end()).as('read')])
      .where('broadcast_id', '>', 0).where('broadcast_id', 'in', rows.map((r) => r.id)).groupBy('broadcast_id').execute()
    for (const a of agg) counts.set(Number(a.broadcast_id), { received: Number(a.received), read: Number(a.read ?? 0) })
  }
  return pageResult(rows.map((b) => broadcastView(b, counts.get(b.id))), Number(total?.n ?? 0), pg.pageSize)
}
