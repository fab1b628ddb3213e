import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { seededApp } from '../catalog/catalog.fixture.js'
import { LANDING_PAGES } from '../decoration/decoration.seed-pages.js'
import { creditCode } from './partner.seed.js'
import { parseImages } from './partner.service.js'

const LICENSE = '/api/dianjia/license'
const CITIES = '/api/dianjia/cities'
const DIY = '/api/diyview/info'

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
const validCode = (code: string) =>
  /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code) &&
  (31 - ([...code.slice(0, 17)].reduce((s, c, i) => s + CODE_CHARS.indexOf(c) * WEIGHTS[i], 0) % 31)) % 31 === CODE_CHARS.indexOf(code[17])

describe('partner helpers', () => {
  it('builds credit codes whose check character holds', () => {
    // a published example code (GB 32100-2015 check character 0)
    assert.ok(validCode('91350100M000100Y43'))
    assert.ok(!validCode('91350100M000100Y44'))
    for (let i = 1; i < 50; i++) assert.ok(validCode(creditCode(330106, i)), creditCode(330106, i))
  })
  it('reads only strings from the stored picture list', () => {
    assert.deepEqual(parseImages('["a.png", 3, "", null, "b.png"]'), ['a.png', 'b.png'])
    assert.deepEqual(parseImages('{"a": 1}'), [])
    assert.deepEqual(parseImages('{broken'), [])
  })
})

