import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { loadConfig } from '../config.js'
import { statusHistory } from '../db/state-machine.js'
import { verifyPayPin } from '../modules/member/member.paypin.js'
import { dbTargets, openTestDb, type TestDb } from '../test/harness.js'
import { DEMO_PAY_PASSWORD, seedBuyingDemo } from './buying-seed.js'
import { DEMO_MEMBER, seedMemberDemo } from './member-seed.js'
import { seedDemo } from './seed.js'

for (const target of dbTargets()) {
  describe(`buying demo seed [${target.name}]`, { skip: target.skip }, () => {
    let testDb: TestDb
    let dir: string
    const config = () => ({ ...loadConfig({ ...process.env, MALL_VAR_DIR: dir, DATABASE_URL: '', REDIS_URL: '' }), h5Dist: path.join(dir, 'no-h5') })
    before(async () => {
      testDb = await openTestDb(target)
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-buying-seed-'))
      await seedDemo(testDb.handle, { uploadDir: path.join(dir, 'upload') })
      await seedMemberDemo(testDb.handle)
    })
    after(async () => {
      await testDb?.dispose()
      fs.rmSync(dir, { recursive: true, force: true })
    })

    it('makes orders in every state, collections and footprints through the real calls, a paying demo member and staff per shop; once', async () => {
      const cfg = config()
      const first = await seedBuyingDemo(testDb.handle, cfg)
      assert.equal(first.created, true)
      const db = testDb.handle.db
      const orders = await db.selectFrom('orders').selectAll().orderBy('order_id').execute()
      assert.equal(orders.length, first.orders)
      assert.deepEqual([...new Set(orders.map((o) => o.order_status))].sort((a, b) => a - b), [-1, 0, 1, 2, 3, 4, 10])
      // every paid order moved through the state machine, with its history
      for (const o of orders.filter((x) => x.order_status > 0)) assert.ok((await statusHistory(db, 'order', o.order_id)).length >= 1)
      const member = await db.selectFrom('member').selectAll().where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirstOrThrow()
      assert.equal(await verifyPayPin(cfg.tokenSecret, DEMO_PAY_PASSWORD, member.pay_password_hash), 'ok')
      // ¥500 seeded, less what the orders that are not closed took (a closed order gives its balance back)
      const spent = orders.filter((o) => o.order_status !== -1).reduce((n, o) => n + Number(o.balance_money), 0)
      assert.equal(Number(member.balance) + Number(member.balance_withdraw), 50000 - spent)
      // the ledger pages have rows of every account the demo member holds: money in and out of both
      // balances, points spent on orders and given back by the closed one; each ledger sums to its column
      const ledger = await db.selectFrom('member_account').select(['account_type', 'from_type', 'account_data']).where('member_id', '=', member.id).execute()
      const kinds = (type: string) => new Set(ledger.filter((r) => r.account_type === type).map((r) => `${r.from_type}${Number(r.account_data) > 0 ? '+' : '-'}`))
      assert.ok(kinds('balance').has('demo+') && kinds('balance_money').has('demo+') && kinds('balance').has('order-'), [...kinds('balance')].join())
      assert.deepEqual([...kinds('point')].sort(), ['demo+', 'order-', 'order_close+'])
      const sum = (type: string) => ledger.filter((r) => r.account_type === type).reduce((n, r) => n + Number(r.account_data), 0)
      assert.deepEqual([sum('point'), sum('balance'), sum('balance_money')], [Number(member.point), Number(member.balance), Number(member.balance_withdraw)])
      assert.ok(Number(member.point) < 2000)
      assert.ok(await db.selectFrom('member_address').select('id').where('member_id', '=', member.id).where('is_default', '=', 1).executeTakeFirst())
      const shops = await db.selectFrom('shop').select('site_id').execute()
      assert.equal(first.staff.length, shops.length)
      // footprints and collections, made through the same calls
      const browse = await db.selectFrom('goods_browse').select(['goods_id', 'member_id']).execute()
      const collect = await db.selectFrom('goods_collect').select(['goods_id', 'member_id']).execute()
      assert.equal(browse.length, 8)
      assert.equal(collect.length, 4)
      assert.ok([...browse, ...collect].every((r) => r.member_id === member.id))
      assert.ok(collect.every((c) => browse.some((b) => b.goods_id === c.goods_id)))
      const again = await seedBuyingDemo(testDb.handle, cfg)
      assert.equal(again.created, false)
      assert.equal((await db.selectFrom('orders').select('order_id').execute()).length, orders.length)
    })
  })
}
