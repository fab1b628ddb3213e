import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { createWebsite, forgetRegistrations, registerByPassword, setAddons, solveCaptcha } from './member.testkit.js'
import { statusHistory, StaleTransitionError } from '../../db/state-machine.js'
import { CANCEL_MACHINE, insertRequest, moveRequest, tableExists } from './member.cancel.repository.js'
import { CANCEL_CONFIG_KEY } from './member.cancel.service.js'
import type { CancelStatus } from './member.cancel.table.js'

describe('member_cancel transition table', () => {
  const all: CancelStatus[] = ['applied', 'approved', 'refused', 'withdrawn']
  it('moves an applied request to approved, refused or withdrawn and nothing else ever', () => {
    const allowed = all.flatMap((from) => all.filter((to) => CANCEL_MACHINE.canMove(from, to)).map((to) => `${from}->${to}`))
    assert.deepEqual(allowed, ['applied->approved', 'applied->refused', 'applied->withdrawn'])
    assert.deepEqual([...CANCEL_MACHINE.states].sort(), [...all].sort())
    assert.throws(() => CANCEL_MACHINE.assertMove('approved', 'applied'), /approved -> applied/)
    assert.throws(() => CANCEL_MACHINE.assertMove('refused', 'approved'))
    assert.throws(() => CANCEL_MACHINE.assertMove('applied', 'applied'))
    assert.doesNotThrow(() => CANCEL_MACHINE.assertMove('applied', 'withdrawn'))
  })
})

const ADMIN_TOKEN = 'admin-secret-for-tests'

