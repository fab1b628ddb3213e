import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { Database } from '../../db/schema.js'
import { PACKAGE_STATUS, type RechargeOrderTable, type RechargePackageTable, type RechargePayStatus } from './recharge.table.js'

// The queries of recharge packages and recharge orders (the rules: recharge.service.ts).

type Db = Kysely<Database>
export type PackageRow = Selectable<Database['recharge_package']>
export type RechargeOrderRow = Selectable<Database['recharge_order']>

// ---------------------------------------------------------------------------------------------------
// packages

/** A page of a website's packages in their sort order; `status` narrows them (on sale, off). */
export async function pagePackages(db: Db, websiteId: number, status: number | undefined, offset: number, limit: number) {
  let q = db.selectFrom('recharge_package').where('website_id', '=', websiteId)
  if (status !== undefined) q = q.where('status', '=', status)
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: Number(total.n) }
}

export const pagePackagesOnSale = (db: Db, websiteId: number, offset: number, limit: number) =>
  pagePackages(db, websiteId, PACKAGE_STATUS.ON_SALE, offset, limit)

export const findPackage = (db: Db, websiteId: number, id: number) =>
  db.selectFrom('recharge_package').selectAll().where('id', '=', id).where('website_id', '=', websiteId).executeTakeFirst()

export async function insertPackage(db: Db, row: Insertable<RechargePackageTable>): Promise<number> {
  return (await db.insertInto('recharge_package').values(row).returning('id').executeTakeFirstOrThrow()).id
}

/** false: no such package of the website */
export async function updatePackage(db: Db, websiteId: number, id: number, set: Updateable<RechargePackageTable>): Promise<boolean> {
  const res = await db.updateTable('recharge_package').set(set).where('id', '=', id).where('website_id', '=', websiteId).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** false: no such package of the website */
export async function deletePackage(db: Db, websiteId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('recharge_package').where('id', '=', id).where('website_id', '=', websiteId).executeTakeFirst()
  return Number(res.numDeletedRows) === 1
}

/** One more sold (a paid recharge of the package). */
export async function countPackageSale(trx: Db, websiteId: number, id: number): Promise<void> {
  await trx.updateTable('recharge_package').set((eb) => ({ sale_num: eb(eb.ref('sale_num'), '+', 1) }))
    .where('id', '=', id).where('website_id', '=', websiteId).execute()
}

// ---------------------------------------------------------------------------------------------------
// orders

export async function countWaitingOrders(db: Db, websiteId: number, memberId: number): Promise<number> {
  const row = await db.selectFrom('recharge_order').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId).where('website_id', '=', websiteId).where('pay_status', '=', 'waiting').executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertRechargeOrder(trx: Db, row: Insertable<RechargeOrderTable>): Promise<number> {
  return (await trx.insertInto('recharge_order').values(row).returning('id').executeTakeFirstOrThrow()).id
}

/** A page of a member's recharge orders, newest first; `status` narrows them. */
export async function pageMemberOrders(db: Db, websiteId: number, memberId: number, status: RechargePayStatus | undefined, offset: number, limit: number) {
  let q = db.selectFrom('recharge_order').where('member_id', '=', memberId).where('website_id', '=', websiteId)
  if (status) q = q.where('pay_status', '=', status)
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: Number(total.n) }
}

export const findMemberOrder = (db: Db, websiteId: number, memberId: number, id: number) =>
  db.selectFrom('recharge_order').selectAll().where('id', '=', id).where('member_id', '=', memberId).where('website_id', '=', websiteId).executeTakeFirst()

/** The recharge order a payment pays. */
export const findOrderByPayment = (db: Db, websiteId: number, outTradeNo: string) =>
  db.selectFrom('recharge_order').selectAll().where('website_id', '=', websiteId).where('out_trade_no', '=', outTradeNo).executeTakeFirst()

export const findOrderToClose = (db: Db, websiteId: number, id: number) =>
  db.selectFrom('recharge_order').select(['id', 'pay_status', 'out_trade_no']).where('id', '=', id).where('website_id', '=', websiteId).executeTakeFirst()

export async function orderStatusOf(db: Db, id: number): Promise<RechargePayStatus> {
  return (await db.selectFrom('recharge_order').select('pay_status').where('id', '=', id).executeTakeFirstOrThrow()).pay_status
}

/** The websites with waiting recharge orders. */
export async function websitesWithWaitingOrders(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('recharge_order').select('website_id').distinct().where('pay_status', '=', 'waiting').execute()
  return rows.map((r) => r.website_id)
}

/** A website's oldest waiting orders created at or before `createdBefore`. */
export async function waitingOrdersBefore(db: Db, websiteId: number, createdBefore: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('recharge_order').select('id').where('website_id', '=', websiteId).where('pay_status', '=', 'waiting')
    .where('created_at', '<=', createdBefore).orderBy('id').limit(limit).execute()
  return rows.map((r) => r.id)
}
