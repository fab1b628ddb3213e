import { verifyPayPin } from './member.paypin.js'
import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { captchaKey } from '../captcha/captcha.service.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { signToken, verifyToken } from '../auth/auth.token.js'
import { smsKeys } from '../sms/sms.service.js'
import { hashPassword, verifyPassword } from './member.password.js'
import { LOCKOUT, lockoutKeys } from '../auth/password.lockout.js'
import { addressFailuresNow, forgetAddressFailures } from '../auth/login.guard.testkit.js'
import { birthdaySeconds, TOKEN_TTL_SECONDS } from './member.service.js'

const SECRET = 'test-secret'
const DAY = 86400

for (const target of dbTargets()) {
  describe(`member profile, password recovery and tokens [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let seq = 0
    // a fresh mobile per member keeps the per-mobile SMS limits apart
    const newMobile = () => `137${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`

    before(async () => {
      t = await createTestApp(target, {
        prepare: async (handle) => {
          for (const id of [1, 2]) {
            await handle.db.insertInto('website').values({ id, title: `Mall ${id}`, logo: '', status: 1, created_at: nowSeconds() } as any).execute()
          }
        },
      })
    })
    after(() => t?.close())
    beforeEach(async () => {
      await t.kv.del(smsKeys.ip('127.0.0.1'))
      await forgetAddressFailures(t.kv)
    })

    const tokenFor = (mid: number, iat = nowSeconds(), wid = 1) => signToken({ mid, wid, iat, exp: iat + TOKEN_TTL_SECONDS }, SECRET)

    /** A member row as registration leaves it, with a token issued now. */
    async function member(opts: { password?: string; mobile?: string | null; nickname?: string; source?: number } = {}) {
      const mobile = opts.mobile === undefined ? newMobile() : opts.mobile
      const { id } = await t.handle.db.insertInto('member').values({
        website_id: 1, mobile, nickname: opts.nickname ?? 'nick', headimg: '', status: 1, created_at: nowSeconds(),
        password_hash: opts.password ? await hashPassword(opts.password) : '', source_member: opts.source ?? 0,
      }).returning('id').executeTakeFirstOrThrow()
      return { id, mobile: mobile as string, token: tokenFor(id) }
    }

    const row = (id: number) => t.handle.db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

    async function captcha() {
      const { body } = await call(t.app, 'POST', '/api/captcha/captcha')
      const stored = await t.kv.get(captchaKey(1, body.data.id))
      return { captcha_id: body.data.id as string, captcha_code: stored!.split(':')[0] }
    }

    /** The newest code the development provider "sent" to `mobile`, read through the dev route. */
    async function outboxCode(mobile: string, purpose: string) {
      const { body } = await call(t.app, 'GET', '/api/dev/sms/outbox', { mobile })
      assert.equal(body.code, 0)
      const entry = body.data.find((e: { purpose: string }) => e.purpose === purpose)
      assert.ok(entry, `a ${purpose} code to ${mobile}`)
      return entry.code as string
    }
    const wrong = (code: string) => (code === '0000' ? '1111' : '0000')

    describe('member info and tokens', () => {
      it('answers the own profile with the referrer, masked; visitors and bad tokens are refused', async () => {
        const ref = await member({ nickname: '推荐人' })
        const m = await member({ source: ref.id })
        const info = await call(t.app, 'GET', '/api/member/info', { token: m.token })
        assert.equal(info.body.code, 0)
        assert.equal(info.body.data.member_id, m.id)
        assert.equal(info.body.data.mobile, m.mobile)
        assert.equal(info.body.data.source_member, ref.id)
        assert.deepEqual(info.body.data.source_member_info, {
          member_id: ref.id, nickname: '推荐人', headimg: '', mobile: `${ref.mobile.slice(0, 3)}****${ref.mobile.slice(7)}`,
        })
        for (const key of ['nickname', 'headimg', 'realname', 'sex', 'birthday', 'point', 'balance', 'balance_money', 'growth', 'member_level', 'is_set_password', 'is_set_pay_password', 'reg_time', 'last_login_time', 'status']) {
          assert.ok(key in info.body.data, key)
        }
        assert.equal((await call(t.app, 'POST', '/api/member/info', { token: ref.token })).body.data.source_member_info, null)

        assert.equal((await call(t.app, 'GET', '/api/member/info')).body.code, -10009)
        const [body, sig] = m.token.split('.')
        const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), mid: ref.id })).toString('base64url')
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: `${forged}.${sig}` })).body.code, -10009)
        const expired = signToken({ mid: m.id, wid: 1, iat: nowSeconds() - 8 * DAY, exp: nowSeconds() - DAY }, SECRET)
        const exp = await call(t.app, 'GET', '/api/member/info', { token: expired, lang: 'en-us' })
        assert.deepEqual([exp.body.code, exp.body.message], [-10010, 'Your session has expired, please log in again'])
        // a token of another website is not a member here
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: tokenFor(m.id, nowSeconds(), 2), website_id: 1 })).body.code, -10009)
      })

      it('hands out refreshtoken only past half the life, only on success, never on logout', async () => {
        const m = await member()
        const fresh = await call(t.app, 'GET', '/api/member/info', { token: m.token })
        assert.equal(fresh.body.code, 0)
        assert.ok(!('refreshtoken' in fresh.body))

        const early = tokenFor(m.id, nowSeconds() - 3 * DAY)
        assert.ok(!('refreshtoken' in (await call(t.app, 'GET', '/api/member/info', { token: early })).body), '4 of 7 days left')

        const old = tokenFor(m.id, nowSeconds() - 4 * DAY)
        const res = await call(t.app, 'GET', '/api/member/info', { token: old })
        assert.equal(res.body.code, 0)
        const renewed = res.body as unknown as { refreshtoken: string }
        assert.equal(typeof renewed.refreshtoken, 'string')
        const check = verifyToken(renewed.refreshtoken, SECRET, nowSeconds())
        assert.ok(check.ok)
        assert.equal(check.payload.mid, m.id)
        assert.ok(check.payload.exp - nowSeconds() > TOKEN_TTL_SECONDS - 5)
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: renewed.refreshtoken })).body.data.member_id, m.id)
        // other modules' answers carry it too; a refused call does not
        assert.equal(typeof ((await call(t.app, 'GET', '/api/cart/count', { token: old })).body as any).refreshtoken, 'string')
        const failed = await call(t.app, 'POST', '/api/member/modifynickname', { token: old, nickname: '' })
        assert.equal(failed.body.code, -20401)
        assert.ok(!('refreshtoken' in failed.body))

        const out = await call(t.app, 'POST', '/api/login/logout', { token: old })
        assert.equal(out.body.code, 0)
        assert.ok(!('refreshtoken' in out.body))
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: old })).body.code, -10009)
      })

      it('refuses every member call to visitors (-10009) and expired tokens (-10010)', async () => {
        const m = await member()
        const expired = signToken({ mid: m.id, wid: 1, iat: nowSeconds() - 8 * DAY, exp: nowSeconds() - 1 }, SECRET)
        const valid = {
          modifyheadimg: { headimg: '' }, modifynickname: { nickname: 'x' }, modifyrealname: { realname: 'x' }, modifysex: { sex: 1 },
          modifybirthday: { birthday: '1990-01-01' }, modifypassword: { new_pass: 'secret-9' }, paypwdcode: {},
          modifypaypassword: { key: 'k', code: '1234', password: '123456' }, bindmobilecode: { mobile: newMobile() },
          modifymobile: { mobile: newMobile(), key: 'k', code: '1234' },
        }
        for (const [path, body] of Object.entries(valid)) {
          assert.equal((await call(t.app, 'POST', `/api/member/${path}`, body)).body.code, -10009, path)
          assert.equal((await call(t.app, 'POST', `/api/member/${path}`, { ...body, token: expired })).body.code, -10010, path)
        }
        assert.deepEqual(await row(m.id).then((r) => [r.nickname, r.password_hash, r.pay_password_hash]), ['nick', '', ''])
      })

      it('refuses tokens issued before tokens_valid_after and tokens of a disabled member', async () => {
        const m = await member()
        await t.handle.db.updateTable('member').set({ tokens_valid_after: nowSeconds() + 1 }).where('id', '=', m.id).execute()
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.code, -10009)
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: tokenFor(m.id, nowSeconds() + 1) })).body.code, 0)
        const d = await member()
        await t.handle.db.updateTable('member').set({ status: -1 }).where('id', '=', d.id).execute()
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: d.token })).body.code, -10009)
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: tokenFor(987654) })).body.code, -10009)
      })
    })

    describe('profile fields', () => {
      it('nickname: every message in both languages, update success, only the own row changes', async () => {
        const a = await member({ nickname: '旧昵称' })
        const b = await member({ nickname: 'other' })
        const empty = await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, nickname: '   ' })
        assert.deepEqual([empty.body.code, empty.body.message], [-20401, '昵称不能为空'])
        const missing = await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, lang: 'en-us' })
        assert.deepEqual([missing.body.code, missing.body.message], [-20401, 'Nickname cannot be empty'])
        const same = await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, nickname: '旧昵称' })
        assert.deepEqual([same.body.code, same.body.message], [-20402, '新昵称与原昵称一致，无需修改'])
        const sameEn = await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, nickname: '旧昵称', lang: 'en-us' })
        assert.equal(sameEn.body.message, 'The new nickname is the same as the old one, no change needed')
        assert.equal((await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, nickname: '长'.repeat(31) })).body.code, -20416)
        assert.equal((await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, nickname: 'x'.repeat(201) })).body.code, -10001)

        const okRes = await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, nickname: ' 新昵称 ' })
        assert.deepEqual([okRes.body.code, okRes.body.message, okRes.body.data], [0, '修改成功', null])
        const en = await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, nickname: '长'.repeat(30), lang: 'en-us' })
        assert.deepEqual([en.body.code, en.body.message], [0, 'Update success'])
        assert.equal((await row(a.id)).nickname, '长'.repeat(30))
        assert.equal((await row(b.id)).nickname, 'other')
        // the body cannot point at another member
        await call(t.app, 'POST', '/api/member/modifynickname', { token: a.token, nickname: 'hijack', member_id: b.id })
        assert.equal((await row(b.id)).nickname, 'other')
        assert.equal((await call(t.app, 'POST', '/api/member/modifynickname', { nickname: 'visitor' })).body.code, -10009)
      })

      it('real name, sex and birthday with their rules', async () => {
        const m = await member()
        assert.equal((await call(t.app, 'POST', '/api/member/modifyrealname', { token: m.token, realname: ' 张三 ' })).body.code, 0)
        assert.equal((await call(t.app, 'POST', '/api/member/modifyrealname', { token: m.token, realname: '名'.repeat(31) })).body.code, -20417)
        assert.equal((await call(t.app, 'POST', '/api/member/modifyrealname', { token: m.token })).body.code, -10001)
        for (const sex of [3, -1, 'male']) {
          assert.equal((await call(t.app, 'POST', '/api/member/modifysex', { token: m.token, sex })).body.code, -10001, String(sex))
        }
        assert.equal((await call(t.app, 'POST', '/api/member/modifysex', { token: m.token, sex: 2 })).body.code, 0)

        for (const birthday of ['1990-1-2', '2023-02-30', '1899-12-31', 'tomorrow']) {
          assert.equal((await call(t.app, 'POST', '/api/member/modifybirthday', { token: m.token, birthday })).body.code, -10001, birthday)
        }
        const future = new Date(Date.now() + 3 * DAY * 1000).toISOString().slice(0, 10)
        const fut = await call(t.app, 'POST', '/api/member/modifybirthday', { token: m.token, birthday: future })
        assert.deepEqual([fut.body.code, fut.body.message], [-20415, '生日不能晚于今天'])
        assert.equal((await call(t.app, 'POST', '/api/member/modifybirthday', { token: m.token, birthday: '1990-06-15' })).body.code, 0)

        const info = (await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.data
        assert.equal(info.realname, '张三')
        assert.equal(info.sex, 2)
        // midnight of that day in China time
        assert.equal(info.birthday, Date.UTC(1990, 5, 15) / 1000 - 8 * 3600)
        assert.equal(new Date((info.birthday + 8 * 3600) * 1000).toISOString().slice(0, 10), '1990-06-15')
        assert.equal(birthdaySeconds('2024-02-29'), Date.UTC(2024, 1, 29) / 1000 - 8 * 3600)
        assert.equal(birthdaySeconds('2023-02-29'), null)
        // each route declares only its own field (an undeclared one is -10001 before anything else)
        for (const [path, body] of [['modifyrealname', { realname: 'x' }], ['modifysex', { sex: 1 }], ['modifybirthday', { birthday: '1990-01-01' }]] as const) {
          assert.equal((await call(t.app, 'POST', `/api/member/${path}`, body)).body.code, -10009, path)
        }
      })
    })

    describe('login password', () => {
      it('checks every message, ends the other sessions and keeps the caller logged in', async () => {
        const m = await member({ password: 'old-secret' })
        const other = tokenFor(m.id, nowSeconds() - 10)
        const change = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/member/modifypassword', { token: m.token, ...body })
        const expect = async (body: Record<string, unknown>, code: number, message: string) => {
          const res = await change(body)
          assert.deepEqual([res.body.code, res.body.message], [code, message], JSON.stringify(body))
        }
        await expect({ new_pass: 'new-secret' }, -20405, '请输入原密码')
        await expect({ old_pass: 'old-secret' }, -20406, '请输入新密码')
        await expect({ old_pass: 'old-secret', new_pass: '12345' }, -20214, '密码长度不能小于6位')
        await expect({ old_pass: 'old-secret', new_pass: 'new-secret', re_pass: 'new-secreT' }, -20407, '两次密码不一致')
        await expect({ old_pass: 'old-secret', new_pass: 'old-secret' }, -20408, '新密码不能与原密码相同')
        await expect({ old_pass: 'wrong-one', new_pass: 'new-secret' }, -20409, '原密码错误')
        await expect({ old_pass: 'wrong-one', new_pass: 'new-secret', lang: 'en-us' }, -20409, 'The old password is wrong')
        await expect({ new_pass: 'new-secret', lang: 'en-us' }, -20405, 'Please enter the old password')
        await expect({ old_pass: 'old-secret', lang: 'en-us' }, -20406, 'Please enter the new password')
        await expect({ old_pass: 'old-secret', new_pass: 'new-secret', re_pass: 'x', lang: 'en-us' }, -20407, 'The two passwords do not match')
        await expect({ old_pass: 'old-secret', new_pass: 'old-secret', lang: 'en-us' }, -20408, 'The new password cannot be the same as the old one')
        assert.equal((await call(t.app, 'POST', '/api/member/modifypassword', { old_pass: 'old-secret', new_pass: 'new-secret' })).body.code, -10009)

        // issued (very likely) in the very second of the change: refused all the same
        const sameSecond = tokenFor(m.id)
        const res = await change({ old_pass: 'old-secret', new_pass: 'new-secret', re_pass: 'new-secret' })
        assert.deepEqual([res.body.code, res.body.message], [0, '修改成功'])
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: sameSecond })).body.code, -10009)
        const fresh = (res.body as any).refreshtoken as string
        assert.equal(typeof fresh, 'string')
        assert.ok(await verifyPassword('new-secret', (await row(m.id)).password_hash))
        // the caller goes on with the fresh token; every token issued before the change is refused
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: fresh })).body.code, 0)
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.code, -10009)
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: other })).body.code, -10009)
        // a login in the same second still works, with the new password only
        await setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 0 })
        try {
          assert.equal((await call(t.app, 'POST', '/api/login/login', { username: m.mobile, password: 'old-secret' })).body.code, -20215)
          const login = await call(t.app, 'POST', '/api/login/login', { username: m.mobile, password: 'new-secret' })
          assert.equal(login.body.code, 0)
          assert.equal((await call(t.app, 'GET', '/api/member/info', { token: login.body.data.token })).body.code, 0)
        } finally {
          await setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 1 })
        }
      })

      it('sets a first password without the old one; limits wrong old passwords', async () => {
        const m = await member()
        const res = await call(t.app, 'POST', '/api/member/modifypassword', { token: m.token, new_pass: 'first-pass' })
        assert.equal(res.body.code, 0)
        const token = (res.body as any).refreshtoken as string
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token })).body.data.is_set_password, 1)

        for (let i = 0; i < LOCKOUT.threshold; i++) {
          assert.equal((await call(t.app, 'POST', '/api/member/modifypassword', { token, old_pass: `nope-${i}`, new_pass: 'second-pass' })).body.code, -20409)
        }
        // counted on the member alone: the address has no record of them
        assert.equal(await addressFailuresNow(t.kv), 0)
        // from now on even the right old password waits: locked a minute, in the caller's language
        const locked = await call(t.app, 'POST', '/api/member/modifypassword', { token, old_pass: 'first-pass', new_pass: 'second-pass' })
        assert.deepEqual([locked.body.code, locked.body.message], [-20219, '密码错误次数过多，请1分钟后再试'])
        const en = await call(t.app, 'POST', '/api/member/modifypassword', { token, old_pass: 'first-pass', new_pass: 'second-pass', lang: 'en-us' })
        assert.deepEqual([en.body.code, en.body.message], [-20219, 'Too many wrong passwords, please try again in 1 minutes'])
        assert.ok(await verifyPassword('first-pass', (await row(m.id)).password_hash))
        // the lock over, the right old password goes through and clears the record
        await t.kv.del(lockoutKeys.lock(`1:password:${m.id}`))
        const ok = await call(t.app, 'POST', '/api/member/modifypassword', { token, old_pass: 'first-pass', new_pass: 'second-pass' })
        assert.equal(ok.body.code, 0)
        assert.equal(await t.kv.get(lockoutKeys.level(`1:password:${m.id}`)), null)
      })
    })

    describe('pay password', () => {
      it('sends a code to the own mobile (captcha on) and sets a 6-digit pay password with it', async () => {
        const m = await member()
        assert.equal((await call(t.app, 'POST', '/api/member/paypwdcode', {})).body.code, -10009)
        assert.equal((await call(t.app, 'POST', '/api/member/paypwdcode', { token: m.token })).body.code, -20203)
        const sent = await call(t.app, 'POST', '/api/member/paypwdcode', { token: m.token, ...(await captcha()) })
        assert.equal(sent.body.code, 0)
        assert.deepEqual(Object.keys(sent.body.data), ['key'])
        const code = await outboxCode(m.mobile, 'paypwd')

        const set = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/member/modifypaypassword', { token: m.token, key: sent.body.data.key, ...body })
        for (const password of ['12345', '1234567', 'abcdef', '']) {
          assert.equal((await set({ code, password })).body.code, -20410, password)
        }
        assert.equal((await set({ code, password: '123456', re_pass: '654321' })).body.code, -20407)
        const bad = await set({ code: wrong(code), password: '123456' })
        assert.deepEqual([bad.body.code, bad.body.message], [-20206, '验证码错误'])
        const badEn = await set({ code: wrong(code), password: '123456', lang: 'en-us' })
        assert.equal(badEn.body.message, 'Verification code error')
        // another member cannot use this member's code
        const other = await member()
        assert.equal((await call(t.app, 'POST', '/api/member/modifypaypassword', { token: other.token, key: sent.body.data.key, code, password: '123456' })).body.code, -20206)

        const done = await set({ code, password: '123456' })
        assert.deepEqual([done.body.code, done.body.message], [0, '修改成功'])
        const stored = (await row(m.id)).pay_password_hash
        assert.ok(!stored.includes('123456'))
        assert.ok(stored.startsWith('pin1$'), 'a PIN is a keyed MAC, not a slow hash')
        assert.equal(await verifyPayPin(t.config.tokenSecret, '123456', stored), 'ok')
        assert.equal(await verifyPayPin(t.config.tokenSecret, '123457', stored), 'wrong')
        assert.equal(await verifyPayPin('another secret', '123456', stored), 'wrong', 'the database alone does not verify a PIN')
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.data.is_set_pay_password, 1)
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: other.token })).body.data.is_set_pay_password, 0)
        // the code is spent
        assert.equal((await set({ code, password: '654321' })).body.code, -20207)

        const noMobile = await member({ mobile: null })
        const none = await call(t.app, 'POST', '/api/member/paypwdcode', { token: noMobile.token, ...(await captcha()) })
        assert.deepEqual([none.body.code, none.body.message], [-20414, '请先绑定手机号'])
      })
    })

    describe('mobile change', () => {
      it('sends the code to the new mobile and changes it; same, taken and invalid refused', async () => {
        const m = await member()
        const taken = await member()
        const target = newMobile()
        const ask = async (mobile: string, extra: Record<string, unknown> = {}) =>
          call(t.app, 'POST', '/api/member/bindmobilecode', { token: m.token, mobile, ...(await captcha()), ...extra })
        const bad = await ask('12345678901')
        assert.deepEqual([bad.body.code, bad.body.message], [-20202, '请输入正确的手机号'])
        const same = await ask(m.mobile)
        assert.deepEqual([same.body.code, same.body.message], [-20403, '新手机号与原手机号一致，无需修改'])
        assert.equal((await ask(m.mobile, { lang: 'en-us' })).body.message, 'The new mobile number is the same as the old one, no change needed')
        assert.equal((await ask(taken.mobile)).body.code, -20213)
        assert.equal((await call(t.app, 'POST', '/api/member/bindmobilecode', { mobile: target })).body.code, -10009)

        const sent = await ask(target)
        assert.equal(sent.body.code, 0)
        const code = await outboxCode(target, 'bindmobile')
        const change = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/member/modifymobile', { token: m.token, key: sent.body.data.key, ...body })
        assert.equal((await change({ mobile: target, code: wrong(code) })).body.code, -20206)
        assert.equal((await change({ mobile: m.mobile, code })).body.code, -20403)
        // the code proves the new mobile only: it cannot move the member to a third one
        assert.equal((await change({ mobile: newMobile(), code })).body.code, -20206)
        const done = await change({ mobile: target, code })
        assert.deepEqual([done.body.code, done.body.message], [0, '修改成功'])
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.data.mobile, target)
        assert.equal((await row(taken.id)).mobile, taken.mobile)
        // the old mobile is free again
        assert.equal((await t.handle.db.selectFrom('member').select('id').where('mobile', '=', m.mobile).execute()).length, 0)
      })

      it('gives a mobile to one member only when two race for it', async () => {
        const a = await member()
        const b = await member()
        const target = newMobile()
        const keys: string[] = []
        const codes: string[] = []
        for (const who of [a, b]) {
          await t.kv.del(smsKeys.gap(target))
          const sent = await call(t.app, 'POST', '/api/member/bindmobilecode', { token: who.token, mobile: target, ...(await captcha()) })
          assert.equal(sent.body.code, 0)
          keys.push(sent.body.data.key)
          codes.push(await outboxCode(target, 'bindmobile'))
        }
        const results = await Promise.all([a, b].map((who, i) =>
          call(t.app, 'POST', '/api/member/modifymobile', { token: who.token, mobile: target, key: keys[i], code: codes[i] })))
        assert.deepEqual(results.map((r) => r.body.code).sort(), [-20213, 0])
        const owners = await t.handle.db.selectFrom('member').select('id').where('mobile', '=', target).execute()
        assert.equal(owners.length, 1)
      })

      it('binds a first mobile to a member without one', async () => {
        const m = await member({ mobile: null })
        const target = newMobile()
        const sent = await call(t.app, 'POST', '/api/member/bindmobilecode', { token: m.token, mobile: target, ...(await captcha()) })
        const res = await call(t.app, 'POST', '/api/member/modifymobile', { token: m.token, mobile: target, key: sent.body.data.key, code: await outboxCode(target, 'bindmobile') })
        assert.equal(res.body.code, 0)
        assert.equal((await row(m.id)).mobile, target)
      })
    })

    describe('password recovery', () => {
      it('sends a code to a member mobile only and sets the password; older tokens are refused', async () => {
        const m = await member({ password: 'forgotten' })
        const ask = async (mobile: string | undefined, extra: Record<string, unknown> = {}) =>
          call(t.app, 'POST', '/api/findpassword/mobileCode', { ...(mobile ? { mobile } : {}), ...(await captcha()), ...extra })
        assert.equal((await ask(undefined)).body.code, -20201)
        assert.equal((await ask('23800000000')).body.code, -20202)
        // an unknown mobile gets the same answer (a key), the text tells its holder there is no
        // account, and the refusal comes only once the code is proven
        const stranger = newMobile()
        const unknown = await ask(stranger)
        assert.equal(unknown.body.code, 0)
        assert.deepEqual(Object.keys(unknown.body.data), ['key'])
        const { body: box } = await call(t.app, 'GET', '/api/dev/sms/outbox', { mobile: stranger })
        assert.equal(box.data[0].content, '该手机号未注册任何账号，无法找回密码，可直接注册新账号。如非本人操作，请忽略本短信。')
        const strangerFind = (code: string) => call(t.app, 'POST', '/api/findpassword/find', { mobile: stranger, key: unknown.body.data.key, code, password: 'brand-new' })
        const strangerCode = await outboxCode(stranger, 'findpassword')
        assert.equal((await strangerFind(wrong(strangerCode))).body.code, -20206)
        const refused = await strangerFind(strangerCode)
        assert.deepEqual([refused.body.code, refused.body.message], [-20404, '该手机号未注册'])
        assert.equal((await call(t.app, 'POST', '/api/findpassword/mobileCode', { mobile: m.mobile })).body.code, -20203)

        const sent = await ask(m.mobile)
        assert.equal(sent.body.code, 0)
        // member or not, the same answer
        assert.deepEqual([sent.body.code, sent.body.message, Object.keys(sent.body.data)], [unknown.body.code, unknown.body.message, ['key']])
        const code = await outboxCode(m.mobile, 'findpassword')
        const find = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/findpassword/find', { mobile: m.mobile, key: sent.body.data.key, ...body })
        assert.equal((await find({ code, password: '12345' })).body.code, -20214)
        assert.equal((await find({ code })).body.code, -20217)
        assert.equal((await find({ code, password: 'brand-new', re_pass: 'brand-neW' })).body.code, -20407)
        const bad = await find({ code: wrong(code), password: 'brand-new' })
        assert.deepEqual([bad.body.code, bad.body.message], [-20206, '验证码错误'])
        // a code of another purpose does not recover a password
        const other = await member()
        const paySent = await call(t.app, 'POST', '/api/member/paypwdcode', { token: other.token, ...(await captcha()) })
        const payCode = await outboxCode(other.mobile, 'paypwd')
        assert.equal((await call(t.app, 'POST', '/api/findpassword/find', { mobile: other.mobile, key: paySent.body.data.key, code: payCode, password: 'brand-new' })).body.code, -20206)
        assert.equal((await row(other.id)).password_hash, '')

        const done = await find({ code, password: 'brand-new' })
        assert.deepEqual([done.body.code, done.body.message], [0, '修改成功'])
        assert.ok(!('refreshtoken' in done.body))
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.code, -10009)
        const stored = await row(m.id)
        assert.ok(await verifyPassword('brand-new', stored.password_hash))
        assert.ok(stored.tokens_valid_after > 0)
        // spent
        assert.equal((await find({ code, password: 'again-new' })).body.code, -20207)
      })
    })

    describe('development SMS outbox', () => {
      it('lists the newest codes of a mobile in development', async () => {
        const m = await member()
        await call(t.app, 'POST', '/api/findpassword/mobileCode', { mobile: m.mobile, ...(await captcha()) })
        const { body } = await call(t.app, 'GET', '/api/dev/sms/outbox', { mobile: m.mobile })
        assert.equal(body.code, 0)
        assert.equal(body.data.length, 1)
        assert.deepEqual(Object.keys(body.data[0]).sort(), ['code', 'content', 'created_at', 'mobile', 'purpose'])
        assert.equal(body.data[0].mobile, m.mobile)
        assert.match(body.data[0].code, /^\d{4}$/)
        assert.equal((await call(t.app, 'GET', '/api/dev/sms/outbox', { mobile: 'x' })).body.code, -10001)
      })
    })
  })

  describe(`production configuration [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target, { config: { development: false } })
    })
    after(() => t?.close())

    it('has no development outbox route', async () => {
      const res = await call(t.app, 'GET', '/api/dev/sms/outbox', { mobile: '13800000000' })
      assert.equal(res.status, 404)
      assert.equal(res.body.code, -10004)
    })
  })
}
