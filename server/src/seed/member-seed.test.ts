import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../test/harness.js'
import { setWebsiteConfig } from '../modules/config/config.service.js'
import { solveCaptcha } from '../modules/member/member.testkit.js'
import { DEMO_MEMBER, seedMemberDemo } from './member-seed.js'

for (const target of dbTargets()) {
  describe(`member demo seed [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target, {
        prepare: async (handle) => {
          await handle.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
          // a flag stored by someone else stays as it is
          await setWebsiteConfig(handle.db, 1, 'addon_is_exit', { fenxiao: 1 })
          assert.deepEqual(await seedMemberDemo(handle), { couponTypes: 2, memberCreated: true })
        },
      })
    })
    after(() => t?.close())

    it('switches the add-ons on and offers the demo reward and cancellation', async () => {
      const flags = (await call(t.app, 'GET', '/api/addon/addonisexit')).body.data
      assert.deepEqual([flags.memberregister, flags.membercancel, flags.fenxiao], [1, 1, 1])
      const reward = (await call(t.app, 'GET', '/memberregister/api/Config/Config')).body.data
      assert.equal(reward.is_use, 1)
      assert.deepEqual([reward.value.point, reward.value.balance, reward.value.growth], [100, 500, 10])
      assert.deepEqual(reward.value.coupon_list.map((c: any) => [c.type, c.money, c.discount, c.at_least, c.validity_days]), [
        ['reward', 1000, 0, 9900, 30], ['discount', 0, 95, 5000, 30],
      ])
      const cancel = (await call(t.app, 'GET', '/membercancel/api/membercancel/config', { lang: 'en-us' })).body.data
      assert.equal(cancel.is_enable, 1)
      assert.equal(cancel.is_audit, 1)
      assert.match(cancel.agreement, /cannot be undone/)
    })

    it('has a demo member who logs in with the documented password', async () => {
      const login = await call(t.app, 'POST', '/api/login/login', { username: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password, ...(await solveCaptcha(t)) })
      assert.equal(login.body.code, 0, login.body.message)
      const info = (await call(t.app, 'GET', '/api/member/info', { token: login.body.data.token })).body.data
      assert.equal(info.nickname, '演示会员')
      assert.equal(info.is_set_password, 1)
    })

    it('changes nothing the second time', async () => {
      assert.deepEqual(await seedMemberDemo(t.handle), { couponTypes: 0, memberCreated: false })
      const types = await t.handle.db.selectFrom('platform_coupon_type').select('id').execute()
      assert.equal(types.length, 2)
    })
  })
}
