import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { CatalogError } from '../catalog/catalog.errors.js'
import { seededApp } from '../catalog/catalog.fixture.js'
import { MAX_CATEGORY_SORT, MAX_EDITED_SKUS, MAX_SKU_PRICE, MAX_SKU_STOCK } from './goods.admin.schema.js'

const ADMIN = 'goods-admin-secret'
const DETAIL = '/api/goodssku/detail'
const PAGE = '/api/goodssku/page'
const TREE = '/api/goodscategory/tree'

for (const target of dbTargets()) {
  describe(`goods and categories, the operator's edits [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    const db = () => t.handle.db
    before(async () => {
      t = await seededApp(target, { adminToken: ADMIN })
      // a second website: its callers must not reach website 1's goods and categories
      await db().insertInto('website').values({ id: 2, title: 'Other', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
    })
    after(() => t?.close())

    const api = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) })
        .then((r) => ({ status: r.statusCode, ...JSON.parse(r.body) }))
    const admin = (path: string, body: Record<string, unknown>) => api(path, body, { 'x-admin-token': ADMIN })
    const editGoods = (body: Record<string, unknown>) => admin('/admin/api/goods/edit', body)
    const editCategory = (body: Record<string, unknown>) => admin('/admin/api/goodscategory/edit', body)
    /** a goods with two SKUs at least, and a SKU of another goods */
    async function goodsWithSkus() {
      const rows = await db().selectFrom('goods_sku').select(['goods_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('goods_id').orderBy('goods_id').execute()
      const goodsId = rows.find((r) => Number(r.n) >= 2)!.goods_id
      const skus = await db().selectFrom('goods_sku').select(['sku_id', 'price', 'market_price', 'stock', 'version']).where('goods_id', '=', goodsId).orderBy('sku_id').execute()
      const foreign = await db().selectFrom('goods_sku').select('sku_id').where('goods_id', '!=', goodsId).orderBy('sku_id').executeTakeFirstOrThrow()
      return { goodsId, skus, foreignSku: foreign.sku_id }
    }
    const goodsRow = (id: number) => db().selectFrom('goods').select(['goods_name', 'introduction', 'description', 'status', 'price']).where('goods_id', '=', id).executeTakeFirstOrThrow()
    const skuRows = (goodsId: number) => db().selectFrom('goods_sku').select(['sku_id', 'price', 'market_price', 'stock', 'version']).where('goods_id', '=', goodsId).orderBy('sku_id').execute()
    const categories = () => db().selectFrom('goods_category').selectAll().orderBy('category_id').execute()

    it('refuses every operator call without the right token (403), whatever the body', async () => {
      for (const path of ['/admin/api/goods/info', '/admin/api/goods/edit', '/admin/api/goodscategory/edit']) {
        assert.equal((await api(path, { goods_id: 1, category_id: 1, goods_name: 'x' })).status, 403, path)
        const wrong = await api(path, {}, { 'x-admin-token': `${ADMIN}x`, 'accept-language': 'en-US' })
        assert.equal(wrong.status, 403, path)
        assert.equal(wrong.code, -10003)
      }
    })

    it('reads a goods as the operator edits it, on sale or not, of its own website only', async () => {
      const { goodsId, skus } = await goodsWithSkus()
      const info = await admin('/admin/api/goods/info', { goods_id: goodsId })
      assert.equal(info.code, 0, info.message)
      const row = await goodsRow(goodsId)
      assert.deepEqual(Object.keys(info.data).sort(), ['description', 'goods_id', 'goods_name', 'introduction', 'site_id', 'skus', 'status'])
      assert.deepEqual([info.data.goods_name, info.data.introduction, info.data.status], [row.goods_name, row.introduction, 1])
      assert.deepEqual(info.data.skus.map((s: any) => [s.sku_id, s.price, s.market_price, s.stock]), skus.map((s) => [s.sku_id, s.price, s.market_price, s.stock]))
      assert.ok(info.data.skus.every((s: any) => typeof s.spec_name === 'string'))
      assert.equal((await admin('/admin/api/goods/info', { goods_id: 999999 })).code, -10004)
      assert.equal((await admin('/admin/api/goods/info', { goods_id: goodsId, website_id: 2 })).code, -10004)
    })

    it('refuses goods edits out of bounds with -10001 and changes nothing', async () => {
      const { goodsId, skus } = await goodsWithSkus()
      const sku = skus[0].sku_id
      const before = [await goodsRow(goodsId), await skuRows(goodsId)] as const
      const tooMany = Array.from({ length: MAX_EDITED_SKUS + 1 }, (_, i) => ({ sku_id: i + 1, stock: 1 }))
      const refusals: Array<Record<string, unknown>> = [
        { goods_id: goodsId },
        { goods_id: goodsId, skus: [] },
        { goods_id: 0, goods_name: 'x' },
        { goods_id: 2147483648, goods_name: 'x' },
        { goods_id: goodsId, goods_name: '' },
        { goods_id: goodsId, goods_name: '   ' },
        { goods_id: goodsId, goods_name: 'x'.repeat(101) },
        { goods_id: goodsId, introduction: 'x'.repeat(256) },
        { goods_id: goodsId, description: 'x'.repeat(50_001) },
        { goods_id: goodsId, status: 2 },
        { goods_id: goodsId, status: -1 },
        { goods_id: goodsId, skus: tooMany },
        { goods_id: goodsId, skus: [{ sku_id: sku, price: 0 }] },
        { goods_id: goodsId, skus: [{ sku_id: sku, price: MAX_SKU_PRICE + 1 }] },
        { goods_id: goodsId, skus: [{ sku_id: sku, price: 1.5 }] },
        { goods_id: goodsId, skus: [{ sku_id: sku, market_price: -1 }] },
        { goods_id: goodsId, skus: [{ sku_id: sku, market_price: MAX_SKU_PRICE + 1 }] },
        { goods_id: goodsId, skus: [{ sku_id: sku, stock: -1 }] },
        { goods_id: goodsId, skus: [{ sku_id: sku, stock: MAX_SKU_STOCK + 1 }] },
        { goods_id: goodsId, skus: [{ sku_id: 0, stock: 1 }] },
        { goods_id: goodsId, skus: [{ sku_id: sku }] },
        { goods_id: goodsId, skus: [{ sku_id: sku, stock: 1 }, { sku_id: sku, price: 5 }] },
        { goods_id: goodsId, skus: [{ sku_id: sku, stock: 1, weight: 3 }] },
        { goods_id: goodsId, sale_num: 5 },
      ]
      for (const body of refusals) {
        const r = await editGoods(body)
        assert.equal(r.code, -10001, `${JSON.stringify(body).slice(0, 120)}: ${r.message}`)
        assert.ok(r.message && !/^[a-z_]+$/.test(r.message), r.message)
      }
      assert.equal((await editGoods({ goods_id: goodsId, lang: 'en-us' })).message, 'Invalid parameter: nothing to change')
      // the bounds themselves are taken (and put back below)
      const edge = await editGoods({ goods_id: goodsId, skus: [{ sku_id: sku, price: MAX_SKU_PRICE, market_price: 0, stock: MAX_SKU_STOCK }], goods_name: 'x'.repeat(100) })
      assert.equal(edge.code, 0, edge.message)
      assert.equal(edge.data.goods_name, 'x'.repeat(100))
      const back = await editGoods({ goods_id: goodsId, goods_name: before[0].goods_name, skus: [{ sku_id: sku, price: skus[0].price, market_price: skus[0].market_price, stock: skus[0].stock }] })
      assert.equal(back.code, 0, back.message)
      assert.deepEqual(await goodsRow(goodsId), before[0])
      // unknown goods, or another website's
      assert.equal((await editGoods({ goods_id: 999999, goods_name: 'x' })).code, -10004)
      const foreignSite = await editGoods({ goods_id: goodsId, goods_name: 'x', website_id: 2, lang: 'en-us' })
      assert.equal(foreignSite.code, -10004)
      assert.equal(foreignSite.message, 'Goods not found')
      assert.deepEqual(await goodsRow(goodsId), before[0])
    })

    it('refuses a SKU of another goods and changes nothing of the edit', async () => {
      const { goodsId, skus, foreignSku } = await goodsWithSkus()
      const before = [await goodsRow(goodsId), await skuRows(goodsId), await skuRows((await db().selectFrom('goods_sku').select('goods_id').where('sku_id', '=', foreignSku).executeTakeFirstOrThrow()).goods_id)]
      for (const sku_id of [foreignSku, 999999]) {
        const r = await editGoods({ goods_id: goodsId, goods_name: '不该改的名字', status: 0, skus: [{ sku_id: skus[0].sku_id, price: 1 }, { sku_id, stock: 7 }] })
        assert.equal(r.code, CatalogError.SKU_NOT_OF_GOODS, r.message)
        assert.equal(r.message, `规格 ${sku_id} 不属于该商品`)
      }
      const en = await editGoods({ goods_id: goodsId, skus: [{ sku_id: foreignSku, stock: 7 }], lang: 'en-us' })
      assert.equal(en.message, `SKU ${foreignSku} is not a SKU of this goods`)
      const foreignGoods = (await db().selectFrom('goods_sku').select('goods_id').where('sku_id', '=', foreignSku).executeTakeFirstOrThrow()).goods_id
      assert.deepEqual([await goodsRow(goodsId), await skuRows(goodsId), await skuRows(foreignGoods)], before)
    })

    it('shows an edit at once in the shopper\'s detail, cards and lists, and takes the goods off sale and back', async () => {
      const { goodsId, skus } = await goodsWithSkus()
      const detail = async () => (await call(t.app, 'POST', DETAIL, { goods_id: goodsId })).body
      const list = async () => (await call(t.app, 'POST', PAGE, { page_size: 50 })).body.data
      const cardOf = async () => (await list()).list.find((c: any) => c.goods_id === goodsId)
      // warm every cache first
      const was = await detail()
      assert.equal(was.code, 0)
      const wasList = await list()
      assert.ok(await cardOf())
      assert.equal((await call(t.app, 'POST', DETAIL, { goods_id: goodsId })).body.data.goods.goods_name, was.data.goods.goods_name)

      const [cheap, other] = skus
      const r = await editGoods({
        goods_id: goodsId, goods_name: '  运营改过的名字  ', introduction: '新的简介', description: '<p>新的详情</p>',
        skus: [{ sku_id: cheap.sku_id, price: 1, market_price: 9 }, { sku_id: other.sku_id, stock: 3 }],
      })
      assert.equal(r.code, 0, r.message)
      assert.equal(r.data.goods_name, '运营改过的名字')
      const edited = r.data.skus.find((s: any) => s.sku_id === cheap.sku_id)
      assert.deepEqual([edited.price, edited.market_price, edited.stock], [1, 9, cheap.stock])
      assert.equal(r.data.skus.find((s: any) => s.sku_id === other.sku_id).stock, 3)
      const rows = await skuRows(goodsId)
      // a stock set by the operator moves the optimistic-lock version; a price alone does not need to
      assert.equal(rows.find((s) => s.sku_id === other.sku_id)!.version, other.version + 1)
      assert.equal((await goodsRow(goodsId)).price, 1, 'the cheapest price kept by the triggers')

      const now = (await detail()).data.goods
      assert.equal(now.goods_name, '运营改过的名字')
      assert.equal(now.introduction, '新的简介')
      assert.equal(now.description, '<p>新的详情</p>')
      assert.equal(now.price_min, 1)
      assert.equal(now.skus.find((s: any) => s.sku_id === other.sku_id).stock, 3)
      const card = await cardOf()
      assert.deepEqual([card.goods_name, card.price, card.sku_id], ['运营改过的名字', 1, cheap.sku_id])
      // the new name is found by the search index at once
      const found = (await call(t.app, 'POST', PAGE, { keyword: '运营改过' })).body.data
      assert.deepEqual(found.list.map((c: any) => c.goods_id), [goodsId])

      // the shop's goods count, as its page and every detail of its goods show it (both cached first)
      const siteId = r.data.site_id as number
      assert.equal(siteId, was.data.goods.site_id)
      const sibling = (await db().selectFrom('goods').select('goods_id').where('site_id', '=', siteId).where('status', '=', 1)
        .where('goods_id', '!=', goodsId).orderBy('goods_id').executeTakeFirstOrThrow()).goods_id
      const shopCount = async () => (await call(t.app, 'POST', '/api/shop/info', { site_id: siteId })).body.data.goods_count as number
      const siblingCount = async () => (await call(t.app, 'POST', DETAIL, { goods_id: sibling })).body.data.shop.goods_count as number
      const countBefore = await shopCount()
      assert.equal(await siblingCount(), countBefore)

      // off sale: gone from the detail and the lists, still the operator's; its shop counts one fewer at once
      const off = await editGoods({ goods_id: goodsId, status: 0 })
      assert.equal(off.code, 0, off.message)
      assert.equal(off.data.status, 0)
      assert.equal((await detail()).code, -10004)
      const offList = await list()
      assert.equal(offList.count, wasList.count - 1)
      assert.ok(!offList.list.some((c: any) => c.goods_id === goodsId))
      assert.equal((await admin('/admin/api/goods/info', { goods_id: goodsId })).data.status, 0)
      assert.deepEqual([await shopCount(), await siblingCount()], [countBefore - 1, countBefore - 1])
      const on = await editGoods({ goods_id: goodsId, status: 1, goods_name: was.data.goods.goods_name, skus: [{ sku_id: cheap.sku_id, price: cheap.price, market_price: cheap.market_price }] })
      assert.equal(on.code, 0, on.message)
      assert.equal((await detail()).data.goods.goods_name, was.data.goods.goods_name)
      assert.equal((await list()).count, wasList.count)
      assert.deepEqual([await shopCount(), await siblingCount()], [countBefore, countBefore])
    })

    it('edits a category: bounds refused with nothing changed, the tree shows the change at once', async () => {
      const tree = async () => (await call(t.app, 'GET', TREE)).body.data
      const first = (await tree())[0]
      const all = await categories()
      const refusals: Array<Record<string, unknown>> = [
        { category_id: first.category_id },
        { category_id: 0, sort: 1 },
        { category_id: first.category_id, category_name: '' },
        { category_id: first.category_id, category_name: '  ' },
        { category_id: first.category_id, category_name: 'x'.repeat(51) },
        { category_id: first.category_id, image: 'x'.repeat(256) },
        { category_id: first.category_id, sort: -1 },
        { category_id: first.category_id, sort: MAX_CATEGORY_SORT + 1 },
        { category_id: first.category_id, pid: 3 },
      ]
      for (const body of refusals) {
        const r = await editCategory(body)
        assert.equal(r.code, -10001, `${JSON.stringify(body)}: ${r.message}`)
      }
      assert.equal((await editCategory({ category_id: 999999, sort: 1 })).code, -10004)
      const foreign = await editCategory({ category_id: first.category_id, sort: 1, website_id: 2, lang: 'en-us' })
      assert.equal(foreign.code, -10004)
      assert.equal(foreign.message, 'Goods category not found')
      assert.deepEqual(await categories(), all)

      const r = await editCategory({ category_id: first.category_id, category_name: ' 新服装 ', image: 'upload/demo/category/9.png' })
      assert.equal(r.code, 0, r.message)
      assert.deepEqual(r.data, { category_id: first.category_id, pid: 0, level: 1, category_name: '新服装', image: 'upload/demo/category/9.png', sort: all.find((c) => c.category_id === first.category_id)!.sort })
      const now = (await tree())[0]
      assert.deepEqual([now.category_name, now.image], ['新服装', 'upload/demo/category/9.png'])
      // sort moves it among its siblings
      const roots = await tree()
      const moved = await editCategory({ category_id: first.category_id, sort: MAX_CATEGORY_SORT })
      assert.equal(moved.code, 0, moved.message)
      assert.deepEqual((await tree()).map((c: any) => c.category_id), [...roots.slice(1), roots[0]].map((c: any) => c.category_id))
      const original = all.find((c) => c.category_id === first.category_id)!
      const back = await editCategory({ category_id: first.category_id, category_name: original.category_name, image: original.image, sort: original.sort })
      assert.equal(back.code, 0, back.message)
      assert.deepEqual(await categories(), all)
      assert.equal((await tree())[0].category_name, first.category_name)
    })
  })
}
