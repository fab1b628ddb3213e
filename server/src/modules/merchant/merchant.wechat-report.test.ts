import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { seedDemo } from '../../seed/seed.js'
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms.js'
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { memberToken } from '../catalog/catalog.fixture.js'
import { ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import { insertOrder, skusOf } from '../order/order.testkit.js'
import { solveCaptcha } from '../member/member.testkit.js'
import { seedMerchantStaff } from './merchant.seed.js'
import {
  planPaymentReport, REPORT, REPORT_MAX_ATTEMPTS, REPORT_RETRY_SECONDS, reportPayment, retryShippingReports, wechatDeliveryId, type ShippingReporter,
} from './merchant.wechat-report.js'

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


describe('planPaymentReport', () => {
  const order = (id: number, type: number, status: number) => ({ order_id: id, order_type: type, order_status: status, mobile: '13800138000' })
  const line = (id: number, orderId: number, shipped: boolean, name = `goods${id}`) => ({ order_goods_id: id, order_id: orderId, sku_name: name, num: 1, delivery_status: shipped ? 1 : 0 })
  const parcel = (orderId: number, lineIds: number[], no: string, company = '中通快递') => ({ order_id: orderId, delivery_type: 1, express_company_name: company, delivery_no: no, order_goods_ids: lineIds.join(',') })

  it('one parcel with everything, first report: unified delivery', () => {
    const plan = planPaymentReport([order(1, T.EXPRESS, S.SHIPPED)], [line(11, 1, true)], [parcel(1, [11], 'ZT1')], false)
    assert.deepEqual(plan, { kind: 'send', logisticsType: 1, deliveryMode: 1, shippingList: [{ trackingNo: 'ZT1', expressCompany: 'ZTO', itemDesc: 'goods11等1件' }] })
  })

  it('parcels of one order, or of several shops, go as split delivery with all parcels so far', () => {
    const orders = [order(1, T.EXPRESS, S.WAIT_SEND), order(2, T.EXPRESS, S.WAIT_SEND)]
    const first = planPaymentReport(orders, [line(11, 1, true), line(12, 1, false), line(21, 2, false)], [parcel(1, [11], 'ZT1')], false)
    assert.equal(first.kind === 'send' && first.deliveryMode, 2)
    assert.equal(first.kind === 'send' && first.isAllDelivered, false)
    const last = planPaymentReport([order(1, T.EXPRESS, S.SHIPPED), order(2, T.EXPRESS, S.SHIPPED)], [line(11, 1, true), line(12, 1, true), line(21, 2, true)],
      [parcel(1, [11], 'ZT1'), parcel(1, [12], 'ZT2'), parcel(2, [21], 'SF9', '顺丰速运')], true)
    assert.ok(last.kind === 'send')
    assert.deepEqual([last.deliveryMode, last.isAllDelivered], [2, true])
    assert.deepEqual(last.shippingList.map((i) => [i.trackingNo, i.expressCompany]), [['ZT1', 'ZTO'], ['ZT2', 'ZTO'], ['SF9', 'SF']])
    assert.equal(last.shippingList[2].contact?.receiverContact, '138****8000')
  })

  it('stays split once reported, even when the last report has a single parcel', () => {
    const plan = planPaymentReport([order(1, T.EXPRESS, S.SHIPPED), order(2, T.PICKUP, S.RECEIVED)], [line(11, 1, true), line(21, 2, false)], [parcel(1, [11], 'ZT1')], true)
    assert.ok(plan.kind === 'send')
    assert.deepEqual([plan.logisticsType, plan.deliveryMode, plan.isAllDelivered], [1, 2, true])
  })

  it('express with a pickup still waiting: split, not all delivered', () => {
    const plan = planPaymentReport([order(1, T.EXPRESS, S.SHIPPED), order(2, T.PICKUP, S.WAIT_PICKUP)], [line(11, 1, true), line(21, 2, false)], [parcel(1, [11], 'ZT1')], false)
    assert.ok(plan.kind === 'send')
    assert.deepEqual([plan.deliveryMode, plan.isAllDelivered], [2, false])
  })

  it('one tracking number entered twice is one parcel with both lines', () => {
    const plan = planPaymentReport([order(1, T.EXPRESS, S.SHIPPED)], [line(11, 1, true, 'A'), line(12, 1, true, 'B')], [parcel(1, [11], 'ZT1'), parcel(1, [12], 'ZT1')], false)
    assert.ok(plan.kind === 'send')
    assert.deepEqual(plan.shippingList, [{ trackingNo: 'ZT1', expressCompany: 'ZTO', itemDesc: 'A、B等2件' }])
    assert.equal(plan.deliveryMode, 1)
  })

  it('more than 15 parcels: the first 14 and the newest', () => {
    const lines = Array.from({ length: 20 }, (_, i) => line(100 + i, 1, true))
    const parcels = lines.map((l, i) => parcel(1, [l.order_goods_id], `ZT${i}`))
    const plan = planPaymentReport([order(1, T.EXPRESS, S.SHIPPED)], lines, parcels, true)
    assert.ok(plan.kind === 'send')
    assert.equal(plan.shippingList.length, 15)
    assert.equal(plan.shippingList[13].trackingNo, 'ZT13')
    assert.equal(plan.shippingList[14].trackingNo, 'ZT19')
  })

  it('without express parcels: one unified report once every order is fulfilled', () => {
    assert.deepEqual(planPaymentReport([order(1, T.LOCAL, S.SHIPPED), order(2, T.PICKUP, S.WAIT_PICKUP)], [line(11, 1, true), line(21, 2, false)], [], false), { kind: 'wait' })
    const local = planPaymentReport([order(1, T.LOCAL, S.SHIPPED), order(2, T.PICKUP, S.RECEIVED)], [line(11, 1, true), line(21, 2, false)], [], false)
    assert.deepEqual(local, { kind: 'send', logisticsType: 2, deliveryMode: 1, shippingList: [{ itemDesc: 'goods11、goods21等2件' }] })
    const pickup = planPaymentReport([order(1, T.PICKUP, S.RECEIVED)], [line(11, 1, false)], [], false)
    assert.equal(pickup.kind === 'send' && pickup.logisticsType, 4)
    const virtual = planPaymentReport([order(1, T.VIRTUAL, S.COMPLETED)], [line(11, 1, false)], [], false)
    assert.equal(virtual.kind === 'send' && virtual.logisticsType, 3)
    assert.deepEqual(planPaymentReport([order(1, T.VIRTUAL, S.RECEIVED)], [line(11, 1, false)], [], false), { kind: 'wait' })
    // shipped without logistics
    const none = planPaymentReport([order(1, T.EXPRESS, S.SHIPPED)], [line(11, 1, true)], [{ ...parcel(1, [11], ''), delivery_type: 0 }], false)
    assert.equal(none.kind === 'send' && none.logisticsType, 3)
    // refunded orders count as fulfilled; all refunded: nothing to report
    const rest = planPaymentReport([order(1, T.LOCAL, S.SHIPPED), order(2, T.PICKUP, S.CLOSED)], [line(11, 1, true), line(21, 2, false)], [], false)
    assert.deepEqual(rest, { kind: 'send', logisticsType: 2, deliveryMode: 1, shippingList: [{ itemDesc: 'goods11等1件' }] })
    assert.deepEqual(planPaymentReport([order(1, T.PICKUP, S.CLOSED)], [line(11, 1, false)], [], false), { kind: 'nothing' })
  })
})

for (const target of dbTargets()) {
  describe(`wechat shipping report [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let fake: FakePlatforms
    let shop: number
    let shop2: number
    let skus: number[]
    let sku2: number
    const admins = new Map<number, string>()
    let buyer: { memberId: number; token: string }
    const OPENID = 'o-weapp-buyer-0001'
    const PASSWORD = 'staff-pass-1'

    const m = async (path: string, payload: Record<string, unknown>, site = shop) => {
      const res = await t.app.inject({ method: 'POST', url: `/merchant/api/${path}`, payload, headers: { token: admins.get(site)! } })
      return res.json() as { code: number; message: string; data: any }
    }
    interface PaidOrder { siteId?: number; orderType?: number; status?: number; verifyCode?: string; skus?: number[] }
    /** orders of the buyer under one payment; weapp: paid by WeChat Pay in the mini-program */
    const paidPayment = async (weapp: boolean, orders: PaidOrder[]) => {
      const outTradeNo = `T${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 32)
      const made = []
      for (const o of orders) {
        made.push(await insertOrder(t.handle.db, {
          memberId: buyer.memberId, siteId: o.siteId ?? shop, lines: (o.skus ?? [skus[0]]).map((skuId) => ({ skuId, num: 2 })), status: o.status ?? S.WAIT_SEND,
          orderType: o.orderType, payType: 'wechatpay', verifyCode: o.verifyCode, outTradeNo,
        }))
      }
      const tradeNo = `4200${made[0].orderId}${Date.now()}`.slice(0, 32)
      const now = nowSeconds()
      const { id } = await t.handle.db.insertInto('pay').values({
        website_id: 1, member_id: buyer.memberId, out_trade_no: outTradeNo, pay_body: 'test', pay_money: 100, event: 'order',
        pay_status: 'paid', pay_type: 'wechatpay', trade_no: tradeNo, created_at: now, pay_time: now,
      }).returning('id').executeTakeFirstOrThrow()
      await t.handle.db.insertInto('pay_attempt').values({
        pay_id: id, website_id: 1, pay_type: 'wechatpay', attempt_no: `${outTradeNo.slice(0, 28)}01`, status: 'paid', amount: 100,
        prepay: JSON.stringify({ client_kind: weapp ? 'weapp' : 'h5' }), trade_no: tradeNo, created_at: now,
      }).execute()
      return { payId: id, tradeNo, orders: made }
    }
    const paidOrder = async (p: PaidOrder & { weapp: boolean }) => {
      const pay = await paidPayment(p.weapp, [p])
      return { ...pay.orders[0], payId: pay.payId, tradeNo: pay.tradeNo }
    }
    const payRow = (payId: number) => t.handle.db.selectFrom('pay').selectAll().where('id', '=', payId).executeTakeFirstOrThrow()
    /** the report runs after the merchant's answer: wait for it to settle */
    const settled = async (payId: number) => {
      for (let i = 0; i < 150; i++) {
        const r = await payRow(payId)
        if (r.wechat_report_attempts > 0 && r.wechat_report_status !== REPORT.WAITING) return r
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return payRow(payId)
    }
    const reportsOf = (tradeNo: string) => fake.wechat.shippingReports.filter((r) => r.order_key.transaction_id === tradeNo)
    const ship = async (orderId: number, company: string, no: string, lines = 'all', site = shop) => {
      const r = await m('order/delivery', { order_id: orderId, order_goods_ids: lines, delivery_type: company ? 1 : 0, express_company_name: company, delivery_no: no }, site)
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
      const shops = await t.handle.db.selectFrom('goods').select('site_id').distinct().orderBy('site_id').execute()
      shop = shops[0].site_id
      shop2 = shops[1].site_id
      skus = (await skusOf(t.handle.db, shop, 2)).map((s) => s.sku_id)
      sku2 = (await skusOf(t.handle.db, shop2, 1))[0].sku_id
      await t.handle.db.updateTable('goods_sku').set({ stock: 10000 }).execute()
      await seedMerchantStaff(t.handle.db, 1, { password: PASSWORD, print: false })
      for (const site of [shop, shop2]) {
        const login = await t.app.inject({ method: 'POST', url: '/merchant/api/login', payload: { username: `shop${site}`, password: PASSWORD, ...(await solveCaptcha(t)) } })
        admins.set(site, login.json().data.token)
      }
      buyer = await memberToken(t)
      await t.handle.db.insertInto('member_auth').values({ member_id: buyer.memberId, website_id: 1, app_type: 'weapp', openid: OPENID, created_at: nowSeconds() }).execute()
    })
    after(async () => {
      await t?.close()
      await fake?.close()
    })

    it('reports an express shipment of a mini-program payment with the documented fields', async () => {
      const o = await paidOrder({ weapp: true })
      await ship(o.orderId, '顺丰速运', 'SF1234567890')
      const p = await settled(o.payId)
      assert.equal(p.wechat_report_status, REPORT.DONE)
      assert.equal(p.wechat_report_attempts, 1)
      assert.equal(p.wechat_reported_version, p.wechat_report_version)
      const sent = reportsOf(o.tradeNo)
      assert.equal(sent.length, 1)
      const body = sent[0]
      assert.equal(body.appId, fake.wechat.weapp.appId)
      assert.deepEqual(body.order_key, { order_number_type: 2, transaction_id: o.tradeNo })
      assert.equal(body.logistics_type, 1)
      assert.equal(body.delivery_mode, 1)
      assert.equal(body.is_all_delivered, undefined)
      assert.deepEqual(body.payer, { openid: OPENID })
      assert.equal(body.shipping_list.length, 1)
      assert.equal(body.shipping_list[0].tracking_no, 'SF1234567890')
      assert.equal(body.shipping_list[0].express_company, 'SF')
      assert.match(body.shipping_list[0].item_desc, /等2件$/)
      // SF wants the receiver's number, masked
      assert.equal(body.shipping_list[0].contact.receiver_contact, '138****8000')
    })

    it('one order shipped in two parcels: split delivery, the second report with both and is_all_delivered', async () => {
      const o = await paidOrder({ weapp: true, skus })
      await ship(o.orderId, '中通快递', 'ZT-A1', String(o.lineIds[0]))
      assert.equal((await settled(o.payId)).wechat_report_status, REPORT.DONE)
      await ship(o.orderId, '圆通速递', 'YT-A2', String(o.lineIds[1]))
      const p = await settled(o.payId)
      assert.equal(p.wechat_report_status, REPORT.DONE)
      const sent = reportsOf(o.tradeNo)
      assert.deepEqual(sent.map((r) => [r.delivery_mode, r.is_all_delivered, r.shipping_list.map((i: any) => i.tracking_no)]), [
        [2, false, ['ZT-A1']],
        [2, true, ['ZT-A1', 'YT-A2']],
      ])
      assert.deepEqual(sent[1].shipping_list.map((i: any) => i.express_company), ['ZTO', 'YTO'])
    })

    it("two shops' orders under one payment are one WeChat transaction: split until both shipped", async () => {
      const pay = await paidPayment(true, [{ siteId: shop }, { siteId: shop2, skus: [sku2] }])
      const [a, b] = pay.orders
      await ship(a.orderId, '韵达快递', 'YD-S1')
      assert.equal((await settled(pay.payId)).wechat_report_status, REPORT.DONE)
      await ship(b.orderId, '申通快递', 'STO-S2', 'all', shop2)
      assert.equal((await settled(pay.payId)).wechat_report_status, REPORT.DONE)
      const sent = reportsOf(pay.tradeNo)
      assert.deepEqual(sent.map((r) => [r.delivery_mode, r.is_all_delivered, r.shipping_list.map((i: any) => i.tracking_no)]), [
        [2, false, ['YD-S1']],
        [2, true, ['YD-S1', 'STO-S2']],
      ])
    })

    it('local delivery is reported as same-city delivery (2) when it starts', async () => {
      const o = await paidOrder({ weapp: true, orderType: T.LOCAL })
      const r = await m('order/localdelivery/start', { order_id: o.orderId })
      assert.equal(r.code, 0, r.message)
      assert.equal((await settled(o.payId)).wechat_report_status, REPORT.DONE)
      const [body] = reportsOf(o.tradeNo)
      assert.deepEqual([body.logistics_type, body.delivery_mode, body.shipping_list.length], [2, 1, 1])
      assert.equal(body.shipping_list[0].tracking_no, undefined)
      assert.match(body.shipping_list[0].item_desc, /等2件$/)
    })

    it('a verified pickup order of a mini-program payment is reported as 用户自提 (4)', async () => {
      const code = `${Date.now()}`.slice(-12)
      const o = await paidOrder({ weapp: true, orderType: T.PICKUP, status: S.WAIT_PICKUP, verifyCode: code })
      const r = await m('order/verify', { verify_code: code })
      assert.equal(r.code, 0, r.message)
      assert.equal((await settled(o.payId)).wechat_report_status, REPORT.DONE)
      const [body] = reportsOf(o.tradeNo)
      assert.equal(body.logistics_type, 4)
      assert.deepEqual(body.order_key, { order_number_type: 2, transaction_id: o.tradeNo })
      assert.equal(body.shipping_list[0].tracking_no, undefined)
    })

    it('express and pickup in one payment: the parcel as split delivery, all delivered when the code is used', async () => {
      const code = `${Date.now() + 7}`.slice(-12)
      const pay = await paidPayment(true, [{ siteId: shop }, { siteId: shop2, skus: [sku2], orderType: T.PICKUP, status: S.WAIT_PICKUP, verifyCode: code }])
      await ship(pay.orders[0].orderId, '京东物流', 'JD-M1')
      assert.equal((await settled(pay.payId)).wechat_report_status, REPORT.DONE)
      assert.equal((await m('order/verify', { verify_code: code }, shop2)).code, 0)
      assert.equal((await settled(pay.payId)).wechat_report_status, REPORT.DONE)
      assert.deepEqual(reportsOf(pay.tradeNo).map((r) => [r.logistics_type, r.delivery_mode, r.is_all_delivered, r.shipping_list.length]), [[1, 2, false, 1], [1, 2, true, 1]])
    })

    it('local delivery and pickup in one payment: nothing until both are done, then one report', async () => {
      const code = `${Date.now() + 11}`.slice(-12)
      const pay = await paidPayment(true, [{ siteId: shop, orderType: T.LOCAL }, { siteId: shop2, skus: [sku2], orderType: T.PICKUP, status: S.WAIT_PICKUP, verifyCode: code }])
      assert.equal((await m('order/localdelivery/start', { order_id: pay.orders[0].orderId })).code, 0)
      let p = await payRow(pay.payId)
      for (let i = 0; i < 100 && p.wechat_report_status === REPORT.WAITING; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        p = await payRow(pay.payId)
      }
      assert.equal(p.wechat_report_status, REPORT.NONE, 'waits for the pickup')
      assert.equal(reportsOf(pay.tradeNo).length, 0)
      assert.equal((await m('order/verify', { verify_code: code }, shop2)).code, 0)
      assert.equal((await settled(pay.payId)).wechat_report_status, REPORT.DONE)
      assert.deepEqual(reportsOf(pay.tradeNo).map((r) => [r.logistics_type, r.delivery_mode]), [[2, 1]])
    })

    it('no logistics is reported as logistics_type 3 without a tracking number', async () => {
      const o = await paidOrder({ weapp: true })
      await ship(o.orderId, '', '')
      assert.equal((await settled(o.payId)).wechat_report_status, REPORT.DONE)
      const [body] = reportsOf(o.tradeNo)
      assert.equal(body.logistics_type, 3)
      assert.equal(body.shipping_list[0].tracking_no, undefined)
    })

    it('other payments are not reported', async () => {
      const o = await paidOrder({ weapp: false })
      await ship(o.orderId, '中通快递', 'ZT0001')
      await new Promise((resolve) => setTimeout(resolve, 100))
      const p = await payRow(o.payId)
      assert.equal(p.wechat_report_status, REPORT.NONE)
      assert.equal(reportsOf(o.tradeNo).length, 0)
    })

    it('WeChat down: the shipment still succeeds, the report fails, the sweep retries after a minute', async () => {
      const o = await paidOrder({ weapp: true })
      fake.wechat.failShippingReports(1)
      const r = await ship(o.orderId, '韵达快递', 'YD000111')
      assert.equal(r.data.order_status, S.SHIPPED)
      const failed = await settled(o.payId)
      assert.equal(failed.wechat_report_status, REPORT.FAILED)
      assert.equal(failed.wechat_report_attempts, 1)
      assert.match(failed.wechat_report_error, /^-1 /)
      // too early: not retried
      const deps = t.app.deps
      await retryShippingReports(deps, Number(failed.wechat_report_at) + 10)
      assert.equal((await payRow(o.payId)).wechat_report_attempts, 1)
      const [a, b] = await Promise.all([
        retryShippingReports(deps, Number(failed.wechat_report_at) + REPORT_RETRY_SECONDS),
        retryShippingReports(deps, Number(failed.wechat_report_at) + REPORT_RETRY_SECONDS),
      ])
      assert.ok(a.reported + b.reported >= 1)
      assert.equal(reportsOf(o.tradeNo).length, 1, 'two sweeps at once report it once')
      const p = await payRow(o.payId)
      assert.equal(p.wechat_report_status, REPORT.DONE)
      assert.equal(p.wechat_report_attempts, 2)
      assert.equal(p.wechat_report_error, '')
      assert.equal(reportsOf(o.tradeNo).at(-1)!.shipping_list[0].express_company, 'YD')
    })

    it('gives up after the maximum number of tries', async () => {
      const o = await paidOrder({ weapp: true })
      fake.wechat.failShippingReports(100)
      await ship(o.orderId, '申通快递', 'STO0002')
      let p = await settled(o.payId)
      for (let i = 0; i < REPORT_MAX_ATTEMPTS + 2; i++) {
        await retryShippingReports(t.app.deps, Number(p.wechat_report_at) + REPORT_RETRY_SECONDS)
        p = await payRow(o.payId)
      }
      fake.wechat.failShippingReports(0)
      assert.equal(p.wechat_report_status, REPORT.FAILED)
      assert.equal(p.wechat_report_attempts, REPORT_MAX_ATTEMPTS)
    })

    it('a refusal for good (re-shipment used) is not retried, and later parcels leave it for the operator', async () => {
      const o = await paidOrder({ weapp: true, skus })
      fake.wechat.failShippingReports(1, 10060003)
      await ship(o.orderId, '中通快递', 'ZT-B1', String(o.lineIds[0]))
      let p = await settled(o.payId)
      assert.equal(p.wechat_report_status, REPORT.BLOCKED)
      assert.match(p.wechat_report_error, /^10060003/)
      await retryShippingReports(t.app.deps, Number(p.wechat_report_at) + REPORT_RETRY_SECONDS)
      await ship(o.orderId, '中通快递', 'ZT-B2', String(o.lineIds[1]))
      await new Promise((resolve) => setTimeout(resolve, 100))
      p = await payRow(o.payId)
      assert.equal(p.wechat_report_status, REPORT.BLOCKED)
      assert.equal(p.wechat_report_attempts, 1)
      assert.equal(reportsOf(o.tradeNo).length, 0)
      // the merchant sees it on the order
      const detail = await m('order/detail', { order_id: o.orderId })
      assert.equal(detail.data.wechat_report_status, REPORT.BLOCKED)
      assert.match(detail.data.wechat_report_error, /^10060003/)
    })

    it('a parcel shipped while a report is out is reported right after it', async () => {
      const o = await paidOrder({ weapp: true, skus })
      const sent: Array<{ mode?: number; all?: boolean; parcels: string[] }> = []
      // the merchant's own report (app deps) finds this try in flight and leaves it; ours must carry both parcels
      await t.handle.db.updateTable('pay').set({ wechat_report_status: REPORT.WAITING, wechat_report_version: 1 }).where('id', '=', o.payId).execute()
      await t.handle.db.updateTable('order_goods').set({ delivery_status: 1 }).where('order_goods_id', '=', o.lineIds[0]).execute()
      await t.handle.db.insertInto('order_package').values({
        order_id: o.orderId, website_id: 1, site_id: shop, delivery_type: 1, express_company_name: '中通快递', delivery_no: 'ZT-C1', order_goods_ids: String(o.lineIds[0]), created_at: nowSeconds(),
      }).execute()
      let shipped = false
      const reporter: ShippingReporter = async (r) => {
        sent.push({ mode: r.deliveryMode, all: r.isAllDelivered, parcels: r.shippingList.map((i) => i.trackingNo ?? '') })
        if (!shipped) {
          shipped = true
          await ship(o.orderId, '中通快递', 'ZT-C2', String(o.lineIds[1]))
        }
      }
      assert.equal(await reportPayment({ db: t.handle.db, config: t.app.deps.config, reporter }, o.payId), true)
      assert.deepEqual(sent, [{ mode: 2, all: false, parcels: ['ZT-C1'] }, { mode: 2, all: true, parcels: ['ZT-C1', 'ZT-C2'] }])
      const p = await payRow(o.payId)
      assert.equal(p.wechat_report_status, REPORT.DONE)
      assert.equal(p.wechat_reported_version, p.wechat_report_version)
    })
  })
}
