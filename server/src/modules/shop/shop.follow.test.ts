import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { memberToken, seededApp } from '../catalog/catalog.fixture.js'
import { ShopFollowError } from './shop.messages.js'
import { MAX_FOLLOWS } from './shop.service.js'
import { SHOP_VIEW } from './shop.seed.js'

const ADD = '/api/shopmember/add'
const DEL = '/api/shopmember/delete'
const IS = '/api/shopmember/isfollow'
const MINE = '/api/shopmember/membershop'
const INFO = '/api/shop/info'
const CATS = '/api/shopgoodscategory/tree'
const STORES = '/api/shop/storelist'

for (const target of dbTargets()) {
  describe(`shop follow, categories, stores [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let shops: Array<{ site_id: number; site_name: string }>
    before(async () => {
      t = await seededApp(target)
      shops = await t.handle.db.selectFrom('shop').select(['site_id', 'site_name']).where('status', '=', 1).orderBy('site_id').execute()
    })
    after(() => t?.close())
    const post = (url: string, payload: Record<string, unknown>) => call(t.app, 'POST', url, payload)
    const followNum = async (siteId: number) =>
      Number((await t.handle.db.selectFrom('shop').select('follow_num').where('site_id', '=', siteId).executeTakeFirstOrThrow()).follow_num)

    it('follows, answers the state, lists it and unfollows; repeats change nothing', async () => {
      const m = await memberToken(t)
      const shop = shops[0]!
      const before = await followNum(shop.site_id)
      const visitor = await post(INFO, { site_id: shop.site_id })
      assert.equal(visitor.body.data.is_follow, 0)
      assert.equal(visitor.body.data.follow_num, before)

      const add = await post(ADD, { token: m.token, site_id: shop.site_id })
      assert.deepEqual(add.body.data, { follow_num: before + 1, is_follow: 1 })
      assert.deepEqual((await post(ADD, { token: m.token, site_id: shop.site_id })).body.data, { follow_num: before + 1, is_follow: 1 })
      assert.deepEqual((await post(IS, { token: m.token, site_id: shop.site_id })).body.data, { follow_num: before + 1, is_follow: 1 })
      const info = await post(INFO, { token: m.token, site_id: shop.site_id })
      assert.equal(info.body.data.is_follow, 1)
      assert.equal(info.body.data.follow_num, before + 1)
      // a visitor sees the count, not someone else's follow
      assert.equal((await post(INFO, { site_id: shop.site_id })).body.data.is_follow, 0)

      const mine = await post(MINE, { token: m.token })
      assert.equal(mine.body.code, 0)
      assert.equal(mine.body.data.count, 1)
      assert.equal(mine.body.data.list[0].site_id, shop.site_id)
      assert.equal(mine.body.data.list[0].site_name, shop.site_name)
      assert.equal(mine.body.data.list[0].follow_num, before + 1)
      assert.ok(mine.body.data.list[0].follow_time > 0)

      assert.deepEqual((await post(DEL, { token: m.token, site_id: shop.site_id })).body.data, { follow_num: before, is_follow: 0 })
      assert.deepEqual((await post(DEL, { token: m.token, site_id: shop.site_id })).body.data, { follow_num: before, is_follow: 0 })
      assert.equal(await followNum(shop.site_id), before)
      assert.deepEqual((await post(MINE, { token: m.token })).body.data, { list: [], count: 0, page_count: 0 })
    })

    it('counts concurrent follows once and never goes negative', async () => {
      const m = await memberToken(t)
      const shop = shops[1]!
      const before = await followNum(shop.site_id)
      const adds = await Promise.all(Array.from({ length: 8 }, () => post(ADD, { token: m.token, site_id: shop.site_id })))
      assert.ok(adds.every((r) => r.body.code === 0), JSON.stringify(adds.map((r) => r.body)))
      assert.equal(await followNum(shop.site_id), before + 1)
      const rows = await t.handle.db.selectFrom('shop_member').select('id').where('site_id', '=', shop.site_id).where('member_id', '=', m.memberId).execute()
      assert.equal(rows.length, 1)
      // several members at once each count
      const others = await Promise.all(Array.from({ length: 5 }, () => memberToken(t)))
      await Promise.all(others.map((o) => post(ADD, { token: o.token, site_id: shop.site_id })))
      assert.equal(await followNum(shop.site_id), before + 6)
      const dels = await Promise.all(Array.from({ length: 8 }, () => post(DEL, { token: m.token, site_id: shop.site_id })))
      assert.ok(dels.every((r) => r.body.code === 0))
      assert.equal(await followNum(shop.site_id), before + 5)
      await Promise.all(others.map((o) => post(DEL, { token: o.token, site_id: shop.site_id })))
      assert.equal(await followNum(shop.site_id), before)
      // a count already at 0 (repaired by hand, say) is never driven below it
      await t.handle.db.updateTable('shop').set({ follow_num: 0 }).where('site_id', '=', shop.site_id).execute()
      await post(ADD, { token: m.token, site_id: shop.site_id })
      await t.handle.db.updateTable('shop').set({ follow_num: 0 }).where('site_id', '=', shop.site_id).execute()
      assert.equal((await post(DEL, { token: m.token, site_id: shop.site_id })).body.data.follow_num, 0)
      await t.handle.db.updateTable('shop').set({ follow_num: before }).where('site_id', '=', shop.site_id).execute()
    })

    it("keeps members apart: another member's follows are neither seen nor removed", async () => {
      const a = await memberToken(t)
      const b = await memberToken(t)
      const shop = shops[2]!
      await post(ADD, { token: a.token, site_id: shop.site_id })
      assert.equal((await post(IS, { token: b.token, site_id: shop.site_id })).body.data.is_follow, 0)
      assert.equal((await post(MINE, { token: b.token })).body.data.count, 0)
      await post(DEL, { token: b.token, site_id: shop.site_id })
      assert.equal((await post(IS, { token: a.token, site_id: shop.site_id })).body.data.is_follow, 1)
      // no member id is taken from the input
      assert.equal((await post(MINE, { token: b.token, member_id: a.memberId })).body.code, -10001)
      assert.equal((await post(ADD, { token: b.token, site_id: shop.site_id, member_id: a.memberId })).body.code, -10001)
      await post(DEL, { token: a.token, site_id: shop.site_id })
    })

    it('refuses visitors, unknown or closed shops, bad ids and bad pages', async () => {
      const m = await memberToken(t)
      for (const url of [ADD, DEL, IS]) assert.equal((await post(url, { site_id: shops[0]!.site_id })).body.code, -10009, url)
      assert.equal((await post(MINE, {})).body.code, -10009)
      const unknown = await post(ADD, { token: m.token, site_id: 999999, lang: 'en-us' })
      assert.equal(unknown.body.code, ShopFollowError.SHOP_UNAVAILABLE)
      assert.equal(unknown.body.message, 'This shop does not exist or is closed')
      for (const bad of [0, -1, 2 ** 31, 'x', '1 or 1=1', 1.5, null]) {
        assert.equal((await post(ADD, { token: m.token, site_id: bad })).body.code, -10001, String(bad))
        assert.equal((await post(CATS, { site_id: bad })).body.code, -10001, String(bad))
      }
      for (const bad of [{ page: 0 }, { page_size: 51 }, { page_size: 0 }, { page: 'a' }]) {
        assert.equal((await post(MINE, { token: m.token, ...bad })).body.code, -10001, JSON.stringify(bad))
      }
      // a closed shop cannot be followed, drops out of the member's list, and can still be unfollowed
      const shop = shops[3]!
      await post(ADD, { token: m.token, site_id: shop.site_id })
      await t.handle.db.updateTable('shop').set({ status: 0 }).where('site_id', '=', shop.site_id).execute()
      try {
        const other = await memberToken(t)
        assert.equal((await post(ADD, { token: other.token, site_id: shop.site_id })).body.code, ShopFollowError.SHOP_UNAVAILABLE)
        assert.equal((await post(MINE, { token: m.token })).body.data.count, 0)
        assert.equal((await post(CATS, { site_id: shop.site_id })).body.code, -10004)
        assert.equal((await post(DEL, { token: m.token, site_id: shop.site_id })).body.data.is_follow, 0)
      } finally {
        await t.handle.db.updateTable('shop').set({ status: 1 }).where('site_id', '=', shop.site_id).execute()
      }
    })

    it('pages the followed shops newest first', async () => {
      const m = await memberToken(t)
      const now = Math.floor(Date.now() / 1000)
      for (const [i, s] of shops.slice(0, 5).entries()) {
        await post(ADD, { token: m.token, site_id: s.site_id })
        // distinct follow times without waiting
        await t.handle.db.updateTable('shop_member').set({ created_at: now + i }).where('site_id', '=', s.site_id).where('member_id', '=', m.memberId).execute()
      }
      const p1 = (await post(MINE, { token: m.token, page_size: 2 })).body.data
      const p3 = (await post(MINE, { token: m.token, page_size: 2, page: 3 })).body.data
      assert.equal(p1.count, 5)
      assert.equal(p1.page_count, 3)
      assert.deepEqual(p1.list.map((s: any) => s.site_id), [shops[4]!.site_id, shops[3]!.site_id])
      assert.deepEqual(p3.list.map((s: any) => s.site_id), [shops[0]!.site_id])
      assert.deepEqual((await post(MINE, { token: m.token, page_size: 2, page: 4 })).body.data.list, [])
      for (const s of shops.slice(0, 5)) await post(DEL, { token: m.token, site_id: s.site_id })
    })

    it(`stops at ${MAX_FOLLOWS} followed shops`, async () => {
      const m = await memberToken(t)
      const shop = shops[0]!
      const rows = Array.from({ length: MAX_FOLLOWS }, (_, i) => ({ website_id: 1, site_id: 100000 + i, member_id: m.memberId, created_at: 1 }))
      for (let i = 0; i < rows.length; i += 100) await t.handle.db.insertInto('shop_member').values(rows.slice(i, i + 100)).execute()
      const before = await followNum(shop.site_id)
      assert.equal((await post(ADD, { token: m.token, site_id: shop.site_id })).body.code, ShopFollowError.FOLLOW_LIMIT)
      assert.equal(await followNum(shop.site_id), before)
      assert.equal((await post(IS, { token: m.token, site_id: shop.site_id })).body.data.is_follow, 0)
      await t.handle.db.deleteFrom('shop_member').where('member_id', '=', m.memberId).execute()
    })

    it("derives the shop's categories from its goods on sale, as a tree", async () => {
      const db = t.handle.db
      for (const shop of shops) {
        const res = await post(CATS, { site_id: shop.site_id })
        assert.equal(res.body.code, 0)
        const goods = await db.selectFrom('goods').select('category_path').where('site_id', '=', shop.site_id).where('status', '=', 1).execute()
        const expected = new Set(goods.flatMap((g) => g.category_path.split(',').map(Number)))
        const seen = new Set<number>()
        const walk = (nodes: any[], level: number) => {
          for (const n of nodes) {
            assert.equal(n.level, level)
            seen.add(n.category_id)
            walk(n.children, level + 1)
          }
        }
        walk(res.body.data, 1)
        assert.deepEqual([...seen].sort((a, b) => a - b), [...expected].sort((a, b) => a - b), shop.site_name)
      }
      // cached per shop for a minute; a fresh read after the key is gone drops a category no goods sits in any more
      const shop = shops[0]!
      const tree = (await post(CATS, { site_id: shop.site_id })).body.data
      assert.ok(tree.length > 0)
      const leafPaths = await db.selectFrom('goods').select(['goods_id', 'category_path']).where('site_id', '=', shop.site_id).where('status', '=', 1).execute()
      const firstRoot = tree[0].category_id
      const offIds = leafPaths.filter((g) => g.category_path.split(',')[0] === String(firstRoot)).map((g) => g.goods_id)
      await db.updateTable('goods').set({ status: 0 }).where('goods_id', 'in', offIds).execute()
      try {
        assert.deepEqual((await post(CATS, { site_id: shop.site_id })).body.data, tree)
        await t.kv.del(`shop:categories:1:${shop.site_id}`)
        const fresh = (await post(CATS, { site_id: shop.site_id })).body.data
        assert.ok(!fresh.some((n: any) => n.category_id === firstRoot))
      } finally {
        await db.updateTable('goods').set({ status: 1 }).where('goods_id', 'in', offIds).execute()
        await t.kv.del(`shop:categories:1:${shop.site_id}`)
      }
      assert.equal((await post(CATS, { site_id: 999999 })).body.code, -10004)
      assert.equal((await call(t.app, 'GET', `${CATS}?site_id=${shop.site_id}`)).body.code, 0)
    })

    it('seeds a decorated home for the first shop of the street', async () => {
      const first = (await post('/api/shop/page', { page_size: 1 })).body.data.list[0]
      const view = await post('/api/diyview/info', { name: SHOP_VIEW, site_id: first.site_id })
      assert.equal(view.body.code, 0)
      assert.deepEqual(view.body.data.value.components.map((c: any) => c.type), ['banner', 'notice'])
      assert.equal(view.body.data.value.components[0].list[0].link.wap_url, `/otherpages/shop/list/list?site_id=${first.site_id}`)
    })

    it("lists the shop's open stores", async () => {
      const shop = shops[0]!
      const db = t.handle.db
      const [open] = await db.insertInto('pickup_store').values([
        { website_id: 1, site_id: shop.site_id, store_name: '北山店', telephone: '0571-88888888', full_address: '杭州市北山街 1 号', lat: 30.26, lng: 120.14, open_date: '周一至周日 09:00-21:00', status: 1 },
        { website_id: 1, site_id: shop.site_id, store_name: '已关闭', telephone: '', full_address: '某处', lat: 0, lng: 0, open_date: '', status: 0 },
      ]).returning('store_id').execute()
      const res = await post(STORES, { site_id: shop.site_id })
      assert.equal(res.body.code, 0)
      const mine = res.body.data.find((s: any) => s.store_id === open!.store_id)
      assert.deepEqual(mine, { store_id: open!.store_id, store_name: '北山店', telephone: '0571-88888888', full_address: '杭州市北山街 1 号', lat: 30.26, lng: 120.14, open_date: '周一至周日 09:00-21:00' })
      assert.ok(!res.body.data.some((s: any) => s.store_name === '已关闭'))
      assert.equal((await post(STORES, { site_id: 999999 })).body.code, -10004)
      assert.equal((await post(STORES, { site_id: "1'--" })).body.code, -10001)
    })
  })
}
