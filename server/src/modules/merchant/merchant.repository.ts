import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema.js'

export type StaffRow = Selectable<Database['merchant_staff']>

export async function findStaffByName(db: Kysely<Database>, websiteId: number, username: string): Promise<StaffRow | undefined> {
  return db.selectFrom('merchant_staff').selectAll().where('website_id', '=', websiteId).where('username', '=', username).executeTakeFirst()
}

export async function findStaff(db: Kysely<Database>, websiteId: number, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('merchant_staff').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst()
}

export async function shopName(db: Kysely<Database>, siteId: number): Promise<string> {
  const r = await db.selectFrom('shop').select('site_name').where('site_id', '=', siteId).executeTakeFirst()
  return r?.site_name ?? ''
}

/**
 * Whether the order's payment was taken by WeChat Pay in the mini-program: such shipments must be
 * reported to WeChat's shipping-information API. The paid attempt's stored prepay names the client
 * kind it was opened for (pay.service keeps `client_kind` in it).
 */
export async function paidInWeapp(db: Kysely<Database>, websiteId: number, outTradeNo: string): Promise<boolean> {
  const rows = await db.selectFrom('pay_attempt as a').innerJoin('pay as p', 'p.id', 'a.pay_id')
    .select(['a.prepay']).where('p.website_id', '=', websiteId).where('p.out_trade_no', '=', outTradeNo)
    .where('a.status', '=', 'paid').where('a.pay_type', '=', 'wechatpay').execute()
  return rows.some((r) => {
    try {
      const v = JSON.parse(r.prepay || '{}')
      return v?.client_kind === 'weapp' || v?.clientKind === 'weapp'
    } catch {
      return false
    }
  })
}