for (const target of dbTargets()) {
  describe(`partner pages [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(target)
    })
    after(() => t?.close())

    it("answers an open shop's licence with its pictures", async () => {
      const shops = await t.handle.db.selectFrom('shop').select(['site_id', 'site_name']).orderBy('site_id').execute()
      for (const shop of shops) {
        const { body } = await call(t.app, 'POST', LICENSE, { site_id: shop.site_id })
        assert.equal(body.code, 0)
        const l = body.data
        assert.equal(l.site_id, shop.site_id)
        assert.equal(l.site_name, shop.site_name)
        assert.ok(l.company_name.includes(shop.site_name))
        assert.ok(validCode(l.credit_code), l.credit_code)
        assert.ok(l.established_at > 0 && (l.valid_to === 0 || l.valid_to > l.established_at))
        assert.equal(l.images.length, 2)
        for (const file of l.images) assert.ok(fs.existsSync(path.join(t.config.uploadDir, file.replace(/^upload\//, ''))), file)
      }
      const get = await call(t.app, 'GET', `${LICENSE}?site_id=${shops[0].site_id}`)
      assert.equal(get.body.data.site_id, shops[0].site_id)
    })

    it('answers -10004 for an unknown, closed or foreign shop, -10001 for a bad id', async () => {
      const unknown = await call(t.app, 'POST', LICENSE, { site_id: 999999, lang: 'en-us' })
      assert.equal(unknown.body.code, -10004)
      assert.equal(unknown.body.message, 'Business licence not found')
      const shop = await t.handle.db.selectFrom('shop').select('site_id').orderBy('site_id').executeTakeFirstOrThrow()
      await t.handle.db.updateTable('shop').set({ status: 0 }).where('site_id', '=', shop.site_id).execute()
      try {
        assert.equal((await call(t.app, 'POST', LICENSE, { site_id: shop.site_id })).body.code, -10004)
      } finally {
        await t.handle.db.updateTable('shop').set({ status: 1 }).where('site_id', '=', shop.site_id).execute()
      }
      // a licence row of another website's shop id is never shown here
      await t.handle.db.updateTable('shop_license').set({ website_id: 2 }).where('site_id', '=', shop.site_id).execute()
      try {
        assert.equal((await call(t.app, 'POST', LICENSE, { site_id: shop.site_id })).body.code, -10004)
      } finally {
        await t.handle.db.updateTable('shop_license').set({ website_id: 1 }).where('site_id', '=', shop.site_id).execute()
      }
      for (const site_id of [0, -1, 'x', '1 or 1=1', 1.5, 2 ** 31, null]) {
        assert.equal((await call(t.app, 'POST', LICENSE, { site_id })).body.code, -10001, String(site_id))
      }
      assert.equal((await call(t.app, 'POST', LICENSE, {})).body.code, -10001)
    })

    it('lists every city with its province, and finds cities by a part of their or their province name', async () => {
      const all = await call(t.app, 'POST', CITIES, {})
      assert.equal(all.body.code, 0)
      const cities = all.body.data
      assert.ok(cities.length > 300, String(cities.length))
      const ids = cities.map((c: any) => c.city_id)
      assert.deepEqual(ids, [...ids].sort((a, b) => a - b))
      assert.ok(cities.some((c: any) => c.city_name === '北京市' && c.province_name === '北京市'))
      const hz = (await call(t.app, 'POST', CITIES, { keyword: '杭州' })).body.data
      assert.deepEqual(hz.map((c: any) => [c.city_id, c.province_id, c.province_name]), [[330100, 330000, '浙江省']])
      assert.ok(hz[0].lat > 30 && hz[0].lng > 120)
      const zj = (await call(t.app, 'POST', CITIES, { keyword: ' 浙江 ' })).body.data
      assert.ok(zj.length >= 11 && zj.every((c: any) => c.province_id === 330000))
      for (const keyword of ['%', '_', '\\', "' or '1'='1", '杭州%', 'x"; drop table x; --']) {
        const { body } = await call(t.app, 'POST', CITIES, { keyword })
        assert.equal(body.code, 0, keyword)
        assert.deepEqual(body.data, [], keyword)
      }
      assert.equal((await call(t.app, 'POST', CITIES, { keyword: '' })).body.data.length, cities.length)
      assert.equal((await call(t.app, 'POST', CITIES, { keyword: 'x'.repeat(21) })).body.code, -10001)
      assert.equal((await call(t.app, 'POST', CITIES, { keyword: ['杭州'] })).body.code, -10001)
    })

    it('serves the landing pages by name and by id, with every block type, linked from the home nav', async () => {
      const byName = await call(t.app, 'POST', DIY, { name: LANDING_PAGES.brands })
      assert.equal(byName.body.code, 0)
      const types = new Set(byName.body.data.value.components.map((c: any) => c.type))
      assert.deepEqual([...types].sort(), ['banner', 'goods', 'nav', 'notice', 'shops'])
      const byId = await call(t.app, 'POST', DIY, { id: byName.body.data.id })
      assert.deepEqual(byId.body.data, byName.body.data)
      // id wins over name
      assert.deepEqual((await call(t.app, 'POST', DIY, { id: byName.body.data.id, name: 'DIY_VIEW_INDEX' })).body.data, byName.body.data)
      const fresh = await call(t.app, 'POST', DIY, { name: LANDING_PAGES.fresh })
      assert.ok(fresh.body.data.value.components.filter((c: any) => c.type === 'goods' && c.source === 'category').length >= 1)
      const home = (await call(t.app, 'POST', DIY, {})).body.data
      const nav = home.value.components.find((c: any) => c.type === 'nav')
      assert.ok(nav.list.some((i: any) => i.link.wap_url === `/otherpages/diy/diy/diy?name=${LANDING_PAGES.brands}`))
      // the nav of the brand page opens the wall and brands' goods lists
      const brandNav = byName.body.data.value.components.find((c: any) => c.type === 'nav')
      assert.ok(brandNav.list.some((i: any) => /^\/pages\/goods\/list\/list\?brand_id=\d+$/.test(i.link.wap_url)))
    })

    it('gives three demo goods the drawn demo video, served under /upload', async () => {
      const goods = await t.handle.db.selectFrom('goods').select(['goods_id', 'video_url']).where('video_url', '!=', '').execute()
      assert.equal(goods.length, 3)
      const file = path.join(t.config.uploadDir, goods[0].video_url.replace(/^upload\//, ''))
      // an MP4 (its 'ftyp' box first), not a placeholder: the format every platform's video plays
      assert.equal(fs.readFileSync(file).subarray(4, 8).toString('latin1'), 'ftyp')
      const served = await t.app.inject({ method: 'GET', url: `/${goods[0].video_url}`, headers: { range: 'bytes=0-99' } })
      assert.equal(served.statusCode, 206)
      assert.match(String(served.headers['content-type']), /^video\/mp4/)
      assert.equal(served.rawPayload.length, 100)
      const sku = await t.handle.db.selectFrom('goods_sku').select('sku_id').where('goods_id', '=', goods[0].goods_id).executeTakeFirstOrThrow()
      const detail = await call(t.app, 'POST', '/api/goodssku/detail', { sku_id: sku.sku_id })
      assert.equal(detail.body.data.goods.video_url, goods[0].video_url)
    })

    it("answers -10004 for an unknown page id or another site's page, -10001 for a bad id", async () => {
      assert.equal((await call(t.app, 'POST', DIY, { id: 999999 })).body.code, -10004)
      const page = (await call(t.app, 'POST', DIY, { name: LANDING_PAGES.fresh })).body.data
      assert.equal((await call(t.app, 'POST', DIY, { id: page.id, site_id: 1 })).body.code, -10004)
      for (const id of [0, -1, 'abc', "1' or '1'='1", 1e20]) {
        assert.equal((await call(t.app, 'POST', DIY, { id })).body.code, -10001, String(id))
      }
    })
  })
}
