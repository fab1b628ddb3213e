import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { dbTargets, openTestDb, type TestDb } from '../test/harness.js'
import { seedDemo } from './seed.js'

for (const target of dbTargets()) {
  describe(`demo seed [${target.name}]`, { skip: target.skip }, () => {
    let testDb: TestDb
    let uploadDir: string
    let first: Awaited<ReturnType<typeof seedDemo>>
    before(async () => {
      testDb = await openTestDb(target)
      uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-seed-'))
      first = await seedDemo(testDb.handle, { uploadDir })
    })
    after(async () => {
      await testDb?.dispose()
      fs.rmSync(uploadDir, { recursive: true, force: true })
    })

    it('builds the demo mall with the default 240 goods', async () => {
      const db = testDb.handle.db
      assert.equal(first.created, true)
      const website = await db.selectFrom('website').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
      assert.equal(website.title, '开源商城')
      const goods = await db.selectFrom('goods').selectAll().execute()
      assert.equal(goods.length, 240)
      assert.equal(new Set(goods.map((g) => g.goods_name)).size, 240, 'names are distinct')
      const rec = goods.filter((g) => g.is_recommend === 1).length / goods.length
      assert.ok(rec > 0.2 && rec < 0.4, String(rec))
      const skus = await db.selectFrom('goods_sku').selectAll().execute()
      const perGoods = new Map<number, number>()
      for (const s of skus) {
        perGoods.set(s.goods_id, (perGoods.get(s.goods_id) ?? 0) + 1)
        assert.ok(Number.isInteger(s.price) && s.price > 0 && s.market_price > s.price)
        assert.ok(s.stock >= 0 && s.stock <= 500)
      }
      assert.ok([...perGoods.values()].every((n) => n >= 1 && n <= 4))
      assert.equal(perGoods.size, 240)
      assert.ok(skus.some((s) => s.spec_name.includes(' / ')), 'two-dimension specs like 红色 / M')
      const stockOf = new Map<number, number>()
      for (const s of skus) stockOf.set(s.goods_id, (stockOf.get(s.goods_id) ?? 0) + s.stock)
      assert.ok([...stockOf.values()].some((n) => n === 0), 'a few goods are sold out')
      const shops = await db.selectFrom('shop').selectAll().execute()
      assert.ok(shops.length >= 6 && shops.length <= 8)
      assert.ok(shops.every((s) => s.province_id % 10000 === 0 && Math.floor(s.city_id / 100) * 100 === s.city_id && s.district_id > s.city_id))
      const levels = await db.selectFrom('goods_category').select('level').distinct().execute()
      assert.deepEqual(levels.map((l) => l.level).sort(), [1, 2, 3])
      // every path the rows name was drawn
      const gallery = await db.selectFrom('goods_image').selectAll().orderBy('goods_id').orderBy('sort').execute()
      const galleryOf = new Map<number, string[]>()
      for (const row of gallery) galleryOf.set(row.goods_id, [...(galleryOf.get(row.goods_id) ?? []), row.image])
      assert.ok(goods.every((g) => { const list = galleryOf.get(g.goods_id) ?? []; return list.length >= 2 && list[0] === g.goods_image }))
      const refs = [...gallery.map((g) => g.image), ...skus.map((s) => s.sku_image), ...shops.flatMap((s) => [s.logo, s.banner])]
      for (const rel of new Set(refs)) assert.ok(fs.existsSync(path.join(uploadDir, rel.replace(/^upload\//, ''))), rel)
    })

    it('has the schema guards: stock never below 0, a version counter, one cart row per member and SKU', async () => {
      const db = testDb.handle.db
      const sku = await db.selectFrom('goods_sku').selectAll().orderBy('sku_id').executeTakeFirstOrThrow()
      assert.equal(sku.version, 0)
      await assert.rejects(db.updateTable('goods_sku').set({ stock: -1 }).where('sku_id', '=', sku.sku_id).execute())
      // the guarded decrement the order flow will use: nothing changes when stock is short
      const short = await db.updateTable('goods_sku').set((eb) => ({ stock: eb('stock', '-', sku.stock + 1), version: eb('version', '+', 1) }))
        .where('sku_id', '=', sku.sku_id).where('stock', '>=', sku.stock + 1).executeTakeFirst()
      assert.equal(Number(short.numUpdatedRows), 0)
      const { id: memberId } = await db.insertInto('member').values({ website_id: 1, mobile: '13900000001', nickname: 'x', headimg: '', status: 1, created_at: 0 })
        .returning('id').executeTakeFirstOrThrow()
      const row = { member_id: memberId, site_id: 1, sku_id: sku.sku_id, num: 1, created_at: 0 }
      await db.insertInto('cart').values(row).execute()
      await assert.rejects(db.insertInto('cart').values(row).execute())
      await assert.rejects(db.insertInto('wholesale_cart').values({ ...row, num: 0 }).execute())
      await db.deleteFrom('cart').where('member_id', '=', memberId).execute()
      await db.deleteFrom('member').where('id', '=', memberId).execute()
    })

    it('does nothing the second time', async () => {
      const count = async () => (await testDb.handle.db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
      const views = async () => (await testDb.handle.db.selectFrom('diy_view').select('name').orderBy('name').execute()).map((v) => v.name)
      const before = Number(await count())
      const viewsBefore = await views()
      // the home page, a shop's home and the landing pages
      assert.ok(viewsBefore.length >= 4, viewsBefore.join())
      assert.deepEqual(await seedDemo(testDb.handle, { uploadDir, goodsCount: 10 }), { created: false })
      assert.equal(Number(await count()), before)
      assert.deepEqual(await views(), viewsBefore)
    })

    it('leaves the website identity usable for a second website', async () => {
      const { id } = await testDb.handle.db.insertInto('website').values({ title: 'second', logo: '', status: 1, created_at: 0 }).returning('id').executeTakeFirstOrThrow()
      assert.ok(id > 1)
      const second = await seedDemo(testDb.handle, { uploadDir, goodsCount: 12, websiteId: id })
      assert.equal(second.created, true)
      assert.equal(second.goods, 12)
    })
  })
}
