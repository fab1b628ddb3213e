import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { GoodsEvaluateTable } from './evaluate.table.js'
import { ORDER_STATUS as S } from '../order/order.table.js'

export type EvaluateRow = Selectable<GoodsEvaluateTable>
export type NewEvaluateRow = Insertable<GoodsEvaluateTable> & { goods_id: number; explain_type: number; has_image: number }

export async function findOwnOrder(db: Kysely<Database>, websiteId: number, memberId: number, orderId: number) {
  return db.selectFrom('orders')
    .select(['order_id', 'order_no', 'site_id', 'site_name', 'member_id', 'order_status', 'order_type', 'is_evaluate'])
    .where('order_id', '=', orderId).where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .where('is_delete', '=', 0).executeTakeFirst()
}

export async function linesOfOrder(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_goods')
    .select(['order_goods_id', 'goods_id', 'sku_id', 'sku_name', 'spec_name', 'sku_image', 'price', 'num', 'refund_status'])
    .where('order_id', '=', orderId).orderBy('order_goods_id').execute()
}

export async function evaluationsOfOrder(db: Kysely<Database>, orderId: number): Promise<EvaluateRow[]> {
  return db.selectFrom('goods_evaluate').selectAll().where('order_id', '=', orderId).orderBy('evaluate_id').execute()
}

/** The paths among `paths` that are this member's own uploads. */
export async function ownUploads(db: Kysely<Database>, websiteId: number, memberId: number, paths: string[]): Promise<Set<string>> {
  if (!paths.length) return new Set()
  const rows = await db.selectFrom('member_upload').select('path')
    .where('member_id', '=', memberId).where('website_id', '=', websiteId).where('path', 'in', paths).execute()
  return new Set(rows.map((r) => r.path))
}

export async function memberFace(db: Kysely<Database>, websiteId: number, memberId: number) {
  return db.selectFrom('member').select(['nickname', 'headimg']).where('id', '=', memberId).where('website_id', '=', websiteId).executeTakeFirst()
}

/**
 * The race guard of the first evaluation: only one caller moves is_evaluate from 0, and only while the
 * order is received or completed.
 */
export async function markEvaluated(trx: Kysely<Database>, orderId: number, memberId: number): Promise<boolean> {
  const res = await trx.updateTable('orders').set({ is_evaluate: 1 })
    .where('order_id', '=', orderId).where('member_id', '=', memberId)
    .where('is_evaluate', '=', 0).where('order_status', 'in', [S.RECEIVED, S.COMPLETED]).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export async function markFollowedUp(trx: Kysely<Database>, orderId: number): Promise<void> {
  await trx.updateTable('orders').set({ is_evaluate: 2 }).where('order_id', '=', orderId).where('is_evaluate', '=', 1).execute()
}

export async function insertEvaluations(trx: Kysely<Database>, rows: NewEvaluateRow[]): Promise<number[]> {
  if (!rows.length) return []
  const out = await trx.insertInto('goods_evaluate').values(rows).returning('evaluate_id').execute()
  return out.map((r) => Number(r.evaluate_id))
}

export interface GoodsDelta {
  evaluate: number
  good: number
  medium: number
  poor: number
  image: number
}

export async function bumpGoodsCounters(trx: Kysely<Database>, goodsId: number, d: GoodsDelta): Promise<void> {
  await trx.updateTable('goods').set((eb) => ({
    evaluate: eb(eb.ref('evaluate'), '+', d.evaluate),
    evaluate_good: eb(eb.ref('evaluate_good'), '+', d.good),
    evaluate_medium: eb(eb.ref('evaluate_medium'), '+', d.medium),
    evaluate_poor: eb(eb.ref('evaluate_poor'), '+', d.poor),
    evaluate_image: eb(eb.ref('evaluate_image'), '+', d.image),
  })).where('goods_id', '=', goodsId).execute()
}

/** The shop's running score totals (columns of 0020_evaluate, not in the shop module's table type). */
export async function bumpShopScores(trx: Kysely<Database>, siteId: number, desc: number, service: number, delivery: number): Promise<void> {
  await sql`UPDATE shop SET evaluate_num = evaluate_num + 1, desccredit_sum = desccredit_sum + ${desc},
    servicecredit_sum = servicecredit_sum + ${service}, deliverycredit_sum = deliverycredit_sum + ${delivery}
    WHERE site_id = ${siteId}`.execute(trx)
}

/** The one follow-up of a line: only while none was written and the window is open. */
export async function setAgain(
  trx: Kysely<Database>,
  v: { evaluateId: number; memberId: number; content: string; images: string; now: number; notBefore: number },
): Promise<boolean> {
  const res = await trx.updateTable('goods_evaluate').set({ again_content: v.content, again_images: v.images, again_time: v.now })
    .where('evaluate_id', '=', v.evaluateId).where('member_id', '=', v.memberId)
    .where('again_time', '=', 0).where('created_at', '>=', v.notBefore).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export async function goodsCounters(db: Kysely<Database>, websiteId: number, goodsId: number) {
  return db.selectFrom('goods')
    .select(['evaluate', 'evaluate_good', 'evaluate_medium', 'evaluate_poor', 'evaluate_image'])
    .where('goods_id', '=', goodsId).where('website_id', '=', websiteId).executeTakeFirst()
}

export type PageFilter = { kind: 'all' } | { kind: 'type'; explainType: number } | { kind: 'image' }

export async function pageEvaluations(
  db: Kysely<Database>, websiteId: number, goodsId: number, filter: PageFilter, limit: number, offset: number,
): Promise<EvaluateRow[]> {
  let q = db.selectFrom('goods_evaluate').selectAll()
    .where('goods_id', '=', goodsId).where('is_show', '=', 1).where('website_id', '=', websiteId)
  if (filter.kind === 'type') q = q.where('explain_type', '=', filter.explainType)
  if (filter.kind === 'image') q = q.where('has_image', '=', 1)
  return q.orderBy('evaluate_id', 'desc').limit(limit).offset(offset).execute()
}
