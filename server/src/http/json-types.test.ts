import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { memberToken, seededApp } from '../modules/catalog/catalog.fixture.js'
import { dbTargets, type TestApp } from '../test/harness.js'

/**
 * A JSON body carries its own types and is taken as it is: a wrong type is -10001 naming the field and
 * changes nothing. What arrives as text (query string, form body) is still read as the declared type.
 */
for (const target of dbTargets()) {
  describe(`JSON bodies are typed, text is coerced [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let token: string
    let memberId: number
    let skuId: number
    before(async () => {
      t = await seededApp(target)
      ;({ token, memberId } = await memberToken(t))
      const sku = await t.handle.db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id')
        .select('s.sku_id').where('g.status', '=', 1).where('s.stock', '>=', 10).orderBy('s.sku_id').executeTakeFirstOrThrow()
      skuId = sku.sku_id
    })
    after(() => t?.close())

    const post = (url: string, body: string, type = 'application/json') =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': type, 'accept-language': 'en-US', token }, payload: body })
    const cartLines = () => t.handle.db.selectFrom('cart').select(['cart_id', 'num']).where('member_id', '=', memberId).execute()
    const nickname = async () => (await t.handle.db.selectFrom('member').select('nickname').where('id', '=', memberId).executeTakeFirstOrThrow()).nickname

    function refused(res: { statusCode: number; body: string }, field: string) {
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(JSON.parse(res.body), { code: -10001, message: `Invalid parameter: ${field}`, data: null })
    }

    it('cart add: num true, "2", null or 2.0-as-text in JSON is -10001 naming num and adds nothing', async () => {
      for (const num of ['true', 'false', '"2"', '"1"', 'null', '[2]']) {
        refused(await post('/api/cart/add', `{"sku_id":${skuId},"num":${num}}`), 'num')
      }
      refused(await post('/api/cart/add', `{"sku_id":"${skuId}","num":1}`), 'sku_id')
      assert.deepEqual(await cartLines(), [])
    })

    it('cart edit: num true or "3" in JSON is -10001 and leaves the line as it was', async () => {
      const added = (await post('/api/cart/add', JSON.stringify({ sku_id: skuId, num: 1 }))).json()
      assert.equal(added.code, 0, JSON.stringify(added))
      const cartId = added.data as number
      for (const num of ['true', '"3"']) refused(await post('/api/cart/edit', `{"cart_id":${cartId},"num":${num}}`), 'num')
      refused(await post('/api/cart/edit', `{"cart_id":"${cartId}","num":3}`), 'cart_id')
      assert.deepEqual((await cartLines()).map((l) => Number(l.num)), [1])
      await t.handle.db.deleteFrom('cart').where('member_id', '=', memberId).execute()
    })

    it('nickname true (a boolean) or 123 (a number) in JSON is -10001 and stores nothing', async () => {
      refused(await post('/api/member/modifynickname', '{"nickname":true}'), 'nickname')
      refused(await post('/api/member/modifynickname', '{"nickname":123}'), 'nickname')
      assert.equal(await nickname(), 'tester')
    })

    it('a common field of the wrong type in JSON (website_id "1") is -10001 too', async () => {
      refused(await post('/api/goodsbrand/page', '{"website_id":"1"}'), 'website_id')
      refused(await post('/api/goodsbrand/page', '{"page":"1"}'), 'page')
      assert.equal((await post('/api/goodsbrand/page', '{"website_id":1,"page":1}')).json().code, 0)
    })

    it('a form body is text: the same fields are read as their declared types', async () => {
      const form = 'application/x-www-form-urlencoded'
      await t.handle.db.deleteFrom('cart').where('member_id', '=', memberId).execute()
      await t.handle.db.updateTable('member').set({ nickname: 'tester' }).where('id', '=', memberId).execute()
      const added = (await post('/api/cart/add', `sku_id=${skuId}&num=2&website_id=1`, form)).json()
      assert.equal(added.code, 0, JSON.stringify(added))
      assert.deepEqual((await cartLines()).map((l) => Number(l.num)), [2])
      assert.equal((await post('/api/cart/edit', `cart_id=${added.data}&num=3`, form)).json().code, 0)
      assert.deepEqual((await cartLines()).map((l) => Number(l.num)), [3])
      // text that is no number is still refused
      refused(await post('/api/cart/edit', `cart_id=${added.data}&num=three`, form), 'num')
      assert.equal((await post('/api/member/modifynickname', 'nickname=true', form)).json().code, 0)
      assert.equal(await nickname(), 'true')
      await t.handle.db.deleteFrom('cart').where('member_id', '=', memberId).execute()
    })

    it('a query string is text: numbers and ids in it are read as numbers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/goodsbrand/page?page=1&page_size=2&website_id=1&lang=en-us' })
      assert.equal(res.json().code, 0, res.body)
      refused(await t.app.inject({ method: 'GET', url: '/api/goodsbrand/page?page=one&lang=en-us' }), 'page')
    })
  })
}
