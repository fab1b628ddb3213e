import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { seededApp } from '../catalog/catalog.fixture.js'
import { DEMO_BRANDS } from './brand.seed.js'

const PAGE = '/api/goodsbrand/page'

for (const target of dbTargets()) {
  describe(`brands [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(target)
    })
    after(() => t?.close())
    const page = (payload: Record<string, unknown>) => call(t.app, 'POST', PAGE, payload)

    it('pages the wall recommended first, then by sort, with the goods on sale of each brand', async () => {
      const all: any[] = []
      for (let p = 1; p <= 3; p++) {
        const { body } = await page({ page: p, page_size: 12 })
        assert.equal(body.code, 0)
        assert.equal(body.data.count, DEMO_BRANDS.length)
        assert.equal(body.data.page_count, Math.ceil(DEMO_BRANDS.length / 12))
        all.push(...body.data.list)
      }
      assert.equal(all.length, DEMO_BRANDS.length)
      assert.equal(new Set(all.map((b) => b.brand_id)).size, all.length)
      const order = all.map((b) => [b.is_recommend, b.sort, b.brand_id])
      assert.deepEqual(order, [...order].sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]))
      // goods_count is the goods on sale of the brand, and every demo goods has its brand
      const rows = await t.handle.db.selectFrom('goods').select(['brand_id', 'status', 'goods_name']).execute()
      for (const b of all) {
        assert.equal(b.goods_count, rows.filter((g) => g.brand_id === b.brand_id && g.status === 1).length, b.brand_name)
        assert.ok(fs.existsSync(path.join(t.config.uploadDir, b.image.replace(/^upload\//, ''))), b.image)
      }
      const byId = new Map(all.map((b) => [b.brand_id, b.brand_name]))
      assert.ok(rows.every((g) => g.brand_id > 0 && g.goods_name.startsWith(`${byId.get(g.brand_id)} `)))
    })

    it('keeps recommended brands with is_recommend 1, and goods off sale out of the count', async () => {
      const { body } = await page({ is_recommend: 1, page_size: 50 })
      assert.equal(body.code, 0)
      assert.ok(body.data.count > 0 && body.data.count < DEMO_BRANDS.length)
      assert.ok(body.data.list.every((b: any) => b.is_recommend === 1))
      const brand = body.data.list[0]
      const goods = await t.handle.db.selectFrom('goods').select('goods_id').where('brand_id', '=', brand.brand_id).where('status', '=', 1).limit(1).executeTakeFirstOrThrow()
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', goods.goods_id).execute()
      try {
        const again = (await page({ is_recommend: 1, page_size: 50 })).body.data.list.find((b: any) => b.brand_id === brand.brand_id)
        assert.equal(again.goods_count, brand.goods_count - 1)
      } finally {
        await t.handle.db.updateTable('goods').set({ status: 1 }).where('goods_id', '=', goods.goods_id).execute()
      }
    })

    it("never shows another website's brands", async () => {
      await t.handle.db.insertInto('goods_brand').values({ website_id: 2, brand_name: '别家品牌', image: '', sort: 0, is_recommend: 1, created_at: 0 }).execute()
      const { body } = await page({ page_size: 50 })
      assert.equal(body.data.count, DEMO_BRANDS.length)
      assert.ok(body.data.list.every((b: any) => b.brand_name !== '别家品牌'))
    })

    it("lists a brand's goods through the goods list's brand_id", async () => {
      const brand = (await page({ page_size: 1 })).body.data.list[0]
      const { body } = await call(t.app, 'POST', '/api/goodssku/page', { brand_id: brand.brand_id, page_size: 50 })
      assert.equal(body.code, 0)
      assert.equal(body.data.count, brand.goods_count)
      const ids = body.data.list.map((g: any) => g.goods_id)
      const rows = await t.handle.db.selectFrom('goods').select('brand_id').where('goods_id', 'in', ids.length ? ids : [0]).execute()
      assert.ok(rows.every((r) => r.brand_id === brand.brand_id))
    })

    it('refuses bad pages and filters with -10001, an empty page past the end', async () => {
      for (const payload of [{ page: 0 }, { page: -1 }, { page: 'x' }, { page_size: 0 }, { page_size: 51 }, { page: 1.5 }, { is_recommend: 2 }, { is_recommend: "1' or 1=1" }, { brand_name: 'x' }]) {
        const { body } = await page(payload)
        assert.equal(body.code, -10001, JSON.stringify(payload))
      }
      const { body } = await page({ page: 99 })
      assert.equal(body.code, 0)
      assert.deepEqual(body.data.list, [])
      const get = await call(t.app, 'GET', `${PAGE}?page=1&page_size=2`)
      assert.equal(get.body.data.list.length, 2)
    })
  })
}