for (const target of dbTargets()) {
  describe(`account cancellation [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp

    before(async () => {
      t = await createTestApp(target, { prepare: (handle) => createWebsite(handle, 1), config: { adminToken: ADMIN_TOKEN } })
    })
    after(() => t?.close())
    beforeEach(async () => {
      await forgetRegistrations(t)
      t.config.adminToken = ADMIN_TOKEN
      await setAddons(t, { membercancel: 1 })
      await setWebsiteConfig(t.handle.db, 1, CANCEL_CONFIG_KEY, { is_enable: 1, is_audit: 1, agreement: { 'zh-cn': '注销协议', 'en-us': 'Cancellation agreement' } })
      await setWebsiteConfig(t.handle.db, 1, 'register_config', {})
    })

    const post = (path: string, payload: Record<string, unknown> = {}) => call(t.app, 'POST', `/membercancel/api/membercancel/${path}`, payload)
    const audit = async (payload: Record<string, unknown>, token: string | null = ADMIN_TOKEN, lang?: string) => {
      const res = await t.app.inject({
        method: 'POST', url: '/admin/api/membercancel/audit', payload,
        headers: { ...(token !== null ? { 'x-admin-token': token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
      })
      return { status: res.statusCode, body: res.json() }
    }
    const memberRow = (id: number) => t.handle.db.selectFrom('member').select(['status', 'mobile', 'tokens_valid_after']).where('id', '=', id).executeTakeFirstOrThrow()

    it('answers the settings in the caller’s language; off without the add-on or the switch', async () => {
      assert.deepEqual((await call(t.app, 'GET', '/membercancel/api/membercancel/config')).body.data, { is_enable: 1, is_audit: 1, agreement: '注销协议' })
      assert.deepEqual((await post('config', { lang: 'en-us' })).body.data, { is_enable: 1, is_audit: 1, agreement: 'Cancellation agreement' })
      await setAddons(t, { membercancel: 0 })
      assert.equal((await post('config')).body.data.is_enable, 0)
      await setAddons(t, { membercancel: 1 })
      await setWebsiteConfig(t.handle.db, 1, CANCEL_CONFIG_KEY, null)
      assert.deepEqual((await post('config')).body.data, { is_enable: 0, is_audit: 1, agreement: '' })
      const m = await registerByPassword(t)
      const off = await post('apply', { token: m.token })
      assert.deepEqual([off.body.code, off.body.message], [-20511, '账号注销功能未开启'])
    })

    it('refuses visitors on every member route', async () => {
      for (const path of ['info', 'apply', 'withdraw']) assert.equal((await post(path)).body.code, -10009, path)
      assert.equal((await call(t.app, 'GET', '/membercancel/api/membercancel/info', { token: 'forged.token' })).body.code, -10009)
    })

    it('applies once, shows the state only to its member, withdraws, applies again', async () => {
      const m = await registerByPassword(t)
      const other = await registerByPassword(t)
      assert.deepEqual((await post('info', { token: m.token })).body.data, { status: 'none', apply_time: 0, audit_time: 0, reason: '', refuse_reason: '' })
      const applied = await post('apply', { token: m.token, reason: '不再使用' })
      assert.deepEqual([applied.body.code, applied.body.data], [0, { status: 'applied' }])
      const info = (await call(t.app, 'GET', '/membercancel/api/membercancel/info', { token: m.token })).body.data
      assert.equal(info.status, 'applied')
      assert.equal(info.reason, '不再使用')
      assert.ok(Math.abs(info.apply_time - nowSeconds()) <= 2)
      assert.equal((await post('info', { token: other.token })).body.data.status, 'none')
      const twice = await post('apply', { token: m.token, lang: 'en-us' })
      assert.deepEqual([twice.body.code, twice.body.message], [-20512, 'Your cancellation request is already waiting for review'])
      assert.equal((await post('withdraw', { token: other.token })).body.code, -20513, 'another member cannot withdraw it')
      assert.equal((await post('info', { token: m.token })).body.data.status, 'applied')

      assert.deepEqual((await post('withdraw', { token: m.token })).body.data, { status: 'none' })
      assert.equal((await post('info', { token: m.token })).body.data.status, 'none')
      assert.equal((await post('withdraw', { token: m.token })).body.code, -20513)
      assert.equal((await post('apply', { token: m.token, reason: 'x'.repeat(201) })).body.code, -10001)
      assert.equal((await post('apply', { token: m.token })).body.data.status, 'applied')
      assert.equal((await memberRow(m.memberId)).status, 1, 'applying alone changes nothing on the account')
    })

    it('keeps one open request when two applications race', async () => {
      const m = await registerByPassword(t)
      const results = await Promise.all([post('apply', { token: m.token }), post('apply', { token: m.token })])
      assert.deepEqual(results.map((r) => r.body.code).sort(), [-20512, 0])
      const open = await t.handle.db.selectFrom('member_cancel').select('id').where('member_id', '=', m.memberId).where('status', '=', 'applied').execute()
      assert.equal(open.length, 1)
    })

    it('guards the admin route: no token configured, a missing or wrong token → 403 / -10003', async () => {
      const m = await registerByPassword(t)
      await post('apply', { token: m.token })
      const missing = await audit({ member_id: m.memberId, action: 'agree' }, null)
      assert.deepEqual([missing.status, missing.body.code, missing.body.message], [403, -10003, '无权访问'])
      const wrong = await audit({ member_id: m.memberId, action: 'agree' }, `${ADMIN_TOKEN}x`, 'en-US')
      assert.deepEqual([wrong.status, wrong.body.code, wrong.body.message], [403, -10003, 'Access denied'])
      assert.equal((await audit({ member_id: m.memberId, action: 'agree' }, '')).status, 403)
      t.config.adminToken = undefined
      assert.deepEqual([(await audit({ member_id: m.memberId, action: 'agree' })).status, (await audit({ member_id: m.memberId, action: 'agree' }, '')).body.code], [403, -10003])
      t.config.adminToken = ADMIN_TOKEN
      assert.equal((await post('info', { token: m.token })).body.data.status, 'applied', 'nothing was decided')
      assert.equal((await audit({ member_id: m.memberId, action: 'maybe' })).body.code, -10001)
      assert.equal((await audit({ member_id: 999999, action: 'agree' })).body.code, -20513)
    })

    it('refuses with a reason; the member sees it and may apply again', async () => {
      const m = await registerByPassword(t)
      await post('apply', { token: m.token })
      const refused = await audit({ member_id: m.memberId, action: 'refuse', refuse_reason: '存在未完成订单' })
      assert.deepEqual([refused.status, refused.body.code, refused.body.data], [200, 0, { status: 'refused' }])
      const info = (await post('info', { token: m.token })).body.data
      assert.equal(info.status, 'refused')
      assert.equal(info.refuse_reason, '存在未完成订单')
      assert.ok(info.audit_time >= info.apply_time)
      assert.equal((await audit({ member_id: m.memberId, action: 'agree' })).body.code, -20513, 'a refused request is final')
      assert.equal((await memberRow(m.memberId)).status, 1)
      assert.equal((await post('apply', { token: m.token })).body.data.status, 'applied')
    })

    it('approval closes the account: disabled, mobile free for a new registration, tokens and bindings gone', async () => {
      const m = await registerByPassword(t)
      if (!(await tableExists(t.handle.db, t.handle.dialect, 'member_auth'))) {
        // the third-party module's table, when its migration is not in this tree yet
        await t.handle.db.schema.createTable('member_auth').addColumn('member_id', 'integer').addColumn('website_id', 'integer')
          .addColumn('app_type', 'varchar(16)').addColumn('openid', 'varchar(128)').addColumn('unionid', 'varchar(128)').addColumn('created_at', 'bigint').execute()
      }
      const other = await registerByPassword(t)
      const auth = (memberId: number, openid: string) => ({ member_id: memberId, website_id: 1, app_type: 'wechat', openid, unionid: '', created_at: nowSeconds() })
      await t.handle.db.insertInto('member_auth' as any).values([auth(m.memberId, `o-${m.memberId}`), auth(other.memberId, `o-${other.memberId}`)]).execute()

      await post('apply', { token: m.token })
      const agreed = await audit({ member_id: m.memberId, action: 'agree' })
      assert.deepEqual([agreed.body.code, agreed.body.data], [0, { status: 'approved' }])
      const row = await memberRow(m.memberId)
      assert.equal(row.status, -1)
      assert.equal(row.mobile, null)
      assert.ok(Number(row.tokens_valid_after) > nowSeconds() - 5)
      const bindings = await t.handle.db.selectFrom('member_auth' as any).select('member_id' as any).execute() as Array<{ member_id: number }>
      assert.deepEqual(bindings.map((b) => b.member_id), [other.memberId], 'only the cancelled member’s bindings are gone')

      // the old session and every route behind it are refused
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.code, -10009)
      assert.equal((await post('info', { token: m.token })).body.code, -10009)
      // the old credentials open nothing: the account no longer answers to that mobile
      const login = await call(t.app, 'POST', '/api/login/login', { username: m.mobile, password: m.password, ...(await solveCaptcha(t)) })
      assert.equal(login.body.code, -20215)
      // the mobile registers anew, as a different member with a fresh reward state
      const again = await call(t.app, 'POST', '/api/register/register', { username: m.mobile, password: 'another-1', ...(await solveCaptcha(t)) })
      assert.equal(again.body.code, 0)
      const fresh = (await call(t.app, 'GET', '/api/member/info', { token: again.body.data.token })).body.data
      assert.notEqual(fresh.member_id, m.memberId)
      assert.equal(fresh.mobile, m.mobile)
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: other.token })).body.code, 0, 'other members are untouched')
    })

    it('lets one of two simultaneous decisions win', async () => {
      for (let round = 0; round < 3; round++) {
        const m = await registerByPassword(t)
        await post('apply', { token: m.token })
        const results = await Promise.all([
          audit({ member_id: m.memberId, action: 'agree' }),
          audit({ member_id: m.memberId, action: 'refuse', refuse_reason: 'no' }),
        ])
        const winners = results.filter((r) => r.body.code === 0)
        assert.equal(winners.length, 1, JSON.stringify(results.map((r) => r.body)))
        const loser = results.find((r) => r.body.code !== 0)!
        assert.ok([-20513, -20514].includes(loser.body.code), String(loser.body.code))
        const rows = await t.handle.db.selectFrom('member_cancel').select('status').where('member_id', '=', m.memberId).execute()
        assert.deepEqual(rows.map((r) => r.status), [winners[0].body.data.status])
        assert.equal((await memberRow(m.memberId)).status, winners[0].body.data.status === 'approved' ? -1 : 1)
      }
      // the guarded UPDATE itself, whatever order the requests' reads ran in: the loser throws
      const m = await registerByPassword(t)
      const id = (await insertRequest(t.handle.db, { website_id: 1, member_id: m.memberId, reason: '', apply_time: nowSeconds() }))!
      const moves = await Promise.allSettled([
        moveRequest(t.handle.db, { id, from: 'applied', to: 'refused', actor: 'admin', reason: 'r' }, { audit_time: nowSeconds() }),
        moveRequest(t.handle.db, { id, from: 'applied', to: 'withdrawn', actor: `member:${m.memberId}` }, { audit_time: nowSeconds() }),
      ])
      assert.deepEqual(moves.map((r) => r.status).sort(), ['fulfilled', 'rejected'])
      const lost = moves.find((r) => r.status === 'rejected') as PromiseRejectedResult
      assert.ok(lost.reason instanceof StaleTransitionError, String(lost.reason))
      const row = await t.handle.db.selectFrom('member_cancel').select('status').where('id', '=', id).executeTakeFirstOrThrow()
      assert.equal(row.status, moves[0].status === 'fulfilled' ? 'refused' : 'withdrawn')
      const history = await statusHistory(t.handle.db, 'member_cancel', id)
      assert.deepEqual(history.map((h) => [h.from_status, h.to_status]), [['applied', row.status]], 'only the winner wrote history')
    })

    it('writes one history row per move: who, from, to, when, why', async () => {
      const m = await registerByPassword(t)
      await post('apply', { token: m.token, reason: 'first' })
      await post('withdraw', { token: m.token })
      await post('apply', { token: m.token })
      await audit({ member_id: m.memberId, action: 'refuse', refuse_reason: '存在未完成订单' })
      await post('apply', { token: m.token })
      await audit({ member_id: m.memberId, action: 'agree' })
      const requests = await t.handle.db.selectFrom('member_cancel').select(['id', 'status']).where('member_id', '=', m.memberId).orderBy('id').execute()
      assert.deepEqual(requests.map((r) => r.status), ['withdrawn', 'refused', 'approved'])
      const rows = await t.handle.db.selectFrom('status_history').selectAll()
        .where('aggregate', '=', 'member_cancel').where('aggregate_id', 'in', requests.map((r) => r.id)).orderBy('id').execute()
      assert.deepEqual(rows.map((h) => [h.aggregate_id, h.from_status, h.to_status, h.actor, h.reason]), [
        [requests[0].id, 'applied', 'withdrawn', `member:${m.memberId}`, ''],
        [requests[1].id, 'applied', 'refused', 'admin', '存在未完成订单'],
        [requests[2].id, 'applied', 'approved', 'admin', ''],
      ])
      for (const h of rows) assert.ok(Math.abs(Number(h.created_at) - nowSeconds()) <= 5)
    })

    it('approves at once when no review is configured', async () => {
      await setWebsiteConfig(t.handle.db, 1, CANCEL_CONFIG_KEY, { is_enable: 1, is_audit: 0, agreement: '' })
      const m = await registerByPassword(t)
      const res = await post('apply', { token: m.token })
      assert.deepEqual([res.body.code, res.body.data], [0, { status: 'approved' }])
      assert.equal((await memberRow(m.memberId)).status, -1)
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.code, -10009)
      const request = await t.handle.db.selectFrom('member_cancel').select('id').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()
      const history = await statusHistory(t.handle.db, 'member_cancel', request.id)
      assert.deepEqual(history.map((h) => [h.from_status, h.to_status, h.actor]), [['applied', 'approved', 'system']])
    })
  })
}
