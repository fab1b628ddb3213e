import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { seedDemo } from '../../seed/seed.js'
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms.js'
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { memberToken } from '../catalog/catalog.fixture.js'
import { ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import { insertOrder, skusOf } from '../order/order.testkit.js'
import { seedMerchantStaff } from './merchant.seed.js'
import { REPORT, REPORT_MAX_ATTEMPTS, REPORT_RETRY_SECONDS, retryShippingReports, wechatDeliveryId } from './merchant.wechat-report.js'

describe('wechatDeliveryId', () => {
  it('maps the common companies to WeChat delivery ids, others to OTHER', () => {
    assert.equal(wechatDeliveryId('顺丰速运'), 'SF')
    assert.equal(wechatDeliveryId('中通快递'), 'ZTO')
    assert.equal(wechatDeliveryId('圆通速递'), 'YTO')
    assert.equal(wechatDeliveryId('韵达快递'), 'YD')
    assert.equal(wechatDeliveryId('申通快递'), 'STO')
    assert.equal(wechatDeliveryId('EMS'), 'EMS')
    assert.equal(wechatDeliveryId('中国邮政'), 'EMS')
    assert.equal(wechatDeliveryId('京东物流'), 'JD')
    assert.equal(wechatDeliveryId('某某物流'), 'OTHER')
  })
})

for (const target of dbTargets()) {
  describe(`wechat shipping report [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let fake: FakePlatforms
    let shop: number
    let sku: number
    let admin: string
    let buyer: { memberId: number; token: string }
    const OPENID = 'o-weapp-buyer-0001'
    const PASSWORD = 'staff-pass-1'

    const m = async (path: string, payload: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url: `/merchant/api/${path}`, payload, headers: { token: admin } })
      return res.json() as { code: number; message: string; data: any }
    }
    /** a paid order of the buyer; weapp: paid by WeChat Pay in the mini-program */
    const paidOrder = async (p: { weapp: boolean; orderType?: number; status?: number; verifyCode?: string }) => {
      const o = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shop, lines: [{ skuId: sku, num: 2 }], status: p.status ?? S.WAIT_SEND, orderType: p.orderType, payType: 'wechatpay', verifyCode: p.verifyCode })
      const tradeNo = `4200${o.orderId}${Date.now()}`.slice(0, 32)
      const now = nowSeconds()
      const { id } = await t.handle.db.insertInto('pay').values({
        website_id: 1, member_id: buyer.memberId, out_trade_no: o.outTradeNo, pay_body: 'test', pay_money: 100, event: 'order',
        pay_status: 'paid', pay_type: 'wechatpay', trade_no: tradeNo, created_at: now, pay_time: now,
      }).returning('id').executeTakeFirstOrThrow()
      await t.handle.db.insertInto('pay_attempt').values({
        pay_id: id, website_id: 1, pay_type: 'wechatpay', attempt_no: `${o.outTradeNo.slice(0, 28)}01`, status: 'paid', amount: 100,
        prepay: JSON.stringify({ client_kind: p.weapp ? 'weapp' : 'h5' }), trade_no: tradeNo, created_at: now,
      }).execute()
      return { ...o, tradeNo }
    }
    const packageOf = (orderId: number) => t.handle.db.selectFrom('order_package').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirstOrThrow()
    /** the report runs after the merchant's answer: wait for it to settle */
    const settled = async <R>(read: () => Promise<R & { wechat_report_status: number; wechat_report_attempts: number }>) => {
      for (let i = 0; i < 100; i++) {
        const r = await read()
        if (r.wechat_report_attempts > 0 && r.wechat_report_status !== REPORT.WAITING) return r
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return read()
    }
    const ship = async (orderId: number, company: string, no: string) => {
      const r = await m('order/delivery', { order_id: orderId, order_goods_ids: 'all', delivery_type: company ? 1 : 0, express_company_name: company, delivery_no: no })
      assert.equal(r.code, 0, r.message)
      return r
    }

    before(async () => {
      fake = await startFakePlatforms()
      t = await createTestApp(target, {
        config: { platforms: fake.platformsConfig() },
        async prepare(handle, cfg) {
          await seedDemo(handle, { uploadDir: cfg.uploadDir, goodsCount: 6 })
        },
      })
      shop = (await t.handle.db.selectFrom('goods').select('site_id').orderBy('site_id').executeTakeFirstOrThrow()).site_id
      sku = (await skusOf(t.handle.db, shop, 1))[0].sku_id
      await t.handle.db.updateTable('goods_sku').set({ stock: 10000 }).execute()
      await seedMerchantStaff(t.handle.db, 1, { password: PASSWORD, print: false })
      const login = await t.app.inject({ method: 'POST', url: '/merchant/api/login', payload: { username: `shop${shop}`, password: PASSWORD } })
      admin = login.json().data.token
      buyer = await memberToken(t)
      await t.handle.db.insertInto('member_auth').values({ member_id: buyer.memberId, website_id: 1, app_type: 'weapp', openid: OPENID, created_at: nowSeconds() }).execute()
    })
    after(async () => {
      await t?.close()
      await fake?.close()
    })

    it('reports an express shipment of a mini-program payment with the documented fields', async () => {
      const o = await paidOrder({ weapp: true })
      const before = fake.wechat.shippingReports.length
      await ship(o.orderId, '顺丰速运', 'SF1234567890')
      const p = await settled(() => packageOf(o.orderId))
      assert.equal(p.wechat_report_status, REPORT.DONE)
      assert.equal(p.wechat_report_attempts, 1)
      assert.equal(fake.wechat.shippingReports.length, before + 1)
      const body = fake.wechat.shippingReports.at(-1)!
      assert.equal(body.appId, fake.wechat.weapp.appId)
      assert.deepEqual(body.order_key, { order_number_type: 2, transaction_id: o.tradeNo })
      assert.equal(body.logistics_type, 1)
      assert.equal(body.delivery_mode, 1)
      assert.deepEqual(body.payer, { openid: OPENID })
      assert.equal(body.shipping_list.length, 1)
      assert.equal(body.shipping_list[0].tracking_no, 'SF1234567890')
      assert.equal(body.shipping_list[0].express_company, 'SF')
      assert.match(body.shipping_list[0].item_desc, /等2件$/)
      // SF wants the receiver's number, masked
      assert.equal(body.shipping_list[0].contact.receiver_contact, '138****8000')
    })

    it('no logistics is reported as logistics_type 3 without a tracking number', async () => {
      const o = await paidOrder({ weapp: true })
      await ship(o.orderId, '', '')
      const p = await settled(() => packageOf(o.orderId))
      assert.equal(p.wechat_report_status, REPORT.DONE)
      const body = fake.wechat.shippingReports.at(-1)!
      assert.equal(body.logistics_type, 3)
      assert.equal(body.shipping_list[0].tracking_no, undefined)
    })

    it('other payments are not reported', async () => {
      const o = await paidOrder({ weapp: false })
      const before = fake.wechat.shippingReports.length
      await ship(o.orderId, '中通快递', 'ZT0001')
      await new Promise((resolve) => setTimeout(resolve, 100))
      const p = await packageOf(o.orderId)
      assert.equal(p.wechat_report_status, REPORT.NONE)
      assert.equal(fake.wechat.shippingReports.length, before)
    })

    it('WeChat down: the shipment still succeeds, the report fails, the sweep retries after a minute', async () => {
      const o = await paidOrder({ weapp: true })
      fake.wechat.failShippingReports(1)
      const r = await ship(o.orderId, '韵达快递', 'YD000111')
      assert.equal(r.data.order_status, S.SHIPPED)
      const failed = await settled(() => packageOf(o.orderId))
      assert.equal(failed.wechat_report_status, REPORT.FAILED)
      assert.equal(failed.wechat_report_attempts, 1)
      // too early: not retried
      const deps = t.app.deps
      await retryShippingReports(deps, Number(failed.wechat_report_at) + 10)
      assert.equal((await packageOf(o.orderId)).wechat_report_attempts, 1)
      const [a, b] = await Promise.all([
        retryShippingReports(deps, Number(failed.wechat_report_at) + REPORT_RETRY_SECONDS),
        retryShippingReports(deps, Number(failed.wechat_report_at) + REPORT_RETRY_SECONDS),
      ])
      assert.equal(a.reported + b.reported, 1, 'two sweeps at once report it once')
      const p = await packageOf(o.orderId)
      assert.equal(p.wechat_report_status, REPORT.DONE)
      assert.equal(p.wechat_report_attempts, 2)
      assert.equal(fake.wechat.shippingReports.at(-1)!.shipping_list[0].express_company, 'YD')
    })

    it('gives up after the maximum number of tries', async () => {
      const o = await paidOrder({ weapp: true })
      fake.wechat.failShippingReports(100)
      await ship(o.orderId, '申通快递', 'STO0002')
      let p = await settled(() => packageOf(o.orderId))
      for (let i = 0; i < REPORT_MAX_ATTEMPTS + 2; i++) {
        await retryShippingReports(t.app.deps, Number(p.wechat_report_at) + REPORT_RETRY_SECONDS)
        p = await packageOf(o.orderId)
      }
      fake.wechat.failShippingReports(0)
      assert.equal(p.wechat_report_status, REPORT.FAILED)
      assert.equal(p.wechat_report_attempts, REPORT_MAX_ATTEMPTS)
    })

    it('a verified pickup order of a mini-program payment is reported as 用户自提 (4)', async () => {
      const code = `${Date.now()}`.slice(-12)
      const o = await paidOrder({ weapp: true, orderType: T.PICKUP, status: S.WAIT_PICKUP, verifyCode: code })
      const r = await m('order/verify', { verify_code: code })
      assert.equal(r.code, 0, r.message)
      const row = await settled(() => t.handle.db.selectFrom('orders').selectAll().where('order_id', '=', o.orderId).executeTakeFirstOrThrow())
      assert.equal(row.wechat_report_status, REPORT.DONE)
      const body = fake.wechat.shippingReports.at(-1)!
      assert.equal(body.logistics_type, 4)
      assert.deepEqual(body.order_key, { order_number_type: 2, transaction_id: o.tradeNo })
      assert.equal(body.shipping_list[0].tracking_no, undefined)
    })
  })
}
