import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { CatalogError } from '../catalog/catalog.errors.js'
import { seededApp } from '../catalog/catalog.fixture.js'
import { MAX_DIY_COMPONENTS, MAX_DIY_VALUE_BYTES } from './decoration.admin.schema.js'

const ADMIN = 'diy-admin-secret'
const INFO = '/api/diyview/info'
const EDIT = '/admin/api/diyview/edit'

const banner = (id: string | number, image = 'upload/a.png') => ({ id, type: 'banner', list: [{ image, link: { wap_url: '/pages/goods/list/list' } }] })
const shops = { id: 'shops-1', type: 'shops', title: '附近', title_en: 'Nearby', count: 2 }

for (const target of dbTargets()) {
  describe(`decoration, the operator's edits [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    const db = () => t.handle.db
    before(async () => {
      t = await seededApp(target, { adminToken: ADMIN })
    })
    after(() => t?.close())

    const api = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: EDIT, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) })
        .then((r) => ({ status: r.statusCode, ...JSON.parse(r.body) }))
    const edit = (body: Record<string, unknown>) => api(body, { 'x-admin-token': ADMIN })
    const info = async (body: Record<string, unknown> = {}) => (await call(t.app, 'POST', INFO, body)).body
    const rows = () => db().selectFrom('diy_view').selectAll().orderBy('id').execute()

    it('refuses the call without the right token (403)', async () => {
      assert.equal((await api({ name: 'DIY_VIEW_INDEX', value: { components: [] } })).status, 403)
      assert.equal((await api({}, { 'x-admin-token': 'nope' })).status, 403)
    })

    it('saves the home page and the shopper sees it at once; a bad one is refused and the old one still served', async () => {
      const home = await info()
      assert.equal(home.code, 0)
      // warm: the cache holds the page now
      assert.deepEqual((await info()).data, home.data)
      const value = { global: { title: '新首页', bgColor: '#FFFFFF' }, components: [banner(1), shops] }
      const saved = await edit({ name: 'DIY_VIEW_INDEX', value })
      assert.equal(saved.code, 0, saved.message)
      const expected = { id: home.data.id, name: 'DIY_VIEW_INDEX', title: home.data.title, value: { global: value.global, components: [banner('1'), shops] } }
      assert.deepEqual(saved.data, expected)
      assert.deepEqual((await info()).data, expected)

      const before = await rows()
      const bad: Array<[unknown[], number, string]> = [
        [[banner(1), { id: 'x', type: 'video', src: 'upload/v.mp4' }], 2, 'video'],
        [[{ id: 'g', type: 'goods', title: 'T', title_en: 'T', source: 'everything', count: 3 }], 1, 'goods'],
        [[shops, 'not a component'], 2, '?'],
        [[{ ...shops, count: 1.5 }], 1, 'shops'],
        [[{ type: 'banner', list: [] }], 1, 'banner'],
        [[{ id: 'n', type: 'nav', list: [{ title: 'x', icon: '', link: { wap_url: '/' } }] }], 1, 'nav'],
      ]
      for (const [components, index, type] of bad) {
        const r = await edit({ name: 'DIY_VIEW_INDEX', value: { global: { title: '坏的' }, components } })
        assert.equal(r.code, CatalogError.DIY_COMPONENT_INVALID, JSON.stringify(components))
        assert.equal(r.message, `第 ${index} 个组件（${type}）格式不正确`)
      }
      const en = await edit({ name: 'DIY_VIEW_INDEX', value: { components: [{ id: 'x', type: 'video' }] }, lang: 'en-us' })
      assert.equal(en.message, 'Component 1 (video) is not of a known shape')
      const huge = await edit({ name: 'DIY_VIEW_INDEX', value: { components: [banner(1, `upload/${'x'.repeat(MAX_DIY_VALUE_BYTES)}.png`)] }, lang: 'en-us' })
      assert.equal(huge.code, CatalogError.DIY_VALUE_TOO_LARGE)
      assert.match(huge.message, /^The decoration is too large \(\d+ KB\), 256 KB at most$/)
      assert.deepEqual(await rows(), before, 'nothing saved')
      assert.deepEqual((await info()).data, expected, 'the old page still served')

      // put the seeded page back
      const back = await edit({ id: home.data.id, value: home.data.value })
      assert.equal(back.code, 0, back.message)
      assert.deepEqual((await info()).data, home.data)
    })

    it('refuses input out of bounds with -10001, unknown pages and shops with -10004', async () => {
      const before = await rows()
      const ok = { components: [] }
      const refusals: Array<Record<string, unknown>> = [
        { value: ok },
        { name: 'DIY_VIEW_INDEX' },
        { name: 'DIY_VIEW_INDEX', value: {} },
        { name: 'DIY_VIEW_INDEX', value: { components: {} } },
        { name: 'DIY_VIEW_INDEX', value: 'x' },
        { name: '', value: ok },
        { name: "x' or 1=1", value: ok },
        { name: 'x'.repeat(65), value: ok },
        { name: 'DIY_VIEW_INDEX', title: 'x'.repeat(101), value: ok },
        { name: 'DIY_VIEW_INDEX', value: { global: { title: 'x'.repeat(101) }, components: [] } },
        { name: 'DIY_VIEW_INDEX', value: { global: { bgColor: 'x'.repeat(33) }, components: [] } },
        { name: 'DIY_VIEW_INDEX', value: { components: Array.from({ length: MAX_DIY_COMPONENTS + 1 }, (_, i) => banner(i)) } },
        { id: 0, value: ok },
        { name: 'DIY_VIEW_INDEX', site_id: -1, value: ok },
      ]
      for (const body of refusals) {
        const r = await edit(body)
        assert.equal(r.code, -10001, `${JSON.stringify(body).slice(0, 100)}: ${r.message}`)
      }
      assert.equal((await edit({ id: 999999, value: ok })).code, -10004)
      const shop = await edit({ name: 'DIY_VIEW_INDEX', site_id: 999999, value: ok, lang: 'en-us' })
      assert.deepEqual([shop.code, shop.message], [-10004, 'Shop not found'])
      // an id of the platform is not a page of a shop
      const home = (await info()).data
      const shopId = (await db().selectFrom('shop').select('site_id').orderBy('site_id').executeTakeFirstOrThrow()).site_id
      assert.equal((await edit({ id: home.id, site_id: shopId, value: ok })).code, -10004)
      assert.deepEqual(await rows(), before, 'nothing saved')
    })

    it('adds a page by name, updates it by name or id, renames it, and refuses a name taken', async () => {
      const shopId = (await db().selectFrom('shop').select('site_id').orderBy('site_id').executeTakeFirstOrThrow()).site_id
      assert.equal((await info({ name: 'DIY_SHOP_HOME', site_id: shopId })).code, -10004)
      const added = await edit({ name: 'DIY_SHOP_HOME', site_id: shopId, value: { global: { title: '店铺首页' }, components: [shops] } })
      assert.equal(added.code, 0, added.message)
      assert.deepEqual([added.data.name, added.data.title, added.data.value.global], ['DIY_SHOP_HOME', '店铺首页', { title: '店铺首页', bgColor: '#F7F7F7' }])
      const id = added.data.id
      assert.deepEqual((await info({ name: 'DIY_SHOP_HOME', site_id: shopId })).data, added.data)
      // the platform's page of that name is another page
      assert.equal((await info({ name: 'DIY_SHOP_HOME' })).code, -10004)

      const again = await edit({ name: 'DIY_SHOP_HOME', site_id: shopId, title: '我的店', value: { components: [banner('b')] } })
      assert.equal(again.code, 0, again.message)
      assert.equal(again.data.id, id)
      // global.title absent: the page's title
      assert.deepEqual([again.data.title, again.data.value.global.title, again.data.value.components.length], ['我的店', '我的店', 1])
      assert.deepEqual((await info({ id, site_id: shopId })).data, again.data)

      const other = await edit({ name: 'DIY_SHOP_OTHER', site_id: shopId, value: { components: [] } })
      assert.equal(other.code, 0, other.message)
      assert.equal(other.data.title, '')
      const taken = await edit({ id, site_id: shopId, name: 'DIY_SHOP_OTHER', value: { components: [] } })
      assert.equal(taken.code, CatalogError.DIY_NAME_TAKEN)
      assert.equal(taken.message, '页面名称 DIY_SHOP_OTHER 已被使用')
      assert.deepEqual((await info({ id, site_id: shopId })).data, again.data)

      const renamed = await edit({ id, site_id: shopId, name: 'DIY_SHOP_MAIN', value: { components: [shops] } })
      assert.equal(renamed.code, 0, renamed.message)
      assert.deepEqual([renamed.data.id, renamed.data.name], [id, 'DIY_SHOP_MAIN'])
      assert.equal((await info({ name: 'DIY_SHOP_HOME', site_id: shopId })).code, -10004)
      assert.deepEqual((await info({ name: 'DIY_SHOP_MAIN', site_id: shopId })).data.value.components, [shops])
      await db().deleteFrom('diy_view').where('site_id', '=', shopId).execute()
    })
  })
}
