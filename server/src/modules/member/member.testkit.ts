// Test helpers shared by the reward, referrer and cancellation suites (not loaded by the app).
import assert from 'node:assert/strict'
import { nowSeconds, type DbHandle } from '../../db/database.js'
import { call, type TestApp } from '../../test/harness.js'
import { registerKeys } from '../auth/register.limit.js'
import { captchaKey } from '../captcha/captcha.service.js'
import { setWebsiteConfig } from '../config/config.service.js'

export async function createWebsite(handle: DbHandle, id = 1) {
  await handle.db.insertInto('website').values({ id, title: `Mall ${id}`, logo: '', status: 1, created_at: nowSeconds() } as any).execute()
}

export async function setAddons(t: TestApp, flags: Record<string, 0 | 1>, websiteId = 1) {
  await setWebsiteConfig(t.handle.db, websiteId, 'addon_is_exit', flags)
}

/** A fresh valid mobile per call: 137 + 8 digits from a per-process counter and the clock. */
let seq = 0
const base = Date.now() % 1e5
export const newMobile = () => `137${String(base).padStart(5, '0')}${String(seq++ % 1000).padStart(3, '0')}`

/** A captcha answered the way a person reads it (the code from the store). */
export async function solveCaptcha(t: TestApp) {
  const { body } = await call(t.app, 'POST', '/api/captcha/captcha')
  assert.equal(body.code, 0)
  const stored = await t.kv.get(captchaKey(1, body.data.id))
  return { captcha_id: body.data.id as string, captcha_code: stored!.split(':')[0] }
}

/**
 * Forgets the registrations counted for the address and user agent of app.inject: suites that are not
 * about the registration limit (auth.test.ts tests it) register more members than it allows.
 */
export async function forgetRegistrations(t: TestApp) {
  await t.kv.del(registerKeys.ip('127.0.0.1'))
  await t.kv.del(registerKeys.device('127.0.0.1', 'lightMyRequest'))
}

/** Registers through /api/register/register and answers the token and member id. */
export async function registerByPassword(t: TestApp, mobile = newMobile(), password = 'secret-1', extra: Record<string, unknown> = {}) {
  await forgetRegistrations(t)
  const res = await call(t.app, 'POST', '/api/register/register', { username: mobile, password, ...(await solveCaptcha(t)), ...extra })
  assert.equal(res.body.code, 0, res.body.message)
  const token = res.body.data.token as string
  const info = await call(t.app, 'GET', '/api/member/info', { token })
  assert.equal(info.body.code, 0)
  return { token, memberId: info.body.data.member_id as number, mobile, password }
}
