import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { seededApp } from '../catalog/catalog.fixture.js'
import { invalidateDiyViews } from './decoration.service.js'

/** The app's pages (src/app.config.ts); decoration links must land on one of them. */
const ROUTES = [
  '/pages/index/index/index', '/pages/dianjia/preference/preference', '/pages/dianjia/life/life', '/pages/goods/cart/cart',
  '/pages/goods/category/category', '/pages/member/index/index', '/pages/goods/list/list', '/pages/goods/detail/detail',
  '/pages/dianjia/detail/detail', '/promotionpages/topics/list/list', '/promotionpages/topics/detail/detail',
  '/otherpages/goods/search/search', '/otherpages/index/city/city', '/otherpages/shop/street/street',
  '/otherpages/diy/diy/diy', '/otherpages/goods/brand/brand', '/otherpages/notice/detail/detail', '/otherpages/notice/list/list',
]

for (const target of dbTargets()) {
  describe(`decoration [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(target)
    })
    after(() => t?.close())

    it('answers the home decoration with its components', async () => {
      const { body } = await call(t.app, 'POST', '/api/diyview/info', { name: 'DIY_VIEW_INDEX' })
      assert.equal(body.code, 0)
      const v = body.data.value
      assert.equal(body.data.name, 'DIY_VIEW_INDEX')
      assert.equal(v.global.title, '开源商城')
      assert.deepEqual(v.components.map((c: any) => c.type), ['banner', 'nav', 'notice', 'goods', 'goods', 'shops'])
      const [banner, nav, notice, recommend, fresh, shops] = v.components
      assert.equal(banner.list.length, 3)
      assert.equal(nav.list.length, 10)
      assert.equal(notice.list.length, 2)
      assert.deepEqual([recommend.source, recommend.count, fresh.source, fresh.count, shops.count], ['recommend', 6, 'new', 10, 4])
      const links = [...banner.list, ...nav.list, ...notice.list].map((i: any) => i.link.wap_url as string)
      for (const url of links) assert.ok(ROUTES.includes(url.split('?')[0]), url)
      for (const item of [...banner.list, ...nav.list]) {
        const file = (item.image ?? item.icon) as string
        assert.ok(fs.existsSync(path.join(t.config.uploadDir, file.replace(/^upload\//, ''))), file)
      }
      for (const item of nav.list) assert.ok(item.title && item.title_en)
      // category links name level-1 categories
      const ids = links.flatMap((u) => (u.match(/category_id=(\d+)/) ? [Number(u.match(/category_id=(\d+)/)![1])] : []))
      assert.ok(ids.length >= 4)
      const cats = await t.handle.db.selectFrom('goods_category').select(['category_id', 'level']).where('category_id', 'in', ids).execute()
      assert.ok(cats.length === ids.length && cats.every((c) => c.level === 1))
      // the default name is the home page
      assert.deepEqual((await call(t.app, 'POST', '/api/diyview/info', {})).body.data, body.data)
    })

    it('answers only components of the contract\'s shapes, whatever the operator stored', async () => {
      const stored = {
        global: { title: 'Probe' },
        components: [
          { id: 7, type: 'banner', list: [{ image: 'upload/a.png', link: { wap_url: '/pages/goods/list/list' } }] },
          { id: 'x', type: 'video', src: 'upload/v.mp4' },
          { id: 'g', type: 'goods', title: 'T', title_en: 'T', source: 'everything', count: 3 },
          'not a component',
          { id: 's', type: 'shops', title: '附近', title_en: 'Nearby', count: 2 },
        ],
      }
      await t.handle.db.insertInto('diy_view')
        .values({ website_id: 1, site_id: 0, name: 'DIY_VIEW_PROBE', title: '探针', value: JSON.stringify(stored), updated_at: 0 })
        .execute()
      const { body } = await call(t.app, 'POST', '/api/diyview/info', { name: 'DIY_VIEW_PROBE' })
      assert.equal(body.code, 0)
      assert.deepEqual(body.data.value, {
        global: { title: 'Probe', bgColor: '#F7F7F7' },
        components: [
          { id: '7', type: 'banner', list: [{ image: 'upload/a.png', link: { wap_url: '/pages/goods/list/list' } }] },
          { id: 's', type: 'shops', title: '附近', title_en: 'Nearby', count: 2 },
        ],
      })
      // a value that is not JSON shows as an empty page
      await t.handle.db.updateTable('diy_view').set({ value: '{broken' }).where('name', '=', 'DIY_VIEW_PROBE').execute()
      // views are cached: a writer drops them
      await invalidateDiyViews(t.app.deps)
      const broken = await call(t.app, 'POST', '/api/diyview/info', { name: 'DIY_VIEW_PROBE' })
      assert.deepEqual(broken.body.data.value, { global: { title: '探针', bgColor: '#F7F7F7' }, components: [] })
      await t.handle.db.deleteFrom('diy_view').where('name', '=', 'DIY_VIEW_PROBE').execute()
    })

    it('answers -10004 for an unknown page and -10001 for a bad name', async () => {
      const missing = await call(t.app, 'POST', '/api/diyview/info', { name: 'DIY_VIEW_NOPE' })
      assert.equal(missing.body.code, -10004)
      assert.equal(missing.body.message, '页面不存在')
      assert.equal((await call(t.app, 'POST', '/api/diyview/info', { site_id: 3 })).body.code, -10004)
      assert.equal((await call(t.app, 'POST', '/api/diyview/info', { name: "x' or 1=1" })).body.code, -10001)
    })
  })
}
