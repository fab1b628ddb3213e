import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { createWebsite, newMobile } from './member.testkit.js'
import { issueToken } from './member.service.js'
import type { RequestContext } from '../../http/context.js'
import { setReferrerIfNone } from './member.referrer.repository.js'
import { SEARCH_LIMIT_PER_HOUR, searchLimitKey } from './member.referrer.service.js'

for (const target of dbTargets()) {
  describe(`referrer search and binding [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp

    before(async () => {
      t = await createTestApp(target, { prepare: (handle) => createWebsite(handle, 1) })
    })
    after(() => t?.close())

    /** A member straight in the table (the registration paths have their own suites) and its token. */
    async function member(opts: { status?: number; source_member?: number; nickname?: string; headimg?: string } = {}) {
      const mobile = newMobile()
      const { id } = await t.handle.db.insertInto('member').values({
        website_id: 1, mobile, nickname: opts.nickname ?? `m${mobile.slice(-4)}`, headimg: opts.headimg ?? '', status: opts.status ?? 1,
        source_member: opts.source_member ?? 0, created_at: nowSeconds(),
      }).returning('id').executeTakeFirstOrThrow()
      const token = issueToken({ websiteId: 1, config: t.config } as RequestContext, id)
      return { id, mobile, token }
    }
    const search = (token: string | undefined, mobile: string, lang?: string) =>
      call(t.app, 'POST', '/api/Dianjiamember/searchMemberByMobile', { ...(token ? { token } : {}), mobile, ...(lang ? { lang } : {}) })
    const bind = (token: string | undefined, parent_id: unknown, lang?: string) =>
      call(t.app, 'POST', '/api/Dianjiamember/bindTuijian', { ...(token ? { token } : {}), parent_id, ...(lang ? { lang } : {}) })
    const referrerOf = async (id: number) =>
      (await t.handle.db.selectFrom('member').select('source_member').where('id', '=', id).executeTakeFirstOrThrow()).source_member

    it('finds a member by mobile and shows only headimg, nickname and the masked mobile', async () => {
      const me = await member()
      const parent = await member({ nickname: '推荐人', headimg: 'upload/member/a.png' })
      const found = await search(me.token, parent.mobile)
      assert.equal(found.body.code, 0)
      assert.deepEqual(found.body.data, {
        member_id: parent.id, headimg: 'upload/member/a.png', nickname: '推荐人', mobile: `${parent.mobile.slice(0, 3)}****${parent.mobile.slice(7)}`,
      })
      assert.ok(!JSON.stringify(found.body).includes(parent.mobile))
      // nobody has it, or its member is disabled: null
      assert.deepEqual([(await search(me.token, newMobile())).body.code, (await search(me.token, newMobile())).body.data], [0, null])
      const disabled = await member({ status: -1 })
      assert.equal((await search(me.token, disabled.mobile)).body.data, null)
    })

    it('refuses visitors, bad tokens and bad mobiles', async () => {
      const parent = await member()
      assert.equal((await search(undefined, parent.mobile)).body.code, -10009)
      assert.equal((await search('not-a-token', parent.mobile)).body.code, -10009)
      const me = await member()
      const empty = await search(me.token, '')
      assert.deepEqual([empty.body.code, empty.body.message], [-20201, '请输入手机号'])
      const bad = await search(me.token, '1234', 'en-us')
      assert.deepEqual([bad.body.code, bad.body.message], [-20202, 'Please enter a valid mobile number'])
      assert.equal((await bind(undefined, parent.id)).body.code, -10009)
      assert.equal((await bind(me.token, 'x')).body.code, -10001)
      assert.equal((await bind(me.token, 0)).body.code, -10001)
    })

    it('limits searches per member and hour, so members cannot be enumerated', async () => {
      const me = await member()
      const other = await member()
      const parent = await member()
      await t.kv.set(searchLimitKey(1, me.id), String(SEARCH_LIMIT_PER_HOUR - 1), 3600)
      assert.equal((await search(me.token, parent.mobile)).body.code, 0, 'the last allowed search')
      const limited = await search(me.token, parent.mobile)
      assert.deepEqual([limited.body.code, limited.body.data], [-10029, null])
      assert.equal((await search(other.token, parent.mobile)).body.code, 0, 'another member has their own allowance')
    })

    it('binds once with 绑定成功 / Binding succeeded, and refuses every other case', async () => {
      const parent = await member()
      const me = await member()
      const self = await bind(me.token, me.id)
      assert.deepEqual([self.body.code, self.body.message], [-20502, '不能绑定自己为推荐人'])
      assert.equal((await bind(me.token, 999999)).body.code, -20505)
      const cancelled = await member({ status: -1 })
      assert.deepEqual([(await bind(me.token, cancelled.id, 'en-us')).body.code, (await bind(me.token, cancelled.id, 'en-us')).body.message], [-20505, 'No such referrer'])

      const ok = await bind(me.token, parent.id)
      assert.deepEqual([ok.body.code, ok.body.message, ok.body.data], [0, '绑定成功', null])
      assert.equal(await referrerOf(me.id), parent.id)
      const info = (await call(t.app, 'GET', '/api/member/info', { token: me.token })).body.data
      assert.equal(info.source_member, parent.id)

      const again = await bind(me.token, parent.id)
      assert.deepEqual([again.body.code, again.body.message], [-20503, '您已绑定推荐人，不能重复绑定'])
      const other = await member()
      assert.equal((await bind(me.token, other.id)).body.code, -20503)
      assert.equal(await referrerOf(me.id), parent.id)

      const en = await member()
      assert.deepEqual([(await bind(en.token, parent.id, 'en-us')).body.message], ['Binding succeeded'])
    })

    it('refuses a parent from the caller’s own downline, however deep', async () => {
      // the chain c -> b -> a -> top -> root (each member's referrer to the right); root has none yet
      const root = await member()
      const top = await member({ source_member: root.id })
      const a = await member({ source_member: top.id })
      const b = await member({ source_member: a.id })
      const c = await member({ source_member: b.id })
      const loop = await bind(root.token, c.id)
      assert.deepEqual([loop.body.code, loop.body.message], [-20504, '该会员是您的下级，不能绑定为推荐人'])
      assert.equal((await bind(root.token, a.id)).body.code, -20504)
      assert.equal(await referrerOf(root.id), 0)
      // a member outside the chain is fine
      const outsider = await member()
      assert.equal((await bind(root.token, outsider.id)).body.code, 0)
    })

    it('lets exactly one of two simultaneous binds through, and never closes a loop under a race', async () => {
      for (let round = 0; round < 3; round++) {
        const me = await member()
        const p1 = await member()
        const p2 = await member()
        const results = await Promise.all([bind(me.token, p1.id), bind(me.token, p2.id)])
        assert.deepEqual(results.map((r) => r.body.code).sort(), [-20503, 0])
        const winner = results[0].body.code === 0 ? p1.id : p2.id
        assert.equal(await referrerOf(me.id), winner)
      }
      // the guard itself, whatever order the requests' checks ran in: the second write changes nothing
      const me = await member()
      const [p1, p2] = [await member(), await member()]
      const writes = await Promise.all([setReferrerIfNone(t.handle.db, 1, me.id, p1.id), setReferrerIfNone(t.handle.db, 1, me.id, p2.id)])
      assert.deepEqual([...writes].sort(), [false, true])
      assert.equal(await referrerOf(me.id), writes[0] ? p1.id : p2.id)
      for (let round = 0; round < 3; round++) {
        const x = await member()
        const y = await member()
        const results = await Promise.all([bind(x.token, y.id), bind(y.token, x.id)])
        assert.ok(results.every((r) => r.body.code === 0 || r.body.code === -20504), JSON.stringify(results.map((r) => r.body)))
        const [rx, ry] = [await referrerOf(x.id), await referrerOf(y.id)]
        assert.ok(!(rx === y.id && ry === x.id), 'x and y must not be each other’s referrer')
        assert.equal(results.filter((r) => r.body.code === 0).length, [rx, ry].filter((v) => v !== 0).length)
      }
    })

    it('ten pairs of members binding each other at the same moment: exactly one of each pair is bound', async () => {
      const pairs = await Promise.all(Array.from({ length: 10 }, async () => [await member(), await member()] as const))
      const answers = await Promise.all(pairs.flatMap(([x, y]) => [bind(x.token, y.id), bind(y.token, x.id)]))
      for (const [i, [x, y]] of pairs.entries()) {
        const codes = [answers[2 * i].body.code, answers[2 * i + 1].body.code]
        assert.deepEqual([...codes].sort(), [-20504, 0], `pair ${i}: ${JSON.stringify(codes)}`)
        const [rx, ry] = [await referrerOf(x.id), await referrerOf(y.id)]
        assert.deepEqual([rx, ry], codes[0] === 0 ? [y.id, 0] : [0, x.id], `pair ${i}: exactly the winner is bound`)
      }
      // and a loop of three closed by three simultaneous binds: never all three
      for (let round = 0; round < 3; round++) {
        const [a, b, c] = [await member(), await member(), await member()]
        const trio = await Promise.all([bind(a.token, b.id), bind(b.token, c.id), bind(c.token, a.id)])
        assert.deepEqual(trio.map((r) => r.body.code).filter((code) => code !== 0), [-20504], JSON.stringify(trio.map((r) => r.body)))
      }
    })
  })
}
