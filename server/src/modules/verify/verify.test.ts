import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { statusHistory } from '../../db/state-machine.js'
import { seedDemo } from '../../seed/seed.js'
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { memberToken } from '../catalog/catalog.fixture.js'
import { MerchantError } from '../merchant/merchant.messages.js'
import { seedMerchantStaff } from '../merchant/merchant.seed.js'
import { solveCaptcha } from '../member/member.testkit.js'
import { ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import { insertOrder, skusOf } from '../order/order.testkit.js'
import { hashPassword } from '../member/member.password.js'
import { nowSeconds } from '../../db/database.js'
import { VerifyError } from './verify.messages.js'
import { GUESS_LIMIT } from './verify.table.js'
import { maskMobile, maskName } from './verify.service.js'

type Envelope = { code: number; message: string; data: any }

describe('verify masks', () => {
  it('shows a buyer only in part', () => {
    assert.deepEqual(['张三', '欧阳娜娜', 'A', ''].map(maskName), ['张*', '欧**', 'A*', ''])
    assert.deepEqual(['13800138000', '0571-8888123', '123', ''].map(maskMobile), ['138****8000', '****8123', '', ''])
  })
})

for (const target of dbTargets()) {
  describe(`verification desk [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let shopA: number
    let shopB: number
    let skuA: number
    let skuB: number
    let adminA: string
    let adminB: string
    let buyer: { memberId: number; token: string }
    let verifierA: { memberId: number; token: string }
    let verifierB: { memberId: number; token: string }
    let outsider: { memberId: number; token: string }
    const PASSWORD = 'staff-pass-1'
    let codeSeq = 500000000000

    const post = async (url: string, token: string | null, payload: Record<string, unknown> = {}): Promise<Envelope> => {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} })
      return res.json() as Envelope
    }
    const desk = (path: string, token: string | null, payload: Record<string, unknown> = {}) => post(`/api/verify/${path}`, token, payload)
    const shop = (path: string, token: string, payload: Record<string, unknown> = {}) => post(`/merchant/api/${path}`, token, payload)
    const staffToken = async (username: string) => {
      const r = await post('/merchant/api/login', null, { username, password: PASSWORD, ...(await solveCaptcha(t)) })
      assert.equal(r.code, 0, r.message)
      return r.data.token as string
    }
    const orderRow = (id: number) => t.handle.db.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow()
    const records = (code: string) => t.handle.db.selectFrom('verify_record').selectAll().where('verify_code', '=', code).execute()
    /** A paid order of the shop with a fresh code. */
    const codeOrder = async (siteId: number, opts: { type?: number; status?: number } = {}) => {
      const code = String(codeSeq++)
      const type = opts.type ?? T.PICKUP
      const o = await insertOrder(t.handle.db, {
        memberId: buyer.memberId, siteId, lines: [{ skuId: siteId === shopA ? skuA : skuB, num: 2 }], orderType: type,
        status: opts.status ?? (type === T.PICKUP ? S.WAIT_PICKUP : S.RECEIVED), verifyCode: code,
      })
      return { ...o, code }
    }

    before(async () => {
      t = await createTestApp(target, {
        async prepare(handle, cfg) {
          await seedDemo(handle, { uploadDir: cfg.uploadDir, goodsCount: 12 })
        },
      })
      const shops = await t.handle.db.selectFrom('goods').select('site_id').distinct().orderBy('site_id').execute()
      shopA = shops[0].site_id
      shopB = shops[1].site_id
      skuA = (await skusOf(t.handle.db, shopA, 1))[0].sku_id
      skuB = (await skusOf(t.handle.db, shopB, 1))[0].sku_id
      await t.handle.db.updateTable('goods_sku').set({ stock: 10000 }).execute()
      await seedMerchantStaff(t.handle.db, 1, { password: PASSWORD, print: false })
      await t.handle.db.insertInto('merchant_staff').values({ website_id: 1, site_id: shopA, username: 'orders-a', password_hash: await hashPassword(PASSWORD), roles: 'order,verify', created_at: nowSeconds() }).execute()
      adminA = await staffToken(`shop${shopA}`)
      adminB = await staffToken(`shop${shopB}`)
      buyer = await memberToken(t, { mobile: '13700000001' })
      verifierA = await memberToken(t, { mobile: '13700000002' })
      verifierB = await memberToken(t, { mobile: '13700000003' })
      outsider = await memberToken(t, { mobile: '13700000004' })
      assert.equal((await shop('verifier/add', adminA, { mobile: '13700000002' })).code, 0)
      assert.equal((await shop('verifier/add', adminB, { member_id: verifierB.memberId })).code, 0)
    })
    after(() => t?.close())

    it("a shop's admin staff manage its verifiers; other roles may not", async () => {
      const again = await shop('verifier/add', adminA, { mobile: '13700000002' })
      assert.equal(again.code, 0, again.message)
      assert.equal(again.data.member_id, verifierA.memberId)
      assert.equal(again.data.mobile, '137****0002')
      const list = await shop('verifier/lists', adminA)
      assert.equal(list.code, 0, list.message)
      assert.deepEqual(list.data.list.map((v: any) => v.member_id), [verifierA.memberId], 'adding twice keeps one row; shop B\'s verifier is not listed')
      assert.equal((await shop('verifier/add', adminA, {})).code, VerifyError.MEMBER_REQUIRED)
      assert.equal((await shop('verifier/add', adminA, { mobile: '13799999999' })).code, VerifyError.MEMBER_NOT_FOUND)
      const orders = await staffToken('orders-a')
      assert.equal((await shop('verifier/add', orders, { mobile: '13700000004' })).code, MerchantError.ROLE_FORBIDDEN)
      assert.equal((await shop('verifier/lists', orders)).code, MerchantError.ROLE_FORBIDDEN)
      // a member token is no staff token
      assert.equal((await shop('verifier/lists', verifierA.token)).code, -10009)
      // removing: shop B cannot remove shop A's verifier
      assert.equal((await shop('verifier/delete', adminB, { member_id: verifierA.memberId })).code, VerifyError.VERIFIER_NOT_FOUND)
      assert.equal((await shop('verifier/add', adminA, { mobile: '13700000004' })).code, 0)
      assert.equal((await desk('checkisverifier', outsider.token)).data.is_verifier, 1)
      assert.equal((await shop('verifier/delete', adminA, { member_id: outsider.memberId })).code, 0)
      assert.equal((await shop('verifier/delete', adminA, { member_id: outsider.memberId })).code, VerifyError.VERIFIER_NOT_FOUND)
      assert.equal((await desk('checkisverifier', outsider.token)).data.is_verifier, 0)
    })

    it('checkisverifier names the shops; visitors are refused', async () => {
      const a = await desk('checkisverifier', verifierA.token)
      assert.equal(a.code, 0, a.message)
      assert.equal(a.data.is_verifier, 1)
      assert.deepEqual(a.data.shops.map((s: any) => s.site_id), [shopA])
      assert.ok(a.data.shops[0].site_name)
      assert.deepEqual((await desk('checkisverifier', outsider.token)).data, { is_verifier: 0, shops: [] })
      assert.equal((await desk('checkisverifier', null)).code, -10009)
      const types = await desk('getVerifyType', null, { lang: 'en-us' })
      assert.deepEqual(types.data, [{ type: 'pickup', name: 'Pickup order' }, { type: 'virtual', name: 'Virtual goods' }])
    })

    it('verifyInfo shows a code of its own shop without writing it off; other shops\' codes answer like unknown ones', async () => {
      const a = await codeOrder(shopA)
      const info = await desk('verifyInfo', verifierA.token, { verify_code: a.code })
      assert.equal(info.code, 0, info.message)
      assert.equal(info.data.order_id, a.orderId)
      assert.equal(info.data.verify_type, 'pickup')
      assert.equal(info.data.buyer_name, 'T**')
      assert.equal(info.data.buyer_mobile, '138****8000')
      assert.deepEqual([info.data.can_verify, info.data.is_verified], [1, 0])
      assert.equal(info.data.order_goods.length, 1)
      assert.equal((await orderRow(a.orderId)).order_status, S.WAIT_PICKUP)
      assert.equal((await records(a.code)).length, 0)

      const b = await codeOrder(shopB)
      const foreign = await desk('verifyInfo', verifierA.token, { verify_code: b.code, lang: 'en-us' })
      const unknown = await desk('verifyInfo', verifierA.token, { verify_code: '999999999999', lang: 'en-us' })
      assert.equal(foreign.code, VerifyError.CODE_NOT_FOUND)
      assert.deepEqual(foreign, unknown, 'no difference between another shop\'s code and an unknown one')
      // an unpaid order has no usable code
      const unpaid = await codeOrder(shopA, { status: S.WAIT_PAY })
      assert.equal((await desk('verifyInfo', verifierA.token, { verify_code: unpaid.code })).code, VerifyError.CODE_NOT_FOUND)
      assert.equal((await desk('verifyInfo', outsider.token, { verify_code: a.code })).code, VerifyError.NOT_VERIFIER)
      assert.equal((await desk('verifyInfo', null, { verify_code: a.code })).code, -10009)
    })

    it('staff of another shop cannot verify a code', async () => {
      const a = await codeOrder(shopA)
      // shop B's verifier at the member desk
      const member = await desk('verify', verifierB.token, { verify_code: a.code })
      assert.equal(member.code, VerifyError.CODE_NOT_FOUND, member.message)
      // shop B's admin staff on the merchant route
      const staff = await shop('order/verify', adminB, { verify_code: a.code })
      assert.equal(staff.code, MerchantError.VERIFY_CODE_NOT_FOUND, staff.message)
      // a member that verifies for no shop
      assert.equal((await desk('verify', outsider.token, { verify_code: a.code })).code, VerifyError.NOT_VERIFIER)
      assert.equal((await orderRow(a.orderId)).order_status, S.WAIT_PICKUP)
      assert.equal((await records(a.code)).length, 0)
      // its own shop's verifier can
      assert.equal((await desk('verify', verifierA.token, { verify_code: a.code })).code, 0)
    })

    it('writes a pickup code off once, even when the desk and the staff race; the order is received', async () => {
      const a = await codeOrder(shopA)
      const rs = await Promise.all([
        desk('verify', verifierA.token, { verify_code: a.code }),
        shop('order/verify', adminA, { verify_code: a.code }),
        desk('verify', verifierA.token, { verify_code: a.code }),
      ])
      assert.equal(rs.filter((r) => r.code === 0).length, 1, JSON.stringify(rs.map((r) => r.code)))
      assert.ok(rs.every((r) => [0, VerifyError.CODE_USED, MerchantError.VERIFY_CODE_USED].includes(r.code)), JSON.stringify(rs.map((r) => r.code)))
      const row = await orderRow(a.orderId)
      assert.equal(row.order_status, S.RECEIVED)
      assert.ok(Number(row.sign_time) > 0)
      const recs = await records(a.code)
      assert.equal(recs.length, 1)
      assert.equal(recs[0].verify_type, 'pickup')
      const last = (await statusHistory(t.handle.db, 'order', a.orderId)).at(-1)!
      assert.deepEqual([last.from_status, last.to_status, last.reason], ['2', '4', 'verified'])
      assert.ok(last.actor === `member:${verifierA.memberId}` || last.actor.startsWith('staff:'))
      assert.equal((await desk('verify', verifierA.token, { verify_code: a.code })).code, VerifyError.CODE_USED)
      assert.equal((await shop('order/verify', adminA, { verify_code: a.code })).code, MerchantError.VERIFY_CODE_USED)
      const info = await desk('verifyInfo', verifierA.token, { verify_code: a.code })
      assert.deepEqual([info.data.is_verified, info.data.can_verify, info.data.order_status], [1, 0, S.RECEIVED])
      assert.ok(info.data.verify_time > 0)
      assert.ok(info.data.verifier_name)
    })

    it('writes a virtual code off (4 -> 10) and lists what the member verified', async () => {
      const v = await codeOrder(shopA, { type: T.VIRTUAL })
      const r = await desk('verify', verifierA.token, { verify_code: v.code })
      assert.equal(r.code, 0, r.message)
      assert.deepEqual([r.data.verify_type, r.data.order_status, r.data.order_id], ['virtual', S.COMPLETED, v.orderId])
      assert.equal((await orderRow(v.orderId)).order_status, S.COMPLETED)
      const staffDone = await codeOrder(shopA)
      assert.equal((await shop('order/verify', adminA, { verify_code: staffDone.code })).code, 0)
      assert.equal((await records(staffDone.code))[0].verifier_member_id, 0, 'staff write-offs are recorded too')

      const all = await desk('lists', verifierA.token, { page: 1, page_size: 50 })
      assert.equal(all.code, 0, all.message)
      assert.equal(all.data.list[0].verify_code, v.code, 'newest first')
      assert.equal(all.data.list[0].goods[0].num, 2)
      assert.ok(all.data.list.every((x: any) => x.site_id === shopA))
      assert.ok(!all.data.list.some((x: any) => x.verify_code === staffDone.code), 'only what this member wrote off')
      const virtual = await desk('lists', verifierA.token, { verify_type: 'virtual' })
      assert.deepEqual(virtual.data.list.map((x: any) => x.verify_code), [v.code])
      assert.equal(virtual.data.count, 1)
      assert.deepEqual((await desk('lists', verifierB.token)).data.list, [])
    })

    it('limits code guessing per member', async () => {
      const guesser = await memberToken(t, { mobile: '13700000005' })
      assert.equal((await shop('verifier/add', adminA, { member_id: guesser.memberId })).code, 0)
      const real = await codeOrder(shopA)
      for (let i = 0; i < GUESS_LIMIT.misses; i++) {
        const r = await desk(i % 2 ? 'verify' : 'verifyInfo', guesser.token, { verify_code: String(100000000000 + i) })
        assert.equal(r.code, VerifyError.CODE_NOT_FOUND)
      }
      assert.equal((await desk('verifyInfo', guesser.token, { verify_code: '100000000999' })).code, -10029)
      // past the limit even a real code waits for the window
      assert.equal((await desk('verify', guesser.token, { verify_code: real.code })).code, -10029)
      assert.equal((await orderRow(real.orderId)).order_status, S.WAIT_PICKUP)
      // another verifier is not held back
      assert.equal((await desk('verifyInfo', verifierA.token, { verify_code: real.code })).code, 0)
    })
  })
}
