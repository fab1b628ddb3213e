import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { memberToken, seededApp } from '../catalog/catalog.fixture.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { insertOrder } from '../order/order.testkit.js'
import { ORDER_STATUS as S, ORDER_TYPE } from '../order/order.table.js'
import { EvaluateError } from './evaluate.messages.js'
import { AGAIN_WINDOW_DAYS, EVALUATE_CONFIG_KEY, maskName } from './evaluate.service.js'
import { seedEvaluateDemo } from './evaluate.seed.js'

const DATA = '/api/goodsevaluate/evaluateData'
const ADD = '/api/goodsevaluate/add'
const AGAIN = '/api/goodsevaluate/again'
const PAGE = '/api/goodsevaluate/page'
const COUNT = '/api/goodsevaluate/count'
const FIRST = '/api/goodsevaluate/firstinfo'
const DETAIL = '/api/goodssku/detail'

const BOUNDARY = '----mallEvaluateBoundary'
/** The smallest valid GIF: one transparent pixel. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

for (const target of dbTargets()) {
  describe(`goods evaluations [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    // two SKUs of two different goods of one shop, and a third goods of the same shop
    let siteId: number
    let skus: Array<{ sku_id: number; goods_id: number }>
    before(async () => {
      t = await seededApp(target)
      const rows = await t.handle.db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id')
        .select(['s.sku_id', 'g.goods_id', 'g.site_id']).where('g.status', '=', 1).where('s.stock', '>=', 50)
        .orderBy('g.site_id').orderBy('g.goods_id').orderBy('s.sku_id').execute()
      const bySite = new Map<number, Array<{ sku_id: number; goods_id: number }>>()
      for (const r of rows) {
        const list = bySite.get(r.site_id) ?? []
        if (!list.some((x) => x.goods_id === r.goods_id)) list.push({ sku_id: r.sku_id, goods_id: r.goods_id })
        bySite.set(r.site_id, list)
      }
      const site = [...bySite.entries()].find(([, list]) => list.length >= 3)!
      siteId = site[0]
      skus = site[1]
    })
    after(() => t?.close())
    const post = (url: string, payload: Record<string, unknown>) => call(t.app, 'POST', url, payload)

    async function order(memberId: number, status: number = S.RECEIVED, n = 2) {
      return insertOrder(t.handle.db, { memberId, siteId, status, lines: skus.slice(0, n).map((s) => ({ skuId: s.sku_id, num: 1 })) })
    }

    async function upload(token: string): Promise<string> {
      const body = Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.gif"\r\nContent-Type: image/gif\r\n\r\n`),
        GIF, Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ])
      const res = await t.app.inject({ method: 'POST', url: '/api/upload/evaluate', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, token }, payload: body })
      const json = res.json()
      assert.equal(json.code, 0, JSON.stringify(json))
      return json.data.pic_path
    }

    const lineInput = (lineIds: number[], scores: number[], extra: Record<string, unknown> = {}) =>
      lineIds.map((id, i) => ({ order_goods_id: id, scores: scores[i] ?? 5, content: `line ${i}`, ...extra }))

    it('refuses visitors on the member calls and answers the public ones', async () => {
      assert.equal((await post(DATA, { order_id: 1 })).body.code, -10009)
      assert.equal((await post(ADD, { order_id: 1, goods_evaluate: [{ order_goods_id: 1, scores: 5 }] })).body.code, -10009)
      assert.equal((await post(AGAIN, { order_id: 1, goods_evaluate: [{ order_goods_id: 1, again_content: 'x' }] })).body.code, -10009)
      const page = await post(PAGE, { goods_id: skus[0]!.goods_id })
      assert.equal(page.body.code, 0)
      assert.equal((await post(COUNT, { goods_id: 999999 })).body.data.total, 0)
      assert.deepEqual((await post(PAGE, { goods_id: 999999 })).body.data, { list: [], count: 0, page_count: 0 })
    })

    it('evaluates a received order with an image: counters, goods detail, lists, filters, order leaves waitrate', async () => {
      const m = await memberToken(t)
      await t.handle.db.updateTable('member').set({ nickname: '张三丰', headimg: 'upload/x.png' }).where('id', '=', m.memberId).execute()
      const o = await order(m.memberId)
      const goodsA = skus[0]!.goods_id
      const before = (await post(DETAIL, { goods_id: goodsA })).body.data.goods
      // a cached detail is dropped by the evaluation (read once so it is cached)
      const data = (await post(DATA, { token: m.token, order_id: o.orderId })).body.data
      assert.equal(data.can_evaluate, 1)
      assert.deepEqual(data.order_goods.map((l: { can_evaluate: number }) => l.can_evaluate), [1, 1])
      assert.equal((await post('/api/order/num', { token: m.token, order_status: 'waitrate' })).body.data.waitrate, 1)

      const pic = await upload(m.token)
      const text = '<img src=x onerror=alert(1)> 好评 & "quoted"'
      const res = await post(ADD, {
        token: m.token, order_id: o.orderId, order_no: o.orderNo, is_anonymous: 0, shop_desccredit: 5, shop_servicecredit: 4, shop_deliverycredit: 3,
        goods_evaluate: [
          { order_goods_id: o.lineIds[0], sku_id: skus[0]!.sku_id, content: text, images: [pic], scores: 5, explain_type: 3 },
          { order_goods_id: o.lineIds[1], content: '', scores: 2 },
        ],
      })
      assert.equal(res.body.code, 0, JSON.stringify(res.body))
      assert.equal(res.body.data.evaluate_ids.length, 2)
      assert.deepEqual([res.body.data.point, res.body.data.growth], [0, 0])

      // the text comes back exactly as typed; explain_type from the score, not the client's 3
      const page = (await post(PAGE, { goods_id: goodsA })).body.data
      assert.equal(page.count, before.evaluate + 1)
      const mine = page.list[0]
      assert.equal(mine.content, text)
      assert.deepEqual(mine.images, [pic])
      assert.equal(mine.explain_type, 1)
      assert.equal(mine.member_name, '张三丰')
      assert.equal(mine.member_headimg, 'upload/x.png')

      const detail = (await post(DETAIL, { goods_id: goodsA })).body.data.goods
      assert.equal(detail.evaluate, before.evaluate + 1)
      assert.equal(detail.evaluate_good_rate, 100)
      const counts = (await post(COUNT, { goods_id: goodsA })).body.data
      assert.deepEqual([counts.total, counts.good, counts.image, counts.good_rate], [before.evaluate + 1, before.evaluate + 1, 1, 100])
      const b = (await post(COUNT, { goods_id: skus[1]!.goods_id })).body.data
      assert.equal(b.poor, 1)
      assert.equal((await post(PAGE, { goods_id: skus[1]!.goods_id, explain_type: 'poor' })).body.data.list[0].content, '')
      assert.equal((await post(PAGE, { goods_id: skus[1]!.goods_id, explain_type: 'good' })).body.data.count, 0)
      assert.equal((await post(PAGE, { goods_id: goodsA, explain_type: 'image' })).body.data.list[0].evaluate_id, mine.evaluate_id)
      const first = (await post(FIRST, { goods_id: goodsA })).body.data
      assert.equal(first.list[0].evaluate_id, mine.evaluate_id)
      assert.ok(first.list.length <= 2)

      // the order left "pending review"; the list shows it evaluated
      const order1 = await t.handle.db.selectFrom('orders').select('is_evaluate').where('order_id', '=', o.orderId).executeTakeFirstOrThrow()
      assert.equal(order1.is_evaluate, 1)
      assert.equal((await post('/api/order/num', { token: m.token, order_status: 'waitrate' })).body.data.waitrate, 0)
      assert.equal((await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput(o.lineIds, [5, 5]) })).body.code, EvaluateError.ALREADY_EVALUATED)
      const shop = await t.handle.db.selectFrom('shop').selectAll().where('site_id', '=', siteId).executeTakeFirstOrThrow() as Record<string, unknown>
      assert.ok(Number(shop.evaluate_num) >= 1)
    })

    it('masks anonymous evaluations', async () => {
      const m = await memberToken(t)
      await t.handle.db.updateTable('member').set({ nickname: 'Alice', headimg: 'upload/a.png' }).where('id', '=', m.memberId).execute()
      const o = await order(m.memberId, S.COMPLETED, 1)
      const res = await post(ADD, { token: m.token, order_id: o.orderId, is_anonymous: 1, goods_evaluate: lineInput(o.lineIds, [3]) })
      assert.equal(res.body.code, 0)
      const item = (await post(PAGE, { goods_id: skus[0]!.goods_id, explain_type: 'medium' })).body.data.list[0]
      assert.deepEqual([item.member_name, item.member_headimg, item.is_anonymous], ['A***', '', 1])
      assert.equal(maskName('张三'), '张***')
      // the author still sees their own name
      const own = (await post(DATA, { token: m.token, order_id: o.orderId })).body.data
      assert.equal(own.order_goods[0].evaluate.member_name, 'Alice')
    })

    it('refuses other members, wrong states, bad lines, foreign images, bad scores and long texts', async () => {
      const m = await memberToken(t)
      const other = await memberToken(t)
      const o = await order(m.memberId)
      const ok = lineInput(o.lineIds, [5, 5])
      assert.equal((await post(ADD, { token: other.token, order_id: o.orderId, goods_evaluate: ok })).body.code, EvaluateError.ORDER_NOT_FOUND)
      assert.equal((await post(DATA, { token: other.token, order_id: o.orderId })).body.code, EvaluateError.ORDER_NOT_FOUND)
      for (const status of [S.WAIT_PAY, S.WAIT_SEND, S.SHIPPED, S.CLOSED]) {
        const x = await order(m.memberId, status)
        assert.equal((await post(ADD, { token: m.token, order_id: x.orderId, goods_evaluate: lineInput(x.lineIds, [5, 5]) })).body.code, EvaluateError.ORDER_NOT_EVALUABLE, String(status))
      }
      const codeOf = async (body: Record<string, unknown>) => (await post(ADD, { token: m.token, order_id: o.orderId, ...body })).body.code
      assert.equal(await codeOf({ goods_evaluate: ok.slice(0, 1) }), EvaluateError.LINE_INVALID)
      assert.equal(await codeOf({ goods_evaluate: [ok[0], ok[0]] }), EvaluateError.LINE_INVALID)
      assert.equal(await codeOf({ goods_evaluate: [ok[0], { ...ok[1], sku_id: skus[2]!.sku_id }] }), EvaluateError.LINE_INVALID)
      assert.equal(await codeOf({ order_no: 'N-other', goods_evaluate: ok }), EvaluateError.ORDER_NO_MISMATCH)
      const foreign = await upload(other.token)
      assert.equal(await codeOf({ goods_evaluate: [{ ...ok[0], images: [foreign] }, ok[1]] }), EvaluateError.IMAGE_NOT_OWN)
      assert.equal(await codeOf({ goods_evaluate: [{ ...ok[0], images: ['upload/member/202601/made-up.png'] }, ok[1]] }), EvaluateError.IMAGE_NOT_OWN)
      const mine = await upload(m.token)
      assert.equal(await codeOf({ goods_evaluate: [{ ...ok[0], images: Array(7).fill(mine) }, ok[1]] }), -10001)
      assert.equal(await codeOf({ goods_evaluate: [{ ...ok[0], images: ['../../etc/passwd'] }, ok[1]] }), -10001)
      for (const scores of [0, 6, 2.5, '5; drop table orders']) {
        assert.equal(await codeOf({ goods_evaluate: [{ ...ok[0], scores }, ok[1]] }), -10001, String(scores))
      }
      assert.equal(await codeOf({ shop_servicecredit: 9, goods_evaluate: ok }), -10001)
      assert.equal(await codeOf({ goods_evaluate: [{ ...ok[0], content: 'x'.repeat(501) }, ok[1]] }), -10001)
      assert.equal(await codeOf({ goods_evaluate: [{ ...ok[0], member_id: other.memberId }, ok[1]] }), -10001)
      assert.equal(await codeOf({ goods_evaluate: [] }), -10001)
      // none of the refusals evaluated anything
      assert.equal((await t.handle.db.selectFrom('goods_evaluate').select('evaluate_id').where('order_id', '=', o.orderId).execute()).length, 0)
      // NUL is refused by every call's input guard; other control characters are dropped, line breaks stay, 500 characters pass
      assert.equal(await codeOf({ goods_evaluate: [{ ...ok[0], content: 'a\u0000b' }, ok[1]] }), -10001)
      const long = `${'字'.repeat(496)}\u0007a\nb`
      const longRes = await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: [{ ...ok[0], content: long, images: [mine] }, ok[1]] })
      assert.equal(longRes.body.code, 0, longRes.body.message)
      const row = await t.handle.db.selectFrom('goods_evaluate').select('content').where('order_goods_id', '=', o.lineIds[0]!).executeTakeFirstOrThrow()
      assert.equal(row.content, `${'字'.repeat(496)}a\nb`)
    })

    it('skips refunded lines', async () => {
      const m = await memberToken(t)
      const o = await order(m.memberId, S.RECEIVED, 2)
      await t.handle.db.updateTable('order_goods').set({ refund_status: 3 }).where('order_goods_id', '=', o.lineIds[1]!).execute()
      const data = (await post(DATA, { token: m.token, order_id: o.orderId })).body.data
      assert.deepEqual(data.order_goods.map((l: { can_evaluate: number }) => l.can_evaluate), [1, 0])
      assert.equal((await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput(o.lineIds, [5, 5]) })).body.code, EvaluateError.LINE_INVALID)
      assert.equal((await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput([o.lineIds[0]!], [4]) })).body.code, 0)
    })

    it('gives one evaluation for racing submits of one order', async () => {
      const m = await memberToken(t)
      const o = await order(m.memberId)
      const before = await t.handle.db.selectFrom('goods').select('evaluate').where('goods_id', '=', skus[0]!.goods_id).executeTakeFirstOrThrow()
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput(o.lineIds, [5, 4]) })))
      const codes = answers.map((a) => a.body.code)
      assert.equal(codes.filter((c) => c === 0).length, 1, JSON.stringify(codes))
      assert.ok(codes.every((c) => c === 0 || c === EvaluateError.ALREADY_EVALUATED), JSON.stringify(codes))
      assert.equal((await t.handle.db.selectFrom('goods_evaluate').select('evaluate_id').where('order_id', '=', o.orderId).execute()).length, 2)
      const after = await t.handle.db.selectFrom('goods').select('evaluate').where('goods_id', '=', skus[0]!.goods_id).executeTakeFirstOrThrow()
      assert.equal(after.evaluate, before.evaluate + 1)
    })

    it('follows up once per line, within the window; the order becomes is_evaluate 2', async () => {
      const m = await memberToken(t)
      const o = await order(m.memberId)
      assert.equal((await post(AGAIN, { token: m.token, order_id: o.orderId, goods_evaluate: [{ order_goods_id: o.lineIds[0], again_content: 'x' }] })).body.code, EvaluateError.AGAIN_NOT_ALLOWED)
      assert.equal((await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput(o.lineIds, [5, 5]) })).body.code, 0)
      assert.equal((await post(AGAIN, { token: m.token, order_id: o.orderId, goods_evaluate: [{ order_goods_id: o.lineIds[0], again_content: '  ' }] })).body.code, EvaluateError.AGAIN_EMPTY)
      const pic = await upload(m.token)
      const racing = await Promise.all(Array.from({ length: 4 }, () =>
        post(AGAIN, { token: m.token, order_id: o.orderId, goods_evaluate: [{ order_goods_id: o.lineIds[0], again_content: 'still <b>good</b>', again_images: [pic] }] })))
      assert.equal(racing.filter((r) => r.body.code === 0).length, 1, JSON.stringify(racing.map((r) => r.body.code)))
      assert.ok(racing.every((r) => r.body.code === 0 || r.body.code === EvaluateError.AGAIN_NOT_ALLOWED))
      const data = (await post(DATA, { token: m.token, order_id: o.orderId })).body.data
      assert.equal(data.is_evaluate, 2)
      assert.deepEqual(data.order_goods.map((l: { can_again: number }) => l.can_again), [0, 1])
      assert.equal(data.order_goods[0].evaluate.again_content, 'still <b>good</b>')
      assert.deepEqual(data.order_goods[0].evaluate.again_images, [pic])
      // the other line's window has passed
      await t.handle.db.updateTable('goods_evaluate').set({ created_at: nowSeconds() - (AGAIN_WINDOW_DAYS + 1) * 86400 }).where('order_goods_id', '=', o.lineIds[1]!).execute()
      assert.equal((await post(AGAIN, { token: m.token, order_id: o.orderId, goods_evaluate: [{ order_goods_id: o.lineIds[1], again_content: 'late' }] })).body.code, EvaluateError.AGAIN_EXPIRED)
      const other = await memberToken(t)
      assert.equal((await post(AGAIN, { token: other.token, order_id: o.orderId, goods_evaluate: [{ order_goods_id: o.lineIds[1], again_content: 'x' }] })).body.code, EvaluateError.ORDER_NOT_FOUND)
    })

    it('rewards points and growth once per order when configured', async () => {
      const m = await memberToken(t)
      await setWebsiteConfig(t.handle.db, 1, EVALUATE_CONFIG_KEY, { is_use: 1, point: 20, growth: 5 })
      try {
        const o = await order(m.memberId)
        const res = await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput(o.lineIds, [5, 5]) })
        assert.deepEqual([res.body.data.point, res.body.data.growth], [20, 5])
        await post(AGAIN, { token: m.token, order_id: o.orderId, goods_evaluate: [{ order_goods_id: o.lineIds[0], again_content: 'more' }] })
        const member = await t.handle.db.selectFrom('member').select(['point', 'growth']).where('id', '=', m.memberId).executeTakeFirstOrThrow()
        assert.deepEqual([Number(member.point), Number(member.growth)], [20, 5])
        const ledger = await t.handle.db.selectFrom('member_account').select(['account_type', 'account_data', 'relate_tag'])
          .where('member_id', '=', m.memberId).where('from_type', '=', 'evaluate').orderBy('account_type').execute()
        assert.deepEqual(ledger.map((l) => [l.account_type, Number(l.account_data), l.relate_tag]), [['growth', 5, String(o.orderId)], ['point', 20, String(o.orderId)]])
      } finally {
        await setWebsiteConfig(t.handle.db, 1, EVALUATE_CONFIG_KEY, { is_use: 0 })
      }
      // switched off: nothing
      const m2 = await memberToken(t)
      const o2 = await order(m2.memberId)
      const res2 = await post(ADD, { token: m2.token, order_id: o2.orderId, goods_evaluate: lineInput(o2.lineIds, [5, 5]) })
      assert.deepEqual([res2.body.data.point, res2.body.data.growth], [0, 0])
    })

    it('pages with bounds and shows the order action', async () => {
      for (const bad of [{ goods_id: 0 }, { goods_id: 2 ** 31 }, { goods_id: 1, page: 0 }, { goods_id: 1, page_size: 51 }, { goods_id: 1, explain_type: 'great' }]) {
        assert.equal((await post(PAGE, bad)).body.code, -10001, JSON.stringify(bad))
      }
      const m = await memberToken(t)
      const o = await order(m.memberId)
      const actions = async () => (await post('/api/order/detail', { token: m.token, order_id: o.orderId })).body.data.actions as string[]
      assert.ok((await actions()).includes('evaluate'))
      await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput(o.lineIds, [5, 5]) })
      assert.ok(!(await actions()).includes('evaluate'))
      assert.ok((await actions()).includes('evaluateagain'))
    })

    it('a virtual order waits for its code to be used (待使用) before it is evaluated', async () => {
      const m = await memberToken(t)
      const o = await insertOrder(t.handle.db, { memberId: m.memberId, siteId, status: S.RECEIVED, orderType: ORDER_TYPE.VIRTUAL, lines: [{ skuId: skus[0]!.sku_id, num: 1 }] })
      const detail = async () => (await post('/api/order/detail', { token: m.token, order_id: o.orderId })).body.data
      const waitrate = async () => (await post('/api/order/lists', { token: m.token, order_status: 'waitrate' })).body.data.list.map((x: any) => x.order_id)
      assert.ok(!(await detail()).actions.includes('evaluate'))
      assert.ok(!(await waitrate()).includes(o.orderId))
      assert.equal((await post(DATA, { token: m.token, order_id: o.orderId })).body.data.can_evaluate, 0)
      const refused = await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput(o.lineIds, [5]) })
      assert.equal(refused.body.code, EvaluateError.ORDER_NOT_EVALUABLE)
      // the code used: the order completes (virtual 4 -> 10) and may be evaluated
      await t.handle.db.updateTable('orders').set({ order_status: S.COMPLETED }).where('order_id', '=', o.orderId).execute()
      assert.ok((await detail()).actions.includes('evaluate'))
      assert.ok((await waitrate()).includes(o.orderId))
      assert.equal((await post(ADD, { token: m.token, order_id: o.orderId, goods_evaluate: lineInput(o.lineIds, [5]) })).body.code, 0)
    })
  })

  describe(`demo evaluations [${target.name}]`, { skip: target.skip }, () => {
    let s: TestApp
    before(async () => { s = await seededApp(target) })
    after(() => s?.close())
    it('seeds demo evaluations once, counters matching the rows', async () => {
      const added = await seedEvaluateDemo(s.handle.db)
      assert.ok(added >= 12)
      assert.equal(await seedEvaluateDemo(s.handle.db), 0)
      const goods = await s.handle.db.selectFrom('goods').select(['goods_id', 'evaluate', 'evaluate_good', 'evaluate_image']).where('evaluate', '>', 0).execute()
      for (const g of goods) {
        const rows = await s.handle.db.selectFrom('goods_evaluate').select(['explain_type', 'has_image']).where('goods_id', '=', g.goods_id).execute()
        assert.deepEqual([g.evaluate, g.evaluate_good, g.evaluate_image], [rows.length, rows.filter((r) => r.explain_type === 1).length, rows.filter((r) => r.has_image).length])
      }
      const first = (await call(s.app, 'POST', FIRST, { goods_id: goods[0]!.goods_id })).body.data
      assert.equal(first.list.length, 2)
    })
  })
}
