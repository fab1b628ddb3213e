import assert from 'node:assert/strict'
import { after, before, describe, it, mock } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { statusHistory } from '../../db/state-machine.js'
import { seedDemo } from '../../seed/seed.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { AuthError } from '../auth/auth.messages.js'
import { loginPause } from '../auth/login.guard.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { solveCaptcha } from '../member/member.testkit.js'
import { render } from '../sitemessage/sitemessage.service.js'
import { DEMO_VERIFIER, seedVerifierDemo } from '../verify/verify.seed.js'
import { memberToken } from '../catalog/catalog.fixture.js'
import { hashPassword } from '../member/member.password.js'
import { OrderError } from '../order/order.messages.js'
import { ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import { insertOrder, insertPay, skusOf } from '../order/order.testkit.js'
import { staffAlertKey, maskAddress } from './merchant.login-alert.js'
import { MerchantError } from './merchant.messages.js'
import { seedMerchantStaff } from './merchant.seed.js'
import { signStaffToken } from './merchant.token.js'

for (const target of dbTargets()) {
  describe(`merchant [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let shopA: number
    let shopB: number
    let skuA: number
    let skuA2: number
    let skuB: number
    let adminA: string
    let adminB: string
    let verifyA: string
    let orderA: string
    let buyer: { memberId: number; token: string }
    const PASSWORD = 'staff-pass-1'

    const staffToken = async (username: string, password = PASSWORD) => {
      const r = await call(t.app, 'POST', '/merchant/api/login', { username, password, ...(await solveCaptcha(t)) })
      assert.equal(r.body.code, 0, r.body.message)
      return r.body.data.token as string
    }
    const addStaff = async (username: string, siteId: number, roles: string) => {
      await t.handle.db.insertInto('merchant_staff').values({ website_id: 1, site_id: siteId, username, password_hash: await hashPassword(PASSWORD), roles, created_at: nowSeconds() }).execute()
    }
    const m = async (path: string, token: string | null, payload: Record<string, unknown> = {}) => {
      const res = await t.app.inject({ method: 'POST', url: `/merchant/api/${path}`, payload, headers: token ? { token } : {} })
      return res.json() as { code: number; message: string; data: any }
    }
    const orderRow = (id: number) => t.handle.db.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow()

    before(async () => {
      t = await createTestApp(target, {
        async prepare(handle, cfg) {
          await seedDemo(handle, { uploadDir: cfg.uploadDir, goodsCount: 12 })
        },
      })
      const shops = await t.handle.db.selectFrom('goods').select('site_id').distinct().orderBy('site_id').execute()
      shopA = shops[0].site_id
      shopB = shops[1].site_id
      const a = await skusOf(t.handle.db, shopA, 2)
      skuA = a[0].sku_id
      skuA2 = a[1]?.sku_id ?? a[0].sku_id
      skuB = (await skusOf(t.handle.db, shopB, 1))[0].sku_id
      const seeded = await seedMerchantStaff(t.handle.db, 1, { password: PASSWORD, print: false })
      assert.ok(seeded.length >= 2)
      assert.deepEqual(await seedMerchantStaff(t.handle.db, 1, { password: PASSWORD, print: false }), [], 'seeding twice adds nobody')
      await addStaff('verifier-a', shopA, 'verify')
      await addStaff('orders-a', shopA, 'order')
      adminA = await staffToken(`shop${shopA}`)
      adminB = await staffToken(`shop${shopB}`)
      verifyA = await staffToken('verifier-a')
      orderA = await staffToken('orders-a')
      buyer = await memberToken(t)
      await t.handle.db.updateTable('goods_sku').set({ stock: 10000 }).execute()
    })
    after(() => t?.close())

    const login = async (username: string, password: string, extra: Record<string, unknown> = {}) =>
      (await call(t.app, 'POST', '/merchant/api/login', { username, password, ...extra })).body

    it('logs staff in with the captcha the config asks for; wrong passwords answer alike; a disabled account is refused', async () => {
      // the captcha config is on (the default): every staff login spends a captcha, as the member login does
      assert.equal((await login(`shop${shopA}`, PASSWORD)).code, -20203)
      assert.equal((await login(`shop${shopA}`, PASSWORD, { captcha_id: 'f'.repeat(32), captcha_code: '1234' })).code, -20204)
      const ok = await login(`shop${shopA}`, PASSWORD, await solveCaptcha(t))
      assert.equal(ok.data.site_id, shopA)
      assert.deepEqual(ok.data.roles, ['admin'])
      const unknown = await login('nobody', PASSWORD, { lang: 'en-us', ...(await solveCaptcha(t)) })
      assert.equal(unknown.code, MerchantError.LOGIN_FAILED)
      assert.equal(unknown.message, 'Wrong username or password')
      await t.handle.db.updateTable('merchant_staff').set({ status: 0 }).where('username', '=', 'orders-a').execute()
      assert.equal((await login('orders-a', PASSWORD, await solveCaptcha(t))).code, MerchantError.STAFF_DISABLED)
      // a disabled account's token stops working
      assert.equal((await m('order/lists', orderA)).code, -10009)
      await t.handle.db.updateTable('merchant_staff').set({ status: 1 }).where('username', '=', 'orders-a').execute()
      assert.equal((await m('order/lists', orderA)).code, 0)
    })

    it("wrong passwords to shop5 never keep its staff out; the shop's owner hears of the burst once", async () => {
      const site = (await t.handle.db.selectFrom('shop').select('site_id').where('site_id', '=', 5).executeTakeFirst())?.site_id
      assert.equal(site, 5, 'the demo has a fifth shop')
      await t.handle.db.updateTable('shop').set({ member_id: buyer.memberId }).where('site_id', '=', 5).execute()
      const staffId = (await t.handle.db.selectFrom('merchant_staff').select('id').where('username', '=', 'shop5').executeTakeFirstOrThrow()).id
      const alerts = () => t.handle.db.selectFrom('site_message').selectAll().where('member_id', '=', buyer.memberId).where('tpl', '=', 'staff_login_failures').execute()
      const pauses = mock.method(loginPause, 'wait', async () => undefined)
      await setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 0 })
      try {
        // an attacker's burst: two guesses free, then each with a solved captcha
        for (let i = 0; i < 8; i++) {
          const r = await login('shop5', `guess-${i}`, i < 2 ? {} : await solveCaptcha(t))
          assert.equal(r.code, MerchantError.LOGIN_FAILED, `guess ${i}: ${r.message}`)
        }
        assert.equal(pauses.mock.callCount(), 6, 'from the 3rd wrong in a row the answers come late')
        // never locked: the staff's right password with a solved captcha gets in (without one it is asked for)
        assert.equal((await login('shop5', PASSWORD)).code, AuthError.LOGIN_CAPTCHA_REQUIRED)
        const inside = await login('shop5', PASSWORD, await solveCaptcha(t))
        assert.equal(inside.code, 0, inside.message)
        assert.equal(inside.data.site_id, 5)

        // one message for the burst, in the owner's language, with the account, the count and the masked address
        const sent = await alerts()
        assert.equal(sent.length, 1)
        const zh = render('zh-cn', sent[0])
        assert.equal(zh.title, '店铺账号登录异常')
        assert.match(zh.content, /员工账号shop5已连续5次密码错误，最近一次来自127\.0\.0\.\*/)
        const en = render('en-us', sent[0])
        assert.match(en.content, /The staff account shop5 of .+ has had 5 wrong passwords in a row, the latest from 127\.0\.0\.\*/)
        assert.doesNotMatch(zh.content + en.content, /127\.0\.0\.1/)

        // failures going on an hour later (the hour's mark gone): one more message
        await t.kv.del(staffAlertKey(1, staffId))
        for (let i = 0; i < 5; i++) assert.equal((await login('shop5', `again-${i}`, await solveCaptcha(t))).code, MerchantError.LOGIN_FAILED)
        assert.equal((await alerts()).length, 2)
      } finally {
        pauses.mock.restore()
        await setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 1 })
      }
    })

    it('the demo seed makes the verifier member the first shop\'s owner', async () => {
      const seeded = await seedVerifierDemo(t.handle.db)
      assert.ok(seeded)
      const verifier = await t.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO_VERIFIER.mobile).executeTakeFirstOrThrow()
      const first = await t.handle.db.selectFrom('shop').select(['site_id', 'member_id']).where('website_id', '=', 1).orderBy('site_id').limit(1).executeTakeFirstOrThrow()
      assert.deepEqual([first.site_id, first.member_id], [seeded.siteId, verifier.id])
      assert.equal(maskAddress('203.0.113.77'), '203.0.113.*')
      assert.equal(maskAddress('::ffff:10.1.2.3'), '10.1.2.*')
      assert.equal(maskAddress('2001:db8:85a3:0:0:8a2e:370:7334'), '2001:db8:85a3:*')
    })

    it('never takes a member token for a staff token, nor the other way round', async () => {
      assert.equal((await m('order/lists', buyer.token)).code, -10009)
      assert.equal((await m('order/lists', null)).code, -10009)
      const member = await call(t.app, 'POST', '/api/order/lists', { token: adminA })
      assert.equal(member.body.code, -10009)
      const now = nowSeconds()
      const expired = signStaffToken({ staffId: 1, websiteId: 1, now: now - 8 * 86400 }, t.config.tokenSecret).token
      assert.equal((await m('order/lists', expired)).code, -10010)
      // a token of another website
      const elsewhere = signStaffToken({ staffId: 1, websiteId: 2, now }, t.config.tokenSecret).token
      assert.equal((await m('order/lists', elsewhere)).code, -10009)
    })

    it('staff of one shop never see or move another shop\'s orders', async () => {
      const a = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.WAIT_SEND })
      const b = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopB, lines: [{ skuId: skuB, num: 1 }], status: S.WAIT_SEND })
      const listA = await m('order/lists', adminA, { page_size: 50 })
      assert.equal(listA.code, 0, listA.message)
      assert.ok(listA.data.list.every((o: any) => o.site_id === shopA))
      assert.ok(listA.data.list.some((o: any) => o.order_id === a.orderId))
      assert.ok(!listA.data.list.some((o: any) => o.order_id === b.orderId))
      assert.deepEqual(listA.data.list.find((o: any) => o.order_id === a.orderId).merchant_actions, ['delivery'])
      assert.equal((await m('order/detail', adminA, { order_id: b.orderId })).code, OrderError.ORDER_NOT_FOUND)
      assert.equal((await m('order/delivery', adminA, { order_id: b.orderId, order_goods_ids: 'all', delivery_type: 0 })).code, OrderError.ORDER_NOT_FOUND)
      assert.equal((await m('order/localdelivery/start', adminA, { order_id: b.orderId })).code, OrderError.ORDER_NOT_FOUND)
      assert.equal((await m('order/localdelivery/finish', adminA, { order_id: b.orderId })).code, OrderError.ORDER_NOT_FOUND)
      assert.equal((await orderRow(b.orderId)).order_status, S.WAIT_SEND)
      const d = await m('order/detail', adminB, { order_id: b.orderId })
      assert.equal(d.code, 0)
      assert.equal(d.data.member_id, buyer.memberId)
    })

    it('roles: order staff list and ship but cannot verify; verify staff only verify', async () => {
      assert.equal((await m('order/lists', orderA)).code, 0)
      assert.equal((await m('order/verify', orderA, { verify_code: '123' })).code, MerchantError.ROLE_FORBIDDEN)
      assert.equal((await m('order/lists', verifyA)).code, MerchantError.ROLE_FORBIDDEN)
      assert.equal((await m('order/detail', verifyA, { order_id: 1 })).code, MerchantError.ROLE_FORBIDDEN)
      assert.equal((await m('order/verify', verifyA, { verify_code: '123' })).code, MerchantError.VERIFY_CODE_NOT_FOUND)
    })

    it('ships lines into packages; the order moves to shipped with the last line', async () => {
      const o = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }, { skuId: skuA2, num: 2 }], status: S.WAIT_SEND, payType: 'wechatpay' })
      const tradeNo = (await orderRow(o.orderId)).out_trade_no
      const payId = await insertPay(t.handle.db, { memberId: buyer.memberId, outTradeNo: tradeNo, payMoney: 1, status: 'paid' })
      await t.handle.db.insertInto('pay_attempt').values({
        pay_id: payId, website_id: 1, pay_type: 'wechatpay', attempt_no: `${tradeNo}1`.slice(0, 40), status: 'paid', amount: 1, prepay: JSON.stringify({ client_kind: 'weapp' }), created_at: nowSeconds(),
      }).execute()
      assert.equal((await m('order/delivery', orderA, { order_id: o.orderId, order_goods_ids: String(o.lineIds[0]), delivery_type: 1 })).code, MerchantError.EXPRESS_REQUIRED)
      assert.equal((await m('order/delivery', orderA, { order_id: o.orderId, order_goods_ids: '999999', delivery_type: 0 })).code, MerchantError.LINES_INVALID)
      const first = await m('order/delivery', orderA, { order_id: o.orderId, order_goods_ids: String(o.lineIds[0]), delivery_type: 1, express_company_name: 'SF', delivery_no: 'SF1001' })
      assert.equal(first.code, 0, first.message)
      assert.equal(first.data.order_status, S.WAIT_SEND)
      // the same line again
      assert.equal((await m('order/delivery', orderA, { order_id: o.orderId, order_goods_ids: String(o.lineIds[0]), delivery_type: 0 })).code, MerchantError.LINES_INVALID)
      const before = nowSeconds()
      const second = await m('order/delivery', orderA, { order_id: o.orderId, order_goods_ids: 'all', delivery_type: 0 })
      assert.equal(second.data.order_status, S.SHIPPED)
      const row = await orderRow(o.orderId)
      assert.ok(Number(row.delivery_time) >= before)
      assert.ok(Math.abs(Number(row.auto_receive_at) - (Number(row.delivery_time) + 7 * 86400)) <= 1)
      const packages = await t.handle.db.selectFrom('order_package').selectAll().where('order_id', '=', o.orderId).orderBy('id').execute()
      assert.deepEqual(packages.map((p) => [p.delivery_type, p.delivery_no, p.order_goods_ids]), [[1, 'SF1001', String(o.lineIds[0])], [0, '', String(o.lineIds[1])]])
      // a mini-program payment: each shipment marks it for WeChat's shipping report (no mini-program configured here: it waits)
      const payRow = await t.handle.db.selectFrom('pay').selectAll().where('id', '=', payId).executeTakeFirstOrThrow()
      assert.deepEqual([payRow.wechat_report_status, payRow.wechat_report_version], [1, 2])
      assert.equal((await statusHistory(t.handle.db, 'order', o.orderId)).at(-1)!.actor, `staff:${(await t.handle.db.selectFrom('merchant_staff').select('id').where('username', '=', 'orders-a').executeTakeFirstOrThrow()).id}`)
      assert.equal((await m('order/delivery', orderA, { order_id: o.orderId, order_goods_ids: 'all', delivery_type: 0 })).code, MerchantError.ORDER_NOT_SHIPPABLE)
      // the buyer sees it with its traces, and receives it
      const pk = await call(t.app, 'POST', '/api/order/package', { token: buyer.token, order_id: o.orderId })
      assert.equal(pk.body.data.length, 2)
      assert.equal((await call(t.app, 'POST', '/api/order/takedelivery', { token: buyer.token, order_id: o.orderId })).body.code, 0)
      // an order paid outside the mini-program is not reported to WeChat
      const plain = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.WAIT_SEND })
      const plainPay = await insertPay(t.handle.db, { memberId: buyer.memberId, outTradeNo: plain.outTradeNo, payMoney: 1, status: 'paid' })
      assert.equal((await m('order/delivery', adminA, { order_id: plain.orderId, order_goods_ids: 'all', delivery_type: 0 })).code, 0)
      const p2 = await t.handle.db.selectFrom('pay').select(['wechat_report_status', 'wechat_report_version']).where('id', '=', plainPay).executeTakeFirstOrThrow()
      assert.deepEqual([p2.wechat_report_status, p2.wechat_report_version], [0, 0])
    })

    it('only one of two racing shipments of the same lines wins', async () => {
      const o = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.WAIT_SEND })
      const rs = await Promise.all([1, 2].map(() => m('order/delivery', adminA, { order_id: o.orderId, order_goods_ids: 'all', delivery_type: 0 })))
      assert.equal(rs.filter((r) => r.code === 0).length, 1, JSON.stringify(rs))
      const packages = await t.handle.db.selectFrom('order_package').select('id').where('order_id', '=', o.orderId).execute()
      assert.equal(packages.length, 1)
      assert.equal((await orderRow(o.orderId)).order_status, S.SHIPPED)
    })

    it('moves every merchant step only from its status and order type (table)', async () => {
      const cases: Array<{ path: string; type: number; allowed: number; to: number }> = [
        { path: 'order/localdelivery/start', type: T.LOCAL, allowed: S.WAIT_SEND, to: S.SHIPPED },
        { path: 'order/localdelivery/finish', type: T.LOCAL, allowed: S.SHIPPED, to: S.RECEIVED },
        { path: 'order/delivery', type: T.EXPRESS, allowed: S.WAIT_SEND, to: S.SHIPPED },
      ]
      for (const c of cases) {
        for (const type of [T.EXPRESS, T.PICKUP, T.LOCAL, T.VIRTUAL]) {
          for (const status of [S.WAIT_PAY, S.WAIT_SEND, S.WAIT_PICKUP, S.SHIPPED, S.RECEIVED, S.COMPLETED, S.CLOSED]) {
            const o = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status, orderType: type })
            const r = await m(c.path, adminA, c.path === 'order/delivery' ? { order_id: o.orderId, order_goods_ids: 'all', delivery_type: 0 } : { order_id: o.orderId })
            const row = await orderRow(o.orderId)
            if (type === c.type && status === c.allowed) {
              assert.equal(r.code, 0, `${c.path} ${type}/${status}: ${r.message}`)
              assert.equal(row.order_status, c.to)
            } else {
              assert.equal(r.code, MerchantError.ORDER_NOT_SHIPPABLE, `${c.path} ${type}/${status}`)
              assert.equal(row.order_status, status)
            }
          }
        }
      }
    })

    it('verifies pickup (2 -> 4) and virtual (4 -> 10) codes once, own shop only', async () => {
      const pickup = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.WAIT_PICKUP, orderType: T.PICKUP, verifyCode: '111122223333' })
      const virtual = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.RECEIVED, orderType: T.VIRTUAL, verifyCode: '444455556666' })
      const elsewhere = await insertOrder(t.handle.db, { memberId: buyer.memberId, siteId: shopB, lines: [{ skuId: skuB, num: 1 }], status: S.WAIT_PICKUP, orderType: T.PICKUP, verifyCode: '777788889999' })
      assert.equal((await m('order/verify', verifyA, { verify_code: '777788889999' })).code, MerchantError.VERIFY_CODE_NOT_FOUND)
      assert.equal((await orderRow(elsewhere.orderId)).order_status, S.WAIT_PICKUP)
      const rs = await Promise.all([m('order/verify', verifyA, { verify_code: '111122223333' }), m('order/verify', adminA, { verify_code: '111122223333' })])
      assert.equal(rs.filter((r) => r.code === 0).length, 1, JSON.stringify(rs))
      assert.ok(rs.every((r) => r.code === 0 || r.code === MerchantError.VERIFY_CODE_USED || r.code === OrderError.ORDER_STATUS_CHANGED))
      assert.equal((await orderRow(pickup.orderId)).order_status, S.RECEIVED)
      const v = await m('order/verify', verifyA, { verify_code: '444455556666' })
      assert.equal(v.code, 0)
      assert.equal(v.data.order_status, S.COMPLETED)
      assert.equal((await orderRow(virtual.orderId)).order_status, S.COMPLETED)
      assert.equal((await m('order/verify', verifyA, { verify_code: '444455556666' })).code, MerchantError.VERIFY_CODE_USED)
      assert.equal((await m('order/verify', adminB, { verify_code: '777788889999' })).code, 0)
      // the shop's detail never shows the code
      assert.equal((await m('order/detail', adminA, { order_id: pickup.orderId })).data.verify_code, '')
    })
  })
}
