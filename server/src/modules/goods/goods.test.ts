import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { seededApp } from '../catalog/catalog.fixture.js'

const PAGE = '/api/goodssku/page'
const DETAIL = '/api/goodssku/detail'
const CARD_KEYS = ['goods_id', 'goods_name', 'market_price', 'price', 'sale_num', 'site_id', 'site_name', 'sku_id', 'sku_image', 'stock', 'unit']

for (const target of dbTargets()) {
  describe(`goods [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(target)
    })
    after(() => t?.close())
    const page = (payload: Record<string, unknown>) => call(t.app, 'POST', PAGE, payload)

    it('answers the category tree with three levels in sort order', async () => {
      const { body } = await call(t.app, 'GET', '/api/goodscategory/tree')
      assert.equal(body.code, 0)
      assert.deepEqual(body.data.map((c: any) => c.category_name), ['服装', '食品', '数码', '家居', '美妆', '母婴'])
      const clothing = body.data[0]
      assert.equal(clothing.level, 1)
      assert.deepEqual(clothing.children.map((c: any) => c.category_name), ['女装', '男装', '鞋靴', '配饰'])
      assert.deepEqual(clothing.children[0].children.map((c: any) => [c.category_name, c.level, c.children.length]), [['连衣裙', 3, 0], ['T恤', 3, 0], ['针织衫', 3, 0]])
      assert.match(clothing.image, /^upload\/demo\/category\/\d+\.png$/)
      const rows = await t.handle.db.selectFrom('goods_category').select('category_id').execute()
      const count = (nodes: any[]): number => nodes.reduce((n, c) => n + 1 + count(c.children), 0)
      assert.equal(count(body.data), rows.length)
    })

    it('pages the goods as cards of their cheapest SKU', async () => {
      const { body } = await page({ app_type: 'h5', lang: 'zh-cn', token: '' })
      assert.equal(body.code, 0)
      assert.equal(body.data.count, 40)
      assert.equal(body.data.page_count, 4)
      assert.equal(body.data.list.length, 10)
      for (const card of body.data.list) {
        assert.deepEqual(Object.keys(card).sort(), CARD_KEYS)
        const skus = await t.handle.db.selectFrom('goods_sku').selectAll().where('goods_id', '=', card.goods_id).execute()
        const cheapest = Math.min(...skus.map((s) => s.price))
        assert.equal(card.price, cheapest)
        assert.equal(skus.find((s) => s.sku_id === card.sku_id)!.price, cheapest)
        assert.equal(card.stock, skus.reduce((n, s) => n + s.stock, 0))
        assert.ok(Number.isInteger(card.price) && Number.isInteger(card.market_price) && card.market_price > card.price)
        assert.ok(card.site_name.length > 0)
      }
      // default order: recommended goods first
      const flags = await t.handle.db.selectFrom('goods').select(['goods_id', 'is_recommend']).execute()
      const rec = new Map(flags.map((f) => [f.goods_id, f.is_recommend]))
      const shown = body.data.list.map((c: any) => rec.get(c.goods_id))
      assert.deepEqual(shown, [...shown].sort((a, b) => b - a))
    })

    it('handles page edges: pages cover every goods once, the last page is short, beyond is empty', async () => {
      const seen = new Set<number>()
      for (let p = 1; p <= 3; p++) {
        const { body } = await page({ page: p, page_size: 15, order: 'price', sort: 'asc' })
        assert.equal(body.data.page_count, 3)
        assert.equal(body.data.list.length, p < 3 ? 15 : 10)
        for (const c of body.data.list) seen.add(c.goods_id)
      }
      assert.equal(seen.size, 40)
      const beyond = await page({ page: 4, page_size: 15 })
      assert.deepEqual(beyond.body.data, { list: [], count: 40, page_count: 3 })
      const max = await page({ page_size: 50 })
      assert.equal(max.body.data.list.length, 40)
      assert.equal(max.body.data.page_count, 1)
    })

    it('sorts by price both ways and by sales', async () => {
      const asc = (await page({ order: 'price', sort: 'asc', page_size: 50 })).body.data.list.map((c: any) => c.price)
      const desc = (await page({ order: 'price', sort: 'desc', page_size: 50 })).body.data.list.map((c: any) => c.price)
      assert.deepEqual(asc, [...asc].sort((a, b) => a - b))
      assert.deepEqual(desc, [...desc].sort((a, b) => b - a))
      assert.ok(asc[0] < asc[asc.length - 1])
      const sales = (await page({ order: 'sale_num', sort: 'desc', page_size: 50 })).body.data.list.map((c: any) => c.sale_num)
      assert.deepEqual(sales, [...sales].sort((a, b) => b - a))
      const created = (await page({ order: 'create_time', sort: 'asc', page_size: 50 })).body.data.list.map((c: any) => c.goods_id)
      const times = await t.handle.db.selectFrom('goods').select(['goods_id', 'created_at']).execute()
      const at = new Map(times.map((r) => [r.goods_id, Number(r.created_at)]))
      const seq = created.map((id: number) => at.get(id)!)
      assert.deepEqual(seq, [...seq].sort((a, b) => a - b))
    })

    it('filters by keyword', async () => {
      const any = await t.handle.db.selectFrom('goods').select('goods_name').orderBy('goods_id').executeTakeFirstOrThrow()
      const brand = any.goods_name.split(' ')[0]
      const expected = (await t.handle.db.selectFrom('goods').select('goods_id').where('goods_name', 'like', `%${brand}%`).execute()).length
      const { body } = await page({ keyword: ` ${brand} `, page_size: 50 })
      assert.ok(expected > 0 && expected < 40)
      assert.equal(body.data.count, expected)
      assert.ok(body.data.list.every((c: any) => c.goods_name.includes(brand)))
      // LIKE wildcards in the keyword match themselves
      assert.equal((await page({ keyword: '%' })).body.data.count, 0)
      assert.equal((await page({ keyword: '不存在的商品名' })).body.data.count, 0)
    })

    it('filters by a category at any level, deeper goods included', async () => {
      const cats = await t.handle.db.selectFrom('goods_category').selectAll().execute()
      const clothing = cats.find((c) => c.category_name === '服装')!
      const below = new Set([clothing.category_id])
      for (let i = 0; i < 3; i++) for (const c of cats) if (below.has(c.pid)) below.add(c.category_id)
      const goods = await t.handle.db.selectFrom('goods').select(['goods_id', 'category_id']).execute()
      const expected = goods.filter((g) => below.has(g.category_id))
      assert.ok(expected.some((g) => cats.find((c) => c.category_id === g.category_id)!.level === 3), 'a level-3 goods is in the set')
      const { body } = await page({ category_id: clothing.category_id, page_size: 50 })
      assert.equal(body.data.count, expected.length)
      assert.deepEqual(body.data.list.map((c: any) => c.goods_id).sort(), expected.map((g) => g.goods_id).sort())
      const dress = cats.find((c) => c.category_name === '连衣裙')!
      const dresses = goods.filter((g) => g.category_id === dress.category_id)
      assert.equal((await page({ category_id: dress.category_id })).body.data.count, dresses.length)
      assert.deepEqual((await page({ category_id: 999999 })).body.data, { list: [], count: 0, page_count: 0 })
    })

    it('filters by shop and by the recommend flag', async () => {
      const shop = await t.handle.db.selectFrom('goods').select('site_id').groupBy('site_id').orderBy('site_id').executeTakeFirstOrThrow()
      const { body } = await page({ site_id: shop.site_id, page_size: 50 })
      assert.ok(body.data.count > 0 && body.data.list.every((c: any) => c.site_id === shop.site_id))
      const recommended = (await t.handle.db.selectFrom('goods').select('goods_id').where('is_recommend', '=', 1).execute()).map((g) => g.goods_id)
      const rec = await page({ recommend: 1, page_size: 50 })
      assert.deepEqual(rec.body.data.list.map((c: any) => c.goods_id).sort(), recommended.sort())
    })

    it('keeps a filter\'s count for a few seconds', async () => {
      const before = (await page({ keyword: '连衣裙' })).body.data.count
      const g = await t.handle.db.selectFrom('goods').select('goods_id').where('goods_name', 'not like', '%连衣裙%').orderBy('goods_id').executeTakeFirstOrThrow()
      await t.handle.db.updateTable('goods').set({ goods_name: '测试连衣裙' }).where('goods_id', '=', g.goods_id).execute()
      assert.equal((await page({ keyword: '连衣裙' })).body.data.count, before)
      // another filter is counted afresh
      assert.equal((await page({ keyword: '测试连衣裙' })).body.data.count, 1)
    })

    it('rejects bad paging and ordering with -10001', async () => {
      for (const bad of [{ page: 0 }, { page_size: 51 }, { page_size: 0 }, { order: 'random' }, { sort: 'up' }, { recommend: 2 }, { category_id: 'abc' }, { keyword: 'x'.repeat(51) }]) {
        const { body } = await page(bad)
        assert.equal(body.code, -10001, JSON.stringify(bad))
      }
      const en = await page({ page_size: 51, lang: 'en-us' })
      assert.equal(en.body.message, 'Invalid parameter: page_size')
    })

    it('answers the detail by goods or by SKU with the shop', async () => {
      const sku = await t.handle.db.selectFrom('goods_sku').selectAll().orderBy('sku_id', 'desc').executeTakeFirstOrThrow()
      const byGoods = await call(t.app, 'POST', DETAIL, { goods_id: sku.goods_id })
      assert.equal(byGoods.body.code, 0)
      const { goods, shop } = byGoods.body.data
      assert.equal(goods.goods_id, sku.goods_id)
      assert.ok(goods.skus.some((s: any) => s.sku_id === sku.sku_id && s.price === sku.price && s.spec_name === sku.spec_name))
      assert.equal(goods.price_min, Math.min(...goods.skus.map((s: any) => s.price)))
      assert.equal(goods.price_max, Math.max(...goods.skus.map((s: any) => s.price)))
      assert.equal(goods.stock_total, goods.skus.reduce((n: number, s: any) => n + s.stock, 0))
      assert.ok(goods.images.length >= 2 && goods.images.every((p: string) => /^upload\/demo\/goods\/\d+\.png$/.test(p)))
      // the gallery comes from goods_image rows in their sort order, the cover first
      const gallery = await t.handle.db.selectFrom('goods_image').select('image').where('goods_id', '=', sku.goods_id).orderBy('sort').execute()
      assert.deepEqual(goods.images, gallery.map((r) => r.image))
      const cover = await t.handle.db.selectFrom('goods').select('goods_image').where('goods_id', '=', sku.goods_id).executeTakeFirstOrThrow()
      assert.equal(goods.images[0], cover.goods_image)
      assert.equal(shop.site_id, goods.site_id)
      assert.ok(shop.goods_count >= 1 && typeof shop.lat === 'number')
      const bySku = await call(t.app, 'POST', DETAIL, { sku_id: sku.sku_id })
      assert.deepEqual(bySku.body.data, byGoods.body.data)
    })

    it('answers -10004 for unknown or withdrawn goods and -10001 without an id', async () => {
      const missing = await call(t.app, 'POST', DETAIL, { goods_id: 999999 })
      assert.equal(missing.body.code, -10004)
      assert.equal(missing.body.message, '商品不存在')
      assert.equal((await call(t.app, 'POST', DETAIL, { sku_id: 999999, lang: 'en-us' })).body.message, 'Goods not found')
      const g = await t.handle.db.selectFrom('goods').select('goods_id').orderBy('goods_id', 'desc').executeTakeFirstOrThrow()
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', g.goods_id).execute()
      assert.equal((await call(t.app, 'POST', DETAIL, { goods_id: g.goods_id })).body.code, -10004)
      assert.ok(!(await page({ page_size: 50 })).body.data.list.some((c: any) => c.goods_id === g.goods_id))
      await t.handle.db.updateTable('goods').set({ status: 1 }).where('goods_id', '=', g.goods_id).execute()
      assert.equal((await call(t.app, 'POST', DETAIL, {})).body.code, -10001)
      assert.equal((await call(t.app, 'POST', DETAIL, { goods_id: -1 })).body.code, -10001)
    })
  })
}
