import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { seededApp } from '../catalog/catalog.fixture.js'

for (const target of dbTargets()) {
  describe(`topics [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(target)
    })
    after(() => t?.close())

    it('lists the running topics', async () => {
      const { body } = await call(t.app, 'POST', '/api/topic/page', { page: 1, page_size: 10 })
      assert.equal(body.code, 0)
      assert.equal(body.data.count, 2)
      assert.deepEqual(body.data.list.map((x: any) => x.topic_name).sort(), ['夏日焕新季', '家庭囤货节'])
      for (const x of body.data.list) {
        assert.deepEqual(Object.keys(x).sort(), ['banner', 'end_time', 'remark', 'start_time', 'topic_id', 'topic_name'])
        assert.ok(Number.isInteger(x.start_time) && x.end_time > nowSeconds())
      }
      const p2 = await call(t.app, 'POST', '/api/topic/page', { page: 2, page_size: 1 })
      assert.equal(p2.body.data.list.length, 1)
      assert.equal(p2.body.data.page_count, 2)
      assert.deepEqual((await call(t.app, 'POST', '/api/topic/page', { page: 3, page_size: 1 })).body.data.list, [])
    })

    it('answers a topic with its goods at topic prices', async () => {
      const topic = await t.handle.db.selectFrom('topic').selectAll().orderBy('topic_id').executeTakeFirstOrThrow()
      const { body } = await call(t.app, 'POST', '/api/topic/detail', { topic_id: topic.topic_id })
      assert.equal(body.code, 0)
      assert.equal(body.data.topic_name, topic.topic_name)
      const goods = body.data.goods
      assert.ok(goods.length >= 6 && goods.length <= 8)
      const rows = await t.handle.db.selectFrom('topic_goods').selectAll().where('topic_id', '=', topic.topic_id).orderBy('sort').execute()
      assert.deepEqual(goods.map((g: any) => g.sku_id), rows.map((r) => r.sku_id))
      for (const g of goods) {
        assert.ok(Number.isInteger(g.topic_price) && g.topic_price > 0 && g.topic_price < g.price, JSON.stringify(g))
        assert.ok(g.site_name && g.goods_name)
      }
    })

    it('hides ended topics from the list and answers -10004 / -10001', async () => {
      const topic = await t.handle.db.selectFrom('topic').select('topic_id').orderBy('topic_id', 'desc').executeTakeFirstOrThrow()
      await t.handle.db.updateTable('topic').set({ end_time: nowSeconds() - 10 }).where('topic_id', '=', topic.topic_id).execute()
      assert.equal((await call(t.app, 'POST', '/api/topic/page', {})).body.data.count, 1)
      const missing = await call(t.app, 'POST', '/api/topic/detail', { topic_id: 999999, lang: 'en-us' })
      assert.equal(missing.body.code, -10004)
      assert.equal(missing.body.message, 'Topic not found')
      assert.equal((await call(t.app, 'POST', '/api/topic/detail', {})).body.code, -10001)
      assert.equal((await call(t.app, 'POST', '/api/topic/page', { page_size: 100 })).body.code, -10001)
    })
  })
}
