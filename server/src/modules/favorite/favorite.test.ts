import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { memberToken, seededApp } from '../catalog/catalog.fixture.js'
import { FavoriteError } from './favorite.messages.js'
import { MAX_FOOTPRINTS } from './favorite.service.js'
import { invalidateGoods } from '../goods/goods.service.js'

const C_ADD = '/api/goodscollect/add'
const C_DEL = '/api/goodscollect/delete'
const C_IS = '/api/goodscollect/iscollect'
const C_PAGE = '/api/goodscollect/page'
const B_ADD = '/api/goodsbrowse/add'
const B_PAGE = '/api/goodsbrowse/page'
const B_DEL = '/api/goodsbrowse/delete'

for (const target of dbTargets()) {
  describe(`goods collections and footprints [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let goods: number[]
    before(async () => {
      t = await seededApp(target)
      goods = (await t.handle.db.selectFrom('goods').select('goods_id').where('status', '=', 1).orderBy('goods_id').limit(4).execute()).map((g) => g.goods_id)
      assert.ok(goods.length >= 4)
    })
    after(() => t?.close())
    const post = (url: string, payload: Record<string, unknown>) => call(t.app, 'POST', url, payload)

    it('refuses visitors on every call', async () => {
      for (const url of [C_ADD, C_IS, B_ADD]) assert.equal((await post(url, { goods_id: goods[0] })).body.code, -10009)
      for (const url of [C_PAGE, B_PAGE]) assert.equal((await post(url, {})).body.code, -10009)
    })

    it('collects once (double add, concurrent), lists cards, answers iscollect and deletes in batch', async () => {
      const m = await memberToken(t)
      const adds = await Promise.all(Array.from({ length: 6 }, () => post(C_ADD, { token: m.token, goods_id: goods[0] })))
      for (const a of adds) assert.deepEqual(a.body.data, { is_collect: 1 })
      await post(C_ADD, { token: m.token, goods_id: goods[1] })
      const rows = await t.handle.db.selectFrom('goods_collect').select('id').where('member_id', '=', m.memberId).execute()
      assert.equal(rows.length, 2)
      assert.equal((await post(C_IS, { token: m.token, goods_id: goods[0] })).body.data.is_collect, 1)
      assert.equal((await post(C_IS, { token: m.token, goods_id: goods[2] })).body.data.is_collect, 0)
      const page = (await post(C_PAGE, { token: m.token, page: 1, page_size: 10 })).body.data
      assert.equal(page.count, 2)
      assert.deepEqual(new Set(page.list.map((i: { goods_id: number }) => i.goods_id)), new Set([goods[0], goods[1]]))
      assert.ok(page.list.every((i: { is_valid: number; price: number }) => i.is_valid === 1 && i.price > 0))
      // an off-sale goods stays listed as invalid
      await t.handle.db.updateTable('goods').set({ status: 0 }).where('goods_id', '=', goods[1]!).execute()
      await invalidateGoods(t.handle, [goods[1]!])
      try {
        const again = (await post(C_PAGE, { token: m.token })).body.data
        assert.equal(again.list.find((i: { goods_id: number }) => i.goods_id === goods[1]).is_valid, 0)
        assert.equal((await post(C_ADD, { token: m.token, goods_id: goods[1] })).body.code, FavoriteError.GOODS_UNAVAILABLE)
      } finally {
        await t.handle.db.updateTable('goods').set({ status: 1 }).where('goods_id', '=', goods[1]!).execute()
        await invalidateGoods(t.handle, [goods[1]!])
      }
      const del = await post(C_DEL, { token: m.token, goods_ids: `${goods[0]},${goods[1]}` })
      assert.deepEqual(del.body.data, { deleted: 2 })
      assert.equal((await post(C_DEL, { token: m.token, goods_id: goods[0] })).body.code, FavoriteError.COLLECT_NOT_FOUND)
      assert.equal((await post(C_PAGE, { token: m.token })).body.data.count, 0)
    })

    it('refuses unknown goods, bad ids and bad pages', async () => {
      const m = await memberToken(t)
      assert.equal((await post(C_ADD, { token: m.token, goods_id: 999999 })).body.code, FavoriteError.GOODS_UNAVAILABLE)
      assert.equal((await post(B_ADD, { token: m.token, goods_id: 999999 })).body.code, FavoriteError.GOODS_UNAVAILABLE)
      for (const bad of [0, -1, 'x', '1 or 1=1', 2 ** 31]) {
        assert.equal((await post(C_ADD, { token: m.token, goods_id: bad })).body.code, -10001, String(bad))
      }
      for (const ids of ['1;drop table goods_browse', "1' or '1'='1", '', ',1']) {
        assert.equal((await post(B_DEL, { token: m.token, ids })).body.code, -10001, ids)
      }
      for (const page of [0, -1, 'a']) assert.equal((await post(B_PAGE, { token: m.token, page })).body.code, -10001)
      assert.equal((await post(C_PAGE, { token: m.token, page_size: 101 })).body.code, -10001)
    })

    it('records footprints as upserts, newest first, and deletes only the caller\'s', async () => {
      const a = await memberToken(t)
      const b = await memberToken(t)
      const ids: number[] = []
      for (const g of goods.slice(0, 3)) ids.push((await post(B_ADD, { token: a.token, goods_id: g })).body.data.id)
      await t.handle.db.updateTable('goods_browse').set({ browse_time: 1000 }).where('member_id', '=', a.memberId).execute()
      // a repeat view moves the row, concurrently too
      const again = await Promise.all(Array.from({ length: 4 }, () => post(B_ADD, { token: a.token, goods_id: goods[0] })))
      for (const r of again) assert.equal(r.body.data.id, ids[0])
      const page = (await post(B_PAGE, { token: a.token })).body.data
      assert.equal(page.count, 3)
      assert.equal(page.list[0].goods_id, goods[0])
      assert.ok(page.list[0].browse_time > 1000)
      // another member's ids: nothing changes
      assert.equal((await post(B_DEL, { token: b.token, id: ids[1] })).body.code, FavoriteError.BROWSE_NOT_FOUND)
      assert.equal((await post(B_PAGE, { token: b.token, member_id: a.memberId })).body.code, -10001)
      assert.equal((await post(B_PAGE, { token: a.token })).body.data.count, 3)
      assert.deepEqual((await post(B_DEL, { token: a.token, ids: `${ids[1]},${ids[2]}` })).body.data, { deleted: 2 })
      assert.equal((await post(B_PAGE, { token: a.token })).body.data.count, 1)
    })

    it('keeps the newest footprints only', async () => {
      const m = await memberToken(t)
      const siteId = (await t.handle.db.selectFrom('goods').select('site_id').where('goods_id', '=', goods[0]!).executeTakeFirstOrThrow()).site_id
      // old footprints of made-up goods fill the bound
      const rows = Array.from({ length: MAX_FOOTPRINTS }, (_, i) => ({ website_id: 1, member_id: m.memberId, goods_id: 900000 + i, site_id: siteId, browse_time: 1000 + i }))
      for (let i = 0; i < rows.length; i += 50) await t.handle.db.insertInto('goods_browse').values(rows.slice(i, i + 50)).execute()
      await post(B_ADD, { token: m.token, goods_id: goods[0] })
      const left = await t.handle.db.selectFrom('goods_browse').select(['goods_id']).where('member_id', '=', m.memberId).execute()
      assert.equal(left.length, MAX_FOOTPRINTS)
      assert.ok(left.some((r) => r.goods_id === goods[0]))
      assert.ok(!left.some((r) => r.goods_id === 900000))
    })
  })
}
