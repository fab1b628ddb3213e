import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { fillCart, memberToken, seededApp } from '../catalog/catalog.fixture.js'
import { CartError } from './cart.messages.js'
import { CART_MAX_LINES } from './cart.schema.js'

const LINE_KEYS = [
  'cart_id', 'goods_id', 'goods_name', 'goods_status', 'invalid_reason', 'is_virtual', 'market_price', 'max_buy', 'member_limit', 'min_buy',
  'num', 'price', 'site_id', 'site_name', 'sku_id', 'sku_image', 'spec_name', 'stock',
]

for (const target of dbTargets()) {
  describe(`cart [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let goodsIds: number[] = []
    let nextGoods = 0
    before(async () => {
      t = await seededApp(target)
      goodsIds = (await t.handle.db.selectFrom('goods').select('goods_id').where('website_id', '=', 1).orderBy('goods_id').execute()).map((g) => g.goods_id)
    })
    after(() => t?.close())

    /**
     * A goods no other test uses, on sale with the given limits, and its first SKU with the given stock
     * (its other SKUs, if any, get the same stock).
     */
    async function freshSku(opts: { stock?: number; min_buy?: number; max_buy?: number; member_limit?: number } = {}) {
      const goodsId = goodsIds[nextGoods++]
      assert.ok(goodsId, 'the demo has enough goods')
      await t.handle.db.updateTable('goods').set({ status: 1, min_buy: opts.min_buy ?? 0, max_buy: opts.max_buy ?? 0, member_limit: opts.member_limit ?? 0 })
        .where('goods_id', '=', goodsId).execute()
      await t.handle.db.updateTable('goods_sku').set({ stock: opts.stock ?? 50 }).where('goods_id', '=', goodsId).execute()
      const sku = await t.handle.db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id').innerJoin('shop as p', 'p.site_id', 'g.site_id')
        .select(['s.sku_id', 's.price', 's.market_price', 's.stock', 's.spec_name', 'g.goods_id', 'g.goods_name', 'g.site_id', 'p.site_name'])
        .where('s.goods_id', '=', goodsId).orderBy('s.sku_id').executeTakeFirstOrThrow()
      return sku
    }

    /** A second SKU of the same goods. */
    async function extraSku(goodsId: number, stock = 50) {
      const { sku_id } = await t.handle.db.insertInto('goods_sku').values({ goods_id: goodsId, spec_name: '另一款', sku_image: '', price: 1200, market_price: 0, stock, sale_num: 0 })
        .returning('sku_id').executeTakeFirstOrThrow()
      return sku_id
    }

    /** Pieces of a goods in an order of the member (status -1: closed). */
    async function orderOf(memberId: number, goodsId: number, skuId: number, num: number, status: number) {
      const g = await t.handle.db.selectFrom('goods').select('site_id').where('goods_id', '=', goodsId).executeTakeFirstOrThrow()
      const no = `T${Date.now()}${Math.floor(Math.random() * 1e6)}`
      const { order_id } = await t.handle.db.insertInto('orders').values({
        website_id: 1, site_id: g.site_id, site_name: 's', member_id: memberId, order_no: no, out_trade_no: no, order_type: 1,
        order_status: status, goods_money: 100 * num, order_money: 100 * num, pay_money: 100 * num, create_time: nowSeconds(),
        pay_deadline: nowSeconds() + 1800,
      }).returning('order_id').executeTakeFirstOrThrow()
      await t.handle.db.insertInto('order_goods').values({
        order_id, website_id: 1, site_id: g.site_id, member_id: memberId, goods_id: goodsId, sku_id: skuId, sku_name: 'x', price: 100, num,
        goods_money: 100 * num, real_goods_money: 100 * num,
      }).execute()
    }

    const lineOf = async (memberId: number, skuId: number) =>
      t.handle.db.selectFrom('cart').selectAll().where('member_id', '=', memberId).where('sku_id', '=', skuId).execute()

    it('counts 0 for visitors and the pieces of the lines that can be bought', async () => {
      assert.deepEqual((await call(t.app, 'GET', '/api/cart/count')).body, { code: 0, message: 'success', data: 0 })
      assert.equal((await call(t.app, 'GET', '/wholesale/api/cart/count')).body.data, 0)
      const { memberId, token } = await memberToken(t)
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token })).body.data, 0)
      const a = await freshSku()
      const b = await freshSku()
      const soldOut = await freshSku({ stock: 0 })
      await fillCart(t, memberId, [{ sku_id: a.sku_id, num: 1 }, { sku_id: b.sku_id, num: 6 }, { sku_id: soldOut.sku_id, num: 4 }])
      await fillCart(t, memberId, [{ sku_id: a.sku_id, num: 2 }], 'wholesale_cart')
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token })).body.data, 7)
      assert.equal((await call(t.app, 'GET', '/wholesale/api/cart/count', { token })).body.data, 2)
      // off sale: no longer counted
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', b.goods_id).execute()
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token })).body.data, 1)
      // another member's cart is not counted, and a broken token counts as a visitor
      const other = await memberToken(t)
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token: other.token })).body.data, 0)
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token: token + 'x' })).body.data, 0)
    })

    it('lists valid and invalid lines with their reasons, gone SKUs included, and refuses visitors', async () => {
      const { memberId, token } = await memberToken(t)
      const ok = await freshSku({ min_buy: 2, max_buy: 9, member_limit: 20 })
      const offSale = await freshSku()
      const noStock = await freshSku({ stock: 0 })
      const gone = await freshSku()
      const goneSku = await extraSku(gone.goods_id)
      await fillCart(t, memberId, [
        { sku_id: ok.sku_id, num: 3 }, { sku_id: offSale.sku_id, num: 1 }, { sku_id: noStock.sku_id, num: 1 }, { sku_id: goneSku, num: 2 },
      ])
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', offSale.goods_id).execute()
      // a SKU deleted behind the cart's back (the foreign key would refuse it: switched off for the test)
      if (target.name === 'sqlite') {
        await sql`PRAGMA foreign_keys = OFF`.execute(t.handle.db)
        await t.handle.db.deleteFrom('goods_sku').where('sku_id', '=', goneSku).execute()
        await sql`PRAGMA foreign_keys = ON`.execute(t.handle.db)
      } else {
        await t.handle.db.transaction().execute(async (trx) => {
          await sql`SET LOCAL session_replication_role = replica`.execute(trx)
          await trx.deleteFrom('goods_sku').where('sku_id', '=', goneSku).execute()
        })
      }
      const { body } = await call(t.app, 'GET', '/api/cart/lists', { token })
      assert.equal(body.code, 0, body.message)
      assert.equal(body.data.valid.length, 1)
      const row = body.data.valid[0]
      assert.deepEqual(Object.keys(row).sort(), LINE_KEYS)
      assert.deepEqual(
        { sku_id: row.sku_id, price: row.price, market_price: row.market_price, stock: row.stock, spec_name: row.spec_name, goods_id: row.goods_id, goods_name: row.goods_name, site_id: row.site_id, site_name: row.site_name },
        { sku_id: ok.sku_id, price: ok.price, market_price: ok.market_price, stock: ok.stock, spec_name: ok.spec_name, goods_id: ok.goods_id, goods_name: ok.goods_name, site_id: ok.site_id, site_name: ok.site_name },
      )
      assert.deepEqual(
        { num: row.num, goods_status: row.goods_status, min_buy: row.min_buy, max_buy: row.max_buy, member_limit: row.member_limit, invalid_reason: row.invalid_reason },
        { num: 3, goods_status: 1, min_buy: 2, max_buy: 9, member_limit: 20, invalid_reason: null },
      )
      assert.match(row.sku_image, /^upload\/demo\/goods\/\d+\.png$/)
      // newest first
      const reasons = body.data.invalid.map((l: any) => [l.sku_id, l.invalid_reason])
      assert.deepEqual(reasons, [[goneSku, 'sku_gone'], [noStock.sku_id, 'no_stock'], [offSale.sku_id, 'off_sale']])
      const goneLine = body.data.invalid[0]
      assert.deepEqual({ goods_id: goneLine.goods_id, price: goneLine.price, stock: goneLine.stock, num: goneLine.num }, { goods_id: 0, price: 0, stock: 0, num: 2 })
      assert.equal(body.data.invalid[2].goods_status, 0)

      // clearinvalid deletes exactly the three invalid lines
      assert.equal((await call(t.app, 'POST', '/api/cart/clearinvalid', { token })).body.data, 3)
      const again = (await call(t.app, 'GET', '/api/cart/lists', { token })).body.data
      assert.equal(again.invalid.length, 0)
      assert.deepEqual(again.valid.map((l: any) => l.sku_id), [ok.sku_id])
      assert.equal((await call(t.app, 'POST', '/api/cart/clearinvalid', { token })).body.data, 0)

      const visitor = await call(t.app, 'GET', '/api/cart/lists')
      assert.equal(visitor.body.code, -10009)
      const expired = await memberToken(t, { expired: true })
      assert.equal((await call(t.app, 'GET', '/api/cart/lists', { token: expired.token })).body.code, -10010)
      assert.equal((await call(t.app, 'GET', '/api/cart/lists', { token, website_id: 'x' })).body.code, -10001)
    })

    it('adds into one line per SKU and keeps within the stock', async () => {
      const { memberId, token } = await memberToken(t)
      const sku = await freshSku({ stock: 5 })
      const first = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: sku.sku_id, num: 2 })
      assert.equal(first.body.code, 0, first.body.message)
      const second = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: sku.sku_id, num: 3 })
      assert.equal(second.body.data, first.body.data)
      assert.deepEqual((await lineOf(memberId, sku.sku_id)).map((l) => l.num), [5])
      assert.equal((await lineOf(memberId, sku.sku_id))[0].site_id, sku.site_id)
      const over = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: sku.sku_id, num: 1 })
      assert.deepEqual(over.body, { code: CartError.STOCK_SHORT, message: '库存不足，当前库存 5 件', data: { stock: 5 } })
      const en = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: sku.sku_id, num: 1, lang: 'en-us' })
      assert.equal(en.body.message, 'Not enough stock: 5 left')
      assert.deepEqual((await lineOf(memberId, sku.sku_id)).map((l) => l.num), [5])
      // a sold-out SKU, an unknown SKU and goods off sale
      const soldOut = await freshSku({ stock: 0 })
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: soldOut.sku_id, num: 1 })).body.code, CartError.STOCK_SHORT)
      const unknown = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: 2147483647, num: 1, lang: 'en-us' })
      assert.deepEqual(unknown.body, { code: CartError.GOODS_UNAVAILABLE, message: 'This item is off sale or no longer exists', data: null })
      const off = await freshSku()
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', off.goods_id).execute()
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: off.sku_id, num: 1 })).body.code, CartError.GOODS_UNAVAILABLE)
      // a closed shop sells nothing either
      const closedShop = await freshSku()
      await t.handle.db.updateTable('shop').set({ status: 0 }).where('site_id', '=', closedShop.site_id).execute()
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: closedShop.sku_id, num: 1 })).body.code, CartError.GOODS_UNAVAILABLE)
      await t.handle.db.updateTable('shop').set({ status: 1 }).where('site_id', '=', closedShop.site_id).execute()
      // the input is bounded
      for (const bad of [{ sku_id: sku.sku_id, num: 0 }, { sku_id: sku.sku_id, num: 100000 }, { sku_id: 0, num: 1 }, { sku_id: sku.sku_id }, { sku_id: sku.sku_id, num: 1.5 }]) {
        assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, ...bad })).body.code, -10001, JSON.stringify(bad))
      }
    })

    it('enforces min_buy, max_buy and member_limit with messages naming the limit', async () => {
      const { memberId, token } = await memberToken(t)
      const min = await freshSku({ min_buy: 3 })
      const below = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: min.sku_id, num: 2 })
      assert.deepEqual(below.body, { code: CartError.BELOW_MIN_BUY, message: '该商品 3 件起购', data: { min_buy: 3 } })
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: min.sku_id, num: 2, lang: 'en-us' })).body.message,
        'This item must be bought in quantities of at least 3')
      const minLine = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: min.sku_id, num: 3 })
      assert.equal(minLine.body.code, 0)
      assert.equal((await call(t.app, 'POST', '/api/cart/edit', { token, cart_id: minLine.body.data, num: 2 })).body.code, CartError.BELOW_MIN_BUY)

      const max = await freshSku({ max_buy: 4 })
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: max.sku_id, num: 3 })).body.code, 0)
      const overMax = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: max.sku_id, num: 2, lang: 'en-us' })
      assert.deepEqual(overMax.body, { code: CartError.OVER_MAX_BUY, message: 'At most 4 of this item per order', data: { max_buy: 4 } })
      assert.deepEqual((await lineOf(memberId, max.sku_id)).map((l) => l.num), [3])

      // member_limit 6: 2 bought in an open order (a closed order does not count) + other SKUs' lines of the goods
      const lim = await freshSku({ member_limit: 6 })
      const other = await extraSku(lim.goods_id)
      await orderOf(memberId, lim.goods_id, lim.sku_id, 2, 1)
      await orderOf(memberId, lim.goods_id, lim.sku_id, 50, -1)
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: other, num: 1 })).body.code, 0)
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: lim.sku_id, num: 3 })).body.code, 0)
      const overLimit = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: lim.sku_id, num: 1 })
      assert.deepEqual(overLimit.body, {
        code: CartError.OVER_MEMBER_LIMIT, message: '该商品每人限购 6 件，您已购买 2 件', data: { member_limit: 6, bought: 2 },
      })
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: lim.sku_id, num: 1, lang: 'en-us' })).body.message,
        'At most 6 of this item per member; you have already bought 2')
      // another member is not limited by this member's orders
      const stranger = await memberToken(t)
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token: stranger.token, sku_id: lim.sku_id, num: 6 })).body.code, 0)
    })

    it('edits the caller\'s own lines only, within the rules', async () => {
      const { memberId, token } = await memberToken(t)
      const sku = await freshSku({ stock: 8, max_buy: 6 })
      const cartId = (await call(t.app, 'POST', '/api/cart/add', { token, sku_id: sku.sku_id, num: 1 })).body.data
      const edited = await call(t.app, 'POST', '/api/cart/edit', { token, cart_id: cartId, num: 5 })
      assert.deepEqual(edited.body, { code: 0, message: 'success', data: cartId })
      assert.deepEqual((await lineOf(memberId, sku.sku_id)).map((l) => l.num), [5])
      assert.equal((await call(t.app, 'POST', '/api/cart/edit', { token, cart_id: cartId, num: 7 })).body.code, CartError.OVER_MAX_BUY)
      await t.handle.db.updateTable('goods_sku').set({ stock: 4 }).where('sku_id', '=', sku.sku_id).execute()
      assert.deepEqual((await call(t.app, 'POST', '/api/cart/edit', { token, cart_id: cartId, num: 5 })).body.data, { stock: 4 })
      assert.equal((await call(t.app, 'POST', '/api/cart/edit', { token, cart_id: cartId, num: 0 })).body.code, -10001)
      const other = await memberToken(t)
      const foreign = await call(t.app, 'POST', '/api/cart/edit', { token: other.token, cart_id: cartId, num: 1, lang: 'en-us' })
      assert.deepEqual(foreign.body, { code: CartError.LINE_NOT_FOUND, message: 'This cart item was not found', data: null })
      assert.equal((await call(t.app, 'POST', '/api/cart/edit', { token, cart_id: 2147483647, num: 1 })).body.code, CartError.LINE_NOT_FOUND)
      assert.deepEqual((await lineOf(memberId, sku.sku_id)).map((l) => l.num), [5])
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', sku.goods_id).execute()
      assert.equal((await call(t.app, 'POST', '/api/cart/edit', { token, cart_id: cartId, num: 1 })).body.code, CartError.GOODS_UNAVAILABLE)
    })

    it('deletes the caller\'s lines, all or nothing', async () => {
      const { memberId, token } = await memberToken(t)
      const other = await memberToken(t)
      const a = await freshSku()
      const b = await freshSku()
      const c = await freshSku()
      const ida = (await call(t.app, 'POST', '/api/cart/add', { token, sku_id: a.sku_id, num: 1 })).body.data
      const idb = (await call(t.app, 'POST', '/api/cart/add', { token, sku_id: b.sku_id, num: 1 })).body.data
      const idc = (await call(t.app, 'POST', '/api/cart/add', { token, sku_id: c.sku_id, num: 1 })).body.data
      const theirs = (await call(t.app, 'POST', '/api/cart/add', { token: other.token, sku_id: a.sku_id, num: 1 })).body.data
      // another member's id among them: nothing deleted
      const refused = await call(t.app, 'POST', '/api/cart/delete', { token, cart_id: `${ida},${theirs}` })
      assert.equal(refused.body.code, CartError.LINE_NOT_FOUND)
      assert.equal((await t.handle.db.selectFrom('cart').select('cart_id').where('cart_id', 'in', [ida, theirs]).execute()).length, 2)
      // duplicates count once
      assert.deepEqual((await call(t.app, 'POST', '/api/cart/delete', { token, cart_id: `${ida},${idb},${ida}` })).body, { code: 0, message: 'success', data: 2 })
      assert.deepEqual((await t.handle.db.selectFrom('cart').select('cart_id').where('member_id', '=', memberId).execute()).map((r) => r.cart_id), [idc])
      assert.equal((await call(t.app, 'POST', '/api/cart/delete', { token, cart_id: String(ida) })).body.code, CartError.LINE_NOT_FOUND)
      for (const bad of ['', '0', '1,,2', 'a', '1, 2', '2147483648', Array.from({ length: 201 }, (_, i) => i + 1).join(','), '-1']) {
        const res = await call(t.app, 'POST', '/api/cart/delete', { token, cart_id: bad, lang: 'en-us' })
        assert.equal(res.body.code, -10001, bad)
        assert.match(res.body.message, /cart_id/)
      }
      // 200 ids are accepted (and refused as a whole because most are not the caller's)
      assert.equal((await call(t.app, 'POST', '/api/cart/delete', { token, cart_id: Array.from({ length: 200 }, (_, i) => idc + i).join(',') })).body.code, CartError.LINE_NOT_FOUND)
      assert.equal((await call(t.app, 'POST', '/api/cart/delete', { token: other.token, cart_id: String(theirs) })).body.data, 1)
    })

    it('refuses visitors on every member route', async () => {
      const sku = await freshSku()
      for (const [url, payload] of [
        ['/api/cart/add', { sku_id: sku.sku_id, num: 1 }], ['/api/cart/edit', { cart_id: 1, num: 1 }], ['/api/cart/delete', { cart_id: '1' }],
        ['/api/cart/clearinvalid', {}],
      ] as const) {
        const res = await call(t.app, 'POST', url, { ...payload, lang: 'en-us' })
        assert.deepEqual(res.body, { code: -10009, message: 'Your session is no longer valid, please log in again', data: null }, url)
      }
      const expired = await memberToken(t, { expired: true })
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token: expired.token, sku_id: sku.sku_id, num: 1 })).body.code, -10010)
    })

    it(`holds at most ${CART_MAX_LINES} lines`, async () => {
      const { memberId, token } = await memberToken(t)
      const base = await freshSku()
      const skuIds: number[] = []
      for (let i = 0; i < CART_MAX_LINES; i++) skuIds.push(await extraSku(base.goods_id))
      await fillCart(t, memberId, skuIds.slice(0, CART_MAX_LINES - 1).map((sku_id) => ({ sku_id, num: 1 })))
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: skuIds[CART_MAX_LINES - 1], num: 1 })).body.code, 0)
      const full = await call(t.app, 'POST', '/api/cart/add', { token, sku_id: base.sku_id, num: 1, lang: 'en-us' })
      assert.deepEqual(full.body, { code: CartError.CART_FULL, message: `Your cart holds at most ${CART_MAX_LINES} different items`, data: null })
      // a SKU already in the cart still grows
      assert.equal((await call(t.app, 'POST', '/api/cart/add', { token, sku_id: skuIds[0], num: 1 })).body.code, 0)
      assert.deepEqual((await lineOf(memberId, skuIds[0])).map((l) => l.num), [2])
    })

    it('20 concurrent adds of one SKU make one line and never pass the stock', async () => {
      const { memberId, token } = await memberToken(t)
      const sku = await freshSku({ stock: 7 })
      const results = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', '/api/cart/add', { token, sku_id: sku.sku_id, num: 1 })))
      const codes = results.map((r) => r.body.code)
      assert.equal(codes.filter((c) => c === 0).length, 7, JSON.stringify(codes))
      assert.equal(codes.filter((c) => c === CartError.STOCK_SHORT).length, 13, JSON.stringify(codes))
      const lines = await lineOf(memberId, sku.sku_id)
      assert.equal(lines.length, 1)
      assert.equal(lines[0].num, 7)
      assert.ok(results.filter((r) => r.body.code === 0).every((r) => r.body.data === lines[0].cart_id))
      // a larger stock: every one of 20 concurrent adds lands in the one line
      const big = await freshSku({ stock: 100 })
      const all = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', '/api/cart/add', { token, sku_id: big.sku_id, num: 2 })))
      assert.deepEqual([...new Set(all.map((r) => r.body.code))], [0])
      assert.deepEqual((await lineOf(memberId, big.sku_id)).map((l) => l.num), [40])
    })
  })
}
