import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { seededApp } from '../catalog/catalog.fixture.js'
import { distanceMetres } from './shop.geo.js'

const PAGE = '/api/shop/page'
const INFO = '/api/shop/info'
const WEST_LAKE = { lat: 30.259, lng: 120.13 }

describe('distance', () => {
  it('uses the 6378.137 km radius: one degree of latitude is about 111.3 km', () => {
    assert.equal(distanceMetres(30, 120, 31, 120), Math.round(6378137 * (Math.PI / 180) * 100) / 100)
    assert.equal(distanceMetres(30.259, 120.13, 30.259, 120.13), 0)
    // West Lake to Lujiazui, about 165 km
    const d = distanceMetres(30.259, 120.13, 31.2397, 121.4998)
    assert.ok(d > 160000 && d < 175000, String(d))
  })
})

for (const target of dbTargets()) {
  describe(`shops [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(target)
    })
    after(() => t?.close())
    const page = (payload: Record<string, unknown>) => call(t.app, 'POST', PAGE, payload)

    it('lists shops recommended first without a position', async () => {
      const { body } = await page({})
      assert.equal(body.code, 0)
      assert.equal(body.data.count, 7)
      assert.equal(body.data.page_count, 1)
      const list = body.data.list
      const order = list.map((s: any) => [s.is_recommend, s.site_id])
      const sorted = [...order].sort((a, b) => b[0] - a[0] || a[1] - b[1])
      assert.deepEqual(order, sorted)
      assert.ok(list.every((s: any) => !('distance' in s)))
      const counts = await t.handle.db.selectFrom('goods').select(['site_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('site_id').execute()
      for (const s of list) {
        assert.deepEqual(Object.keys(s).sort(), ['address', 'banner', 'end_time', 'full_address', 'goods_count', 'is_recommend', 'lat', 'lng', 'logo', 'site_id', 'site_name', 'start_time'])
        assert.equal(s.goods_count, Number(counts.find((c) => c.site_id === s.site_id)?.n ?? 0))
      }
      // varied hours, one shop open all day
      assert.ok(list.some((s: any) => s.start_time === null && s.end_time === null))
      assert.ok(list.some((s: any) => s.start_time === '09:00:00' && s.end_time === '12:00:00'))
    })

    it('sorts by distance from the caller when lat/lng are given', async () => {
      const { body } = await page({ ...WEST_LAKE, page_size: 50 })
      const list = body.data.list
      assert.equal(list.length, 7)
      assert.equal(list[0].site_name, '西湖优选生活馆')
      assert.ok(list[0].distance < 50)
      assert.equal(list[1].site_name, '滨江母婴之家')
      assert.equal(list[2].site_name, '陆家嘴潮流服饰')
      const d = list.map((s: any) => s.distance)
      assert.deepEqual(d, [...d].sort((a, b) => a - b))
      for (const s of list) assert.equal(s.distance, distanceMetres(WEST_LAKE.lat, WEST_LAKE.lng, s.lat, s.lng))
      // from Shenzhen the order turns around
      const sz = await page({ lat: 22.54, lng: 113.93 })
      assert.equal(sz.body.data.list[0].site_name, '南山数码港')
      // empty coordinates (no location yet) mean no position, not (0, 0)
      const none = await page({ lat: '', lng: '' })
      assert.equal(none.body.code, 0)
      assert.ok(none.body.data.list.every((s: any) => !('distance' in s)))
    })

    it('pages by distance: last page and beyond', async () => {
      const p3 = await page({ ...WEST_LAKE, page: 3, page_size: 3 })
      assert.equal(p3.body.data.list.length, 1)
      assert.equal(p3.body.data.page_count, 3)
      assert.equal(p3.body.data.count, 7)
      assert.deepEqual((await page({ ...WEST_LAKE, page: 4, page_size: 3 })).body.data.list, [])
      assert.deepEqual((await page({ page: 4, page_size: 3 })).body.data, { list: [], count: 7, page_count: 3 })
    })

    it('filters by keyword and recommend', async () => {
      const kw = await page({ keyword: '数码' })
      assert.deepEqual(kw.body.data.list.map((s: any) => s.site_name), ['南山数码港'])
      const rec = await page({ recommend: 1, ...WEST_LAKE })
      assert.ok(rec.body.data.count >= 2 && rec.body.data.list.every((s: any) => s.is_recommend === 1))
    })

    it('rejects half or impossible positions and bad paging with -10001', async () => {
      for (const bad of [{ lat: 30 }, { lng: 120 }, { lat: 91, lng: 0 }, { lat: 0, lng: 181 }, { lat: 'north', lng: 1 }, { page_size: 51 }]) {
        assert.equal((await page(bad)).body.code, -10001, JSON.stringify(bad))
      }
      assert.equal((await page({ lat: 30, lang: 'en-us' })).body.message, 'Invalid parameter: lng')
    })

    it('counts a shop\'s goods once per few seconds, not on every card', async () => {
      const shop = await t.handle.db.selectFrom('shop').select('site_id').where('site_name', '=', '滨江母婴之家').executeTakeFirstOrThrow()
      const first = (await call(t.app, 'POST', INFO, { site_id: shop.site_id })).body.data.goods_count
      const real = await t.handle.db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_id', '=', shop.site_id).where('status', '=', 1).executeTakeFirstOrThrow()
      assert.equal(first, Number(real.n))
      // a goods taken off sale shows in the count once the cached figure expires, not at once
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('site_id', '=', shop.site_id)
        .where('goods_id', '=', (eb) => eb.selectFrom('goods').select((e) => e.fn.min('goods_id').as('m')).where('site_id', '=', shop.site_id)).execute()
      assert.equal((await call(t.app, 'POST', INFO, { site_id: shop.site_id })).body.data.goods_count, first)
      await t.kv.del(`shop:goods_count:1:${shop.site_id}`)
      assert.equal((await call(t.app, 'POST', INFO, { site_id: shop.site_id })).body.data.goods_count, first - 1)
    })

    it('answers shop info and -10004 for an unknown or closed shop', async () => {
      const shop = await t.handle.db.selectFrom('shop').selectAll().where('site_name', '=', '西湖优选生活馆').executeTakeFirstOrThrow()
      const { body } = await call(t.app, 'POST', INFO, { site_id: shop.site_id })
      assert.equal(body.code, 0)
      assert.equal(body.data.province_name, '浙江省')
      assert.equal(body.data.city_name, '杭州市')
      assert.equal(body.data.district_name, '西湖区')
      assert.equal(body.data.full_address, '浙江省杭州市西湖区北山街 32 号')
      assert.equal(body.data.telephone, shop.telephone)
      assert.equal(body.data.start_time, '08:30:00')
      assert.ok(body.data.introduction.length > 0)
      assert.equal((await call(t.app, 'POST', INFO, { site_id: 999999 })).body.code, -10004)
      assert.equal((await call(t.app, 'POST', INFO, { site_id: 999999, lang: 'en-us' })).body.message, 'Shop not found')
      assert.equal((await call(t.app, 'POST', INFO, {})).body.code, -10001)
      await t.handle.db.updateTable('shop').set({ status: 0 }).where('site_id', '=', shop.site_id).execute()
      assert.equal((await call(t.app, 'POST', INFO, { site_id: shop.site_id })).body.code, -10004)
      assert.equal((await page({})).body.data.count, 6)
      await t.handle.db.updateTable('shop').set({ status: 1 }).where('site_id', '=', shop.site_id).execute()
    })
  })
}
