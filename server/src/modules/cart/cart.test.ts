import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { fillCart, memberToken, seededApp } from '../catalog/catalog.fixture.js'

for (const target of dbTargets()) {
  describe(`cart [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(target)
    })
    after(() => t?.close())

    it('counts 0 for visitors and the pieces in a member\'s cart', async () => {
      assert.deepEqual((await call(t.app, 'GET', '/api/cart/count')).body, { code: 0, message: 'success', data: 0 })
      assert.equal((await call(t.app, 'GET', '/wholesale/api/cart/count')).body.data, 0)
      const { memberId, token } = await memberToken(t)
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token })).body.data, 0)
      const skus = await t.handle.db.selectFrom('goods_sku').select(['sku_id', 'goods_id']).orderBy('sku_id').limit(2).execute()
      await fillCart(t, memberId, [{ sku_id: skus[0].sku_id, num: 1 }, { sku_id: skus[1].sku_id, num: 6 }])
      await fillCart(t, memberId, [{ sku_id: skus[0].sku_id, num: 2 }], 'wholesale_cart')
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token })).body.data, 7)
      assert.equal((await call(t.app, 'GET', '/wholesale/api/cart/count', { token })).body.data, 2)
      // another member's cart is not counted, and a broken token counts as a visitor
      const other = await memberToken(t)
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token: other.token })).body.data, 0)
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token: token + 'x' })).body.data, 0)
    })

    it('lists the member\'s cart and refuses visitors', async () => {
      const { memberId, token } = await memberToken(t)
      const sku = await t.handle.db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id').innerJoin('shop as p', 'p.site_id', 'g.site_id')
        .select(['s.sku_id', 's.price', 's.stock', 's.spec_name', 'g.goods_id', 'g.goods_name', 'g.site_id', 'p.site_name'])
        .orderBy('s.sku_id', 'desc').executeTakeFirstOrThrow()
      await fillCart(t, memberId, [{ sku_id: sku.sku_id, num: 3 }])
      const { body } = await call(t.app, 'GET', '/api/cart/lists', { token })
      assert.equal(body.code, 0)
      assert.equal(body.data.length, 1)
      const row = body.data[0]
      assert.deepEqual(Object.keys(row).sort(), ['cart_id', 'goods_id', 'goods_name', 'num', 'price', 'site_id', 'site_name', 'sku_id', 'sku_image', 'spec_name', 'stock'])
      assert.deepEqual(
        { sku_id: row.sku_id, price: row.price, stock: row.stock, spec_name: row.spec_name, goods_id: row.goods_id, goods_name: row.goods_name, site_id: row.site_id, site_name: row.site_name, num: row.num },
        { ...sku, num: 3 },
      )
      assert.match(row.sku_image, /^upload\/demo\/goods\/\d+\.png$/)
      const visitor = await call(t.app, 'GET', '/api/cart/lists')
      assert.equal(visitor.body.code, -10009)
      const expired = await memberToken(t, { expired: true })
      assert.equal((await call(t.app, 'GET', '/api/cart/lists', { token: expired.token })).body.code, -10010)
      assert.equal((await call(t.app, 'GET', '/api/cart/lists', { token, website_id: 'x' })).body.code, -10001)
    })
  })
}
