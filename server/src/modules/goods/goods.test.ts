import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { seededApp } from '../catalog/catalog.fixture.js'
import { invalidateDiyViews } from '../decoration/decoration.service.js'
import { pageGoodsIdsQuery } from './goods.repository.js'
import { invalidateCategories, invalidateGoods } from './goods.service.js'

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

    it('answers details asked for at once (one query for all) each with its own goods, as when asked alone', async () => {
      const ids = (await t.handle.db.selectFrom('goods').select('goods_id').orderBy('goods_id').execute()).map((r) => r.goods_id)
      const withdrawn = ids[5]
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', withdrawn).execute()
      await invalidateGoods(t.app.deps, ids)
      try {
        // cold cache: these misses arrive in one turn of the event loop and share one query
        const asked = [...ids.slice(0, 12), 999999, ids[3]]
        const together = await Promise.all(asked.map((goods_id) => call(t.app, 'POST', DETAIL, { goods_id })))
        await invalidateGoods(t.app.deps, ids)
        for (const [i, goods_id] of asked.entries()) {
          const alone = await call(t.app, 'POST', DETAIL, { goods_id })
          if (goods_id === withdrawn || goods_id === 999999) {
            assert.equal(together[i].body.code, -10004, `goods ${goods_id}`)
          } else {
            assert.equal(together[i].body.data.goods.goods_id, goods_id)
          }
          assert.deepEqual(together[i].body, alone.body, `goods ${goods_id}`)
        }
      } finally {
        await t.handle.db.updateTable('goods').set({ status: 1 }).where('goods_id', '=', withdrawn).execute()
        await invalidateGoods(t.app.deps, [withdrawn])
      }
    })

    it('answers -10004 for unknown or withdrawn goods and -10001 without an id', async () => {
      const missing = await call(t.app, 'POST', DETAIL, { goods_id: 999999 })
      assert.equal(missing.body.code, -10004)
      assert.equal(missing.body.message, '商品不存在')
      assert.equal((await call(t.app, 'POST', DETAIL, { sku_id: 999999, lang: 'en-us' })).body.message, 'Goods not found')
      const g = await t.handle.db.selectFrom('goods').select('goods_id').orderBy('goods_id', 'desc').executeTakeFirstOrThrow()
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', g.goods_id).execute()
      // whoever withdraws goods drops their cached pieces
      await invalidateGoods(t.app.deps, [g.goods_id])
      assert.equal((await call(t.app, 'POST', DETAIL, { goods_id: g.goods_id })).body.code, -10004)
      assert.ok(!(await page({ page_size: 50 })).body.data.list.some((c: any) => c.goods_id === g.goods_id))
      await t.handle.db.updateTable('goods').set({ status: 1 }).where('goods_id', '=', g.goods_id).execute()
      await invalidateGoods(t.app.deps, [g.goods_id])
      assert.equal((await call(t.app, 'POST', DETAIL, {})).body.code, -10001)
      assert.equal((await call(t.app, 'POST', DETAIL, { goods_id: -1 })).body.code, -10001)
    })

    it('keeps goods.price at the cheapest SKU whatever writes the SKUs', async () => {
      const g = await t.handle.db.selectFrom('goods').select(['goods_id', 'price']).orderBy('goods_id').executeTakeFirstOrThrow()
      const min = async () => (await t.handle.db.selectFrom('goods').select('price').where('goods_id', '=', g.goods_id).executeTakeFirstOrThrow()).price
      const skus = await t.handle.db.selectFrom('goods_sku').select(['sku_id', 'price']).where('goods_id', '=', g.goods_id).execute()
      assert.equal(g.price, Math.min(...skus.map((s) => s.price)))
      const { sku_id } = await t.handle.db.insertInto('goods_sku').values({ goods_id: g.goods_id, spec_name: 'cheap', sku_image: '', price: 1, market_price: 2, stock: 1, sale_num: 0 }).returning('sku_id').executeTakeFirstOrThrow()
      assert.equal(await min(), 1)
      await t.handle.db.updateTable('goods_sku').set({ price: 999999 }).where('sku_id', '=', sku_id).execute()
      assert.equal(await min(), g.price)
      await t.handle.db.updateTable('goods_sku').set({ price: 2 }).where('sku_id', '=', sku_id).execute()
      assert.equal(await min(), 2)
      // a stock move leaves it alone
      await t.handle.db.updateTable('goods_sku').set({ stock: 5 }).where('sku_id', '=', sku_id).execute()
      assert.equal(await min(), 2)
      await t.handle.db.deleteFrom('goods_sku').where('sku_id', '=', sku_id).execute()
      assert.equal(await min(), g.price)
    })

    it('filters by brand and answers the brand and video in the detail', async () => {
      const ids = (await t.handle.db.selectFrom('goods').select('goods_id').orderBy('goods_id').limit(3).execute()).map((r) => r.goods_id)
      const { rows } = await sql<{ brand_id: number }>`INSERT INTO goods_brand (website_id, brand_name, image, sort, is_recommend, created_at)
        VALUES (1, 'Test brand', '', 0, 0, ${nowSeconds()}) RETURNING brand_id`.execute(t.handle.db)
      const brandId = rows[0].brand_id
      await t.handle.db.updateTable('goods').set({ brand_id: brandId, video_url: 'upload/demo/video.mp4' }).where('goods_id', 'in', ids).execute()
      await invalidateGoods(t.app.deps, ids)
      const { body } = await page({ brand_id: brandId, page_size: 50 })
      assert.deepEqual(body.data.list.map((c: any) => c.goods_id).sort((a: number, b: number) => a - b), ids)
      assert.equal(body.data.count, 3)
      assert.deepEqual((await page({ brand_id: brandId + 1000 })).body.data, { list: [], count: 0, page_count: 0 })
      assert.equal((await page({ brand_id: 0 })).body.data.count, 40, 'brand 0: every brand')
      assert.equal((await page({ brand_id: -1 })).body.code, -10001)
      const detail = (await call(t.app, 'POST', DETAIL, { goods_id: ids[0] })).body.data.goods
      assert.deepEqual([detail.brand_id, detail.brand_name, detail.video_url], [brandId, 'Test brand', 'upload/demo/video.mp4'])
      await t.handle.db.updateTable('goods').set({ brand_id: 0 }).where('goods_id', '=', ids[0] + 3).execute()
      await invalidateGoods(t.app.deps, [ids[0] + 3])
      const plain = (await call(t.app, 'POST', DETAIL, { goods_id: ids[0] + 3 })).body.data.goods
      assert.deepEqual([plain.brand_id, plain.brand_name, plain.video_url], [0, '', ''])
    })

    it('searches names and introductions through the index, most relevant first, Chinese of one or two characters too', async () => {
      const ids = (await t.handle.db.selectFrom('goods').select('goods_id').orderBy('goods_id', 'desc').limit(5).execute()).map((r) => r.goods_id)
      const [inName, inIntro, scattered, english, nameAndIntro] = ids
      const set = (id: number, v: { goods_name?: string; introduction?: string }) => t.handle.db.updateTable('goods').set(v).where('goods_id', '=', id).execute()
      await set(inName, { goods_name: '特制雪梨膏 礼盒装' })
      await set(inIntro, { introduction: '附赠一瓶雪梨膏' })
      await set(scattered, { goods_name: '雪花 梨子 膏药' })
      await set(english, { goods_name: 'Organic Green Tea 100g' })
      await set(nameAndIntro, { goods_name: '雪梨膏', introduction: '雪梨膏 润喉' })
      const found = async (keyword: string, extra: Record<string, unknown> = {}) => {
        const { body } = await page({ keyword, page_size: 50, ...extra })
        assert.equal(body.code, 0, keyword)
        return body.data.list.map((c: any) => c.goods_id)
      }
      // a name match outranks an introduction match
      assert.deepEqual(await found('雪梨膏'), [nameAndIntro, inName, inIntro])
      assert.equal((await page({ keyword: '雪梨膏' })).body.data.count, 3)
      // two characters and one: through the same index
      assert.deepEqual((await found('雪梨')).sort(), [nameAndIntro, inName, inIntro].sort())
      assert.ok((await found('膏')).includes(scattered))
      // in order, next to each other
      assert.deepEqual(await found('梨雪'), [])
      // latin words: any case, the last one may be incomplete, the order counts
      assert.deepEqual(await found('GREEN te'), [english])
      assert.deepEqual(await found('organic'), [english])
      assert.deepEqual(await found('tea green'), [])
      // by price when asked
      const byPrice = (await page({ keyword: '雪梨', order: 'price', sort: 'asc', page_size: 50 })).body.data.list.map((c: any) => c.price)
      assert.deepEqual(byPrice, [...byPrice].sort((a, b) => a - b))
      // pages of a search do not overlap
      const p1 = await found('雪梨', { page_size: 2, page: 1 })
      const p2 = await found('雪梨', { page_size: 2, page: 2 })
      assert.deepEqual([...p1, ...p2], await found('雪梨'))
    })

    it('treats injection-looking keywords as words and never fails', async () => {
      const total = (await page({})).body.data.count
      const keywords = [
        '%', '_', "'", '"', '\\', '*', '(', ')', ':', '^', '-', '+', '{}', '<->', '&|!', "' OR 1=1 --", '" OR ""="',
        '雪梨\'); DROP TABLE goods; --', '"雪梨" OR "x"', 'NEAR(雪 梨)', '雪梨*', '-雪梨', '^雪梨', 'goods_name:雪梨', 'a AND b', '雪梨 NOT 膏',
        'x:* | y', "'雪梨':*", '%雪梨%', '雪_梨', '😀',
      ]
      for (const keyword of keywords) {
        const { body } = await page({ keyword })
        assert.equal(body.code, 0, keyword)
        assert.ok(Number.isInteger(body.data.count) && body.data.count < total, keyword)
      }
      // punctuation around a word does not hide it
      assert.equal((await page({ keyword: '%雪梨%' })).body.data.count, (await page({ keyword: '雪梨' })).body.data.count)
      assert.equal((await page({ keyword: '雪梨*' })).body.data.count, (await page({ keyword: '雪梨' })).body.data.count)
      assert.equal((await page({})).body.data.count, total, 'the goods are all still there')
    })

    it('serves cached pieces until they are invalidated (goods, categories, decoration)', async () => {
      const g = await t.handle.db.selectFrom('goods').select(['goods_id', 'goods_name']).orderBy('goods_id').executeTakeFirstOrThrow()
      assert.equal((await call(t.app, 'POST', DETAIL, { goods_id: g.goods_id })).body.data.goods.goods_name, g.goods_name)
      await t.handle.db.updateTable('goods').set({ goods_name: '改过的名字' }).where('goods_id', '=', g.goods_id).execute()
      assert.equal((await call(t.app, 'POST', DETAIL, { goods_id: g.goods_id })).body.data.goods.goods_name, g.goods_name, 'cached')
      await invalidateGoods(t.app.deps, [g.goods_id])
      assert.equal((await call(t.app, 'POST', DETAIL, { goods_id: g.goods_id })).body.data.goods.goods_name, '改过的名字')
      await t.handle.db.updateTable('goods').set({ goods_name: g.goods_name }).where('goods_id', '=', g.goods_id).execute()
      await invalidateGoods(t.app.deps, [g.goods_id])

      const tree = async () => (await call(t.app, 'GET', '/api/goodscategory/tree')).body.data[0].category_name
      const first = await tree()
      await t.handle.db.updateTable('goods_category').set({ category_name: '新名' }).where('category_name', '=', first).execute()
      assert.equal(await tree(), first, 'cached')
      await invalidateCategories(t.app.deps)
      assert.equal(await tree(), '新名')
      await t.handle.db.updateTable('goods_category').set({ category_name: first }).where('category_name', '=', '新名').execute()
      await invalidateCategories(t.app.deps)

      const view = async () => (await call(t.app, 'POST', '/api/diyview/info', {})).body.data.title
      const title = await view()
      await t.handle.db.updateTable('diy_view').set({ title: '新标题' }).where('site_id', '=', 0).execute()
      assert.equal(await view(), title, 'cached')
      await invalidateDiyViews(t.app.deps)
      assert.equal(await view(), '新标题')
    })

    it('reads every list order off an index, for the website and for one shop', async () => {
      const plans = async (q: ReturnType<typeof pageGoodsIdsQuery>) => {
        if (target.name === 'sqlite') return (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${q}`.execute(t.handle.db)).rows.map((r) => r.detail).join('; ')
        // tiny test tables: make PostgreSQL show whether an index can give the order at all
        return t.handle.db.connection().execute(async (c) => {
          await sql`SET enable_seqscan = off`.execute(c)
          await sql`SET enable_sort = off`.execute(c)
          try {
            return (await sql<Record<string, string>>`EXPLAIN ${q}`.execute(c)).rows.map((r) => r['QUERY PLAN']).join('; ')
          } finally {
            await sql`RESET enable_seqscan`.execute(c)
            await sql`RESET enable_sort`.execute(c)
          }
        })
      }
      for (const order of ['default', 'sale_num', 'price', 'create_time'] as const) {
        for (const dir of ['asc', 'desc'] as const) {
          for (const f of [{ websiteId: 1 }, { websiteId: 1, siteId: 1 }]) {
            const plan = await plans(pageGoodsIdsQuery(target.name, f, order, dir, 10, 4990))
            assert.doesNotMatch(plan, /TEMP B-TREE|Sort|SCAN g\b|Seq Scan/, `${order} ${dir} ${JSON.stringify(f)}: ${plan}`)
            assert.match(plan, /goods_(site_)?list_/, plan)
          }
        }
      }
    })

    it('answers deep pages in every order exactly as the whole ordered list has them', async () => {
      // grow to 640 goods: copies of the demo goods with their SKUs
      const goods = await t.handle.db.selectFrom('goods')
        .select(['website_id', 'site_id', 'category_id', 'category_path', 'goods_name', 'goods_image', 'is_recommend', 'status', 'created_at', 'goods_id'])
        .orderBy('goods_id').execute()
      const skus = await t.handle.db.selectFrom('goods_sku').select(['goods_id', 'price', 'market_price', 'stock']).execute()
      for (let round = 1; round < 16; round++) {
        const made = await t.handle.db.insertInto('goods').values(goods.map(({ goods_id, ...g }, i) => ({
          ...g, description: '', introduction: '', unit: '', goods_name: `${g.goods_name} ${round}`, sale_num: (goods_id * 7 + round * 13) % 50, created_at: Number(g.created_at) + (i % 3) * round,
        }))).returning('goods_id').execute()
        const idOf = new Map(goods.map((g, i) => [g.goods_id, made[i].goods_id]))
        await t.handle.db.insertInto('goods_sku').values(skus.map((s) => ({
          goods_id: idOf.get(s.goods_id)!, spec_name: '', sku_image: '', price: s.price + round, market_price: s.market_price + round, stock: s.stock, sale_num: 0,
        }))).execute()
      }
      await invalidateGoods(t.app.deps)
      const all = await t.handle.db.selectFrom('goods').select(['goods_id', 'is_recommend', 'sale_num', 'price', 'created_at']).where('status', '=', 1).execute()
      assert.equal(all.length, 640)
      const keyOf = { default: 'is_recommend', sale_num: 'sale_num', price: 'price', create_time: 'created_at' } as const
      for (const order of ['default', 'sale_num', 'price', 'create_time'] as const) {
        for (const sort of ['asc', 'desc'] as const) {
          const sign = sort === 'asc' ? 1 : -1
          const expected = [...all].sort((a, b) => sign * (Number(a[keyOf[order]]) - Number(b[keyOf[order]]) || a.goods_id - b.goods_id)).map((g) => g.goods_id)
          for (const p of [1, 31, 64]) {
            const { body } = await page({ order, sort, page: p, page_size: 10 })
            assert.equal(body.data.count, 640)
            assert.deepEqual(body.data.list.map((c: any) => c.goods_id), expected.slice((p - 1) * 10, p * 10), `${order} ${sort} page ${p}`)
          }
        }
      }
    })
  })
}
