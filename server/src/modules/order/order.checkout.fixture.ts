// Test fixture for the checkout and coupon suites (not a test file itself): two shops with goods,
// freight, pickup and local delivery, coupons, and members with balance, points and a pay password.
import type { AppConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import type { DbTarget, TestApp } from '../../test/harness.js'
import { createTestApp } from '../../test/harness.js'
import { signToken } from '../auth/auth.token.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { hashPayPin } from '../member/member.paypin.js'
import { createWebsite } from '../member/member.testkit.js'

export const PAY_PASSWORD = '123456'
/** Hangzhou (province 330000, city 330100), next to shop A */
export const HANGZHOU = { province_id: 330000, city_id: 330100, district_id: 330106, latitude: 30.26, longitude: 120.131 }

export interface Fixture {
  t: TestApp
  shopA: number
  shopB: number
  /** shop A: 1990 and 1001 fen, shop A's template (800 for any count); shop B: 1299 fen, free shipping; virtual goods in shop B */
  sku: { a1: number; a2: number; b1: number; virtual: number }
  goods: { a1: number; a2: number; b1: number; virtual: number }
  templateA: number
  storeA: number
  payHash: string
}

let mobileSeq = 0
/** `level`: the member_level level_id held (1: the fixture's 9.5折 level; 0 or an unknown id: no discount) */
export async function newMember(f: Fixture, opts: { balance?: number; withdraw?: number; point?: number; level?: number; payPassword?: boolean; address?: boolean } = {}) {
  const now = nowSeconds()
  const db = f.t.handle.db
  const { id } = await db.insertInto('member').values({
    website_id: 1, mobile: `139${String(process.pid % 1000).padStart(3, '0')}${String(mobileSeq++).padStart(5, '0')}`, nickname: 'buyer', headimg: '', status: 1, created_at: now,
    balance: opts.balance ?? 0, balance_withdraw: opts.withdraw ?? 0, point: opts.point ?? 0, member_level: opts.level ?? 0,
    pay_password_hash: opts.payPassword === false ? '' : f.payHash,
  }).returning('id').executeTakeFirstOrThrow()
  let addressId = 0
  if (opts.address !== false) {
    addressId = (await db.insertInto('member_address').values({
      website_id: 1, member_id: id, name: '张三', mobile: '13800000001', province_id: HANGZHOU.province_id, city_id: HANGZHOU.city_id,
      district_id: HANGZHOU.district_id, address: '北山街 1 号', full_address: '浙江省杭州市西湖区北山街 1 号', longitude: HANGZHOU.longitude,
      latitude: HANGZHOU.latitude, is_default: 1, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow()).id
  }
  const token = signToken({ mid: id, wid: 1, iat: now - 10, exp: now + 3600 }, f.t.config.tokenSecret)
  return { memberId: id, token, addressId }
}

/** Gives a member a coupon of a new type (site 0: platform). */
export async function giveCoupon(f: Fixture, memberId: number, c: { site_id: number; type: 'reward' | 'discount'; money?: number; discount?: number; at_least?: number; end_time?: number }) {
  const db = f.t.handle.db
  const now = nowSeconds()
  const { id: typeId } = await db.insertInto('platform_coupon_type').values({
    website_id: 1, site_id: c.site_id, name: `券${c.site_id}`, type: c.type, money: c.money ?? 0, discount: c.discount ?? 0, at_least: c.at_least ?? 0,
    validity_days: 30, status: 1, created_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  const { id } = await db.insertInto('member_coupon').values({
    website_id: 1, member_id: memberId, coupon_type_id: typeId, name: `券${c.site_id}`, type: c.type, money: c.money ?? 0, discount: c.discount ?? 0,
    at_least: c.at_least ?? 0, state: 1, get_type: 'test', relate_tag: '', start_time: now - 10, end_time: c.end_time ?? now + 86400, created_at: now, site_id: c.site_id,
  }).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function checkoutApp(target: DbTarget, config: Partial<AppConfig> = {}): Promise<Fixture> {
  const f = {} as Fixture
  f.t = await createTestApp(target, {
    config,
    async prepare(handle) {
      const db = handle.db
      const now = nowSeconds()
      await createWebsite(handle)
      const shop = (name: string, extra: Record<string, unknown>) => db.insertInto('shop').values({
        website_id: 1, site_name: name, logo: '', banner: '', introduction: '', telephone: '0571-1', province_id: 330000, province_name: '浙江省',
        city_id: 330100, city_name: '杭州市', district_id: 330106, district_name: '西湖区', address: '北山街 32 号', full_address: '浙江省杭州市西湖区北山街 32 号',
        lat: 30.259, lng: 120.13, start_time: null, end_time: null, is_recommend: 0, status: 1, created_at: now, ...extra,
      }).returning('site_id').executeTakeFirstOrThrow()
      f.shopA = (await shop('甲店', { store_enabled: 1, local_enabled: 1, local_radius: 5000, local_delivery_money: 500, local_min_money: 2000, invoice_enabled: 1, invoice_content: '明细,办公用品' })).site_id
      f.shopB = (await shop('乙店', {})).site_id
      const { id: templateA } = await db.insertInto('freight_template').values({ website_id: 1, site_id: f.shopA, template_name: '按件', fee_type: 'num', free_over: 0, created_at: now })
        .returning('id').executeTakeFirstOrThrow()
      f.templateA = templateA
      await db.insertInto('freight_template_rule').values([
        { template_id: templateA, region_ids: '', no_delivery: 0, first_unit: 1, first_fee: 800, extra_unit: 1, extra_fee: 0 },
        { template_id: templateA, region_ids: ',810000,', no_delivery: 1, first_unit: 1, first_fee: 0, extra_unit: 1, extra_fee: 0 },
      ]).execute()
      await db.updateTable('shop').set({ freight_template_id: templateA }).where('site_id', '=', f.shopA).execute()
      f.storeA = (await db.insertInto('pickup_store').values({ website_id: 1, site_id: f.shopA, store_name: '甲店门店', full_address: '北山街 32 号', lat: 30.259, lng: 120.13, open_date: '全天' })
        .returning('store_id').executeTakeFirstOrThrow()).store_id
      const goods = async (site: number, name: string, price: number, extra: Record<string, unknown> = {}) => {
        const { goods_id } = await db.insertInto('goods').values({
          website_id: 1, site_id: site, category_id: 0, category_path: '', goods_name: name, introduction: '', description: '', unit: '件',
          goods_image: 'upload/x.png', sale_num: 0, is_recommend: 0, status: 1, created_at: now, ...extra,
        }).returning('goods_id').executeTakeFirstOrThrow()
        const { sku_id } = await db.insertInto('goods_sku').values({ goods_id, spec_name: '默认', sku_image: '', price, market_price: price, stock: 1000, sale_num: 0, weight: 500 })
          .returning('sku_id').executeTakeFirstOrThrow()
        return { goods_id, sku_id }
      }
      const a1 = await goods(f.shopA, '甲一', 1990)
      const a2 = await goods(f.shopA, '甲二', 1001)
      const b1 = await goods(f.shopB, '乙一', 1299, { freight_template_id: -1 })
      const v = await goods(f.shopB, '乙卡券', 5000, { is_virtual: 1 })
      f.sku = { a1: a1.sku_id, a2: a2.sku_id, b1: b1.sku_id, virtual: v.sku_id }
      f.goods = { a1: a1.goods_id, a2: a2.goods_id, b1: b1.goods_id, virtual: v.goods_id }
      await setWebsiteConfig(db, 1, 'order_config', { point_rate: 100, point_max_percent: 10 })
      // member level 1 (a level_id, modules/level) takes 9.5折 of the goods; newMember({ level: 1 }) holds it (its
      // threshold is out of reach: growth from completed test orders moves nobody up)
      const { level_id } = await db.insertInto('member_level').values({ website_id: 1, level_name: '银卡', growth: 1_000_000, discount: 95, created_at: now, updated_at: now })
        .returning('level_id').executeTakeFirstOrThrow()
      if (level_id !== 1) throw new Error(`the fixture's level should be level 1, got ${level_id}`)
    },
  })
  f.payHash = hashPayPin(f.t.config.tokenSecret, PAY_PASSWORD)
  return f
}

export async function addToCart(f: Fixture, memberId: number, skuId: number, num: number) {
  const site = await f.t.handle.db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id').select('g.site_id').where('s.sku_id', '=', skuId).executeTakeFirstOrThrow()
  const { cart_id } = await f.t.handle.db.insertInto('cart').values({ member_id: memberId, site_id: site.site_id, sku_id: skuId, num, created_at: nowSeconds() })
    .returning('cart_id').executeTakeFirstOrThrow()
  return cart_id
}
