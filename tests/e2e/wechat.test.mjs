// WeChat-browser journeys through the built H5 against the real server and the fake WeChat platform
// (server/src/test/fake-platforms.ts): the launch login's OAuth round trip, then the three -10016 cases
// of spec section 4 — complete-info (third_party and bind_mobile on), the nickname popup (bind_mobile
// off) and the login page (third_party off) — and an automatic login of a bound user.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { chromium } from 'playwright-core'
import {
  CHROMIUM_FLAGS, api, captchaCode, chromiumPath, fill, outboxCode, setWebsiteConfig, startFakePlatforms, startServer, withSqlite,
} from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN'

/** A phone-sized WeChat browser tab in a fresh context (no storage), recording what the journey checks. */
async function wechatTab(browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_UA,
    locale: 'zh-CN',
  })
  const page = await context.newPage()
  const errors = []
  const authorizeVisits = []
  const captchaIds = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('request', (r) => {
    if (r.url().includes('/connect/oauth2/authorize')) authorizeVisits.push(r.url())
  })
  page.on('response', async (r) => {
    if (!r.url().includes('/api/captcha/captcha')) return
    try {
      captchaIds.push((await r.json()).data.id)
    } catch {
      // the page navigated away before the body was read
    }
  })
  return { context, page, errors, authorizeVisits, captchaIds }
}

/** The next answer of an API path (exact: /api/login/auth is not /api/login/authRegister); listen before the action. */
/** Polls a condition the page's listeners fill in (they read bodies asynchronously). */
async function until(fn, message, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!fn()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const answerOf = (page, path) => page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 30_000 })

/**
 * Opens the mall home in the WeChat browser and follows the launch login through the fake authorise
 * page; answers the JSON of /authcodetoopenid and /api/login/auth.
 */
async function launchThroughOauth(tab, base) {
  const { page } = tab
  const exchanged = answerOf(page, '/wechat/api/wechat/authcodetoopenid')
  const authed = answerOf(page, '/api/login/auth')
  await page.goto(`${base}/h5/`)
  const exchange = await (await exchanged).json()
  const auth = await (await authed).json()
  return { exchange, auth }
}

async function storedToken(page) {
  const raw = await page.evaluate(() => localStorage.getItem('token'))
  if (!raw) return ''
  const v = JSON.parse(raw)
  return (typeof v === 'string' ? v : v?.data) || ''
}

async function memberInfo(base, token) {
  const info = await api(base, 'GET', '/api/member/info', { token })
  assert.ok(info.code >= 0, `member/info: ${info.message}`)
  return info.data
}

const authRows = (file) => withSqlite(file, (db) => db.prepare('SELECT member_id, app_type, openid, unionid FROM member_auth ORDER BY id').all())

/** A server with its own seeded database, configured before it starts. */
async function serverWith(fake, settings) {
  let file = ''
  const server = await startServer(fake.env, {
    configure(sqliteFile) {
      file = sqliteFile
      for (const [key, value] of Object.entries(settings)) setWebsiteConfig(sqliteFile, key, value)
    },
  })
  return { server, file }
}

describe('H5 in the WeChat browser: launch login', { skip }, () => {
  let fake
  let browser
  let bindOn
  let nicknameCase
  let thirdOff
  before(async () => {
    fake = await startFakePlatforms()
    // the seeds run one after another; the servers boot side by side
    ;[bindOn, nicknameCase, thirdOff] = await Promise.all([
      serverWith(fake, { register_config: { third_party: 1, bind_mobile: 1 }, captcha_config: { shop_reception_login: 1 } }),
      serverWith(fake, { register_config: { third_party: 1, bind_mobile: 0 } }),
      serverWith(fake, { register_config: { third_party: 0, bind_mobile: 0 } }),
    ])
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  })
  after(async () => {
    await browser?.close()
    await Promise.all([bindOn, nicknameCase, thirdOff].map((s) => s?.server.stop()))
    await fake?.stop()
  })

  describe('third-party login and mobile binding on', () => {
    const mobile = '13600001111'
    let user
    let memberId

    it('round trip through the authorise page, complete-info with captcha and dynamic code registers and binds the openid', async () => {
      const { server, file } = bindOn
      user = await fake.control('/__fake/wechat/oauth-user', { unionid: 'union-journey-bind', nickname: '绑定用户', headimgurl: '' })
      assert.ok(user.openid)
      const tab = await wechatTab(browser)
      try {
        const { page } = tab
        const { exchange, auth } = await launchThroughOauth(tab, server.base)
        assert.equal(tab.authorizeVisits.length, 1, 'one trip to the authorise page')
        assert.match(tab.authorizeVisits[0], /scope=snsapi_base/)
        assert.equal(exchange.code >= 0, true, exchange.message)
        assert.equal(exchange.data.openid, user.openid)
        assert.equal(auth.code, -10016)

        const popup = page.locator('.complete-info-popup')
        await popup.waitFor({ timeout: 20_000 })
        // the spent code left the address, so a reload cannot replay it
        assert.doesNotMatch(page.url(), /[?&]code=/)
        assert.equal(await storedToken(page), '')

        // Save stays disabled until every field is filled
        const saveButton = popup.locator('.complete-info-save')
        assert.match(await saveButton.getAttribute('class'), /nut-button-disabled/)
        await fill(page, 'complete-info-mobile', mobile)
        await popup.locator('.captcha-img:not(.captcha-img--empty)').waitFor()
        await until(() => tab.captchaIds.length > 0, 'the popup loaded a captcha')
        await fill(page, 'complete-info-captcha', await captchaCode(server.base, tab.captchaIds.at(-1)))
        const sent = answerOf(page, '/api/tripartite/mobileCode')
        await popup.locator('.dynacode-btn').click()
        const sentBody = await (await sent).json()
        assert.ok(sentBody.code >= 0, sentBody.message)
        await popup.locator('.dynacode-btn', { hasText: /\d+/ }).waitFor()
        await fill(page, 'complete-info-dynacode', await outboxCode(server.base, mobile))

        assert.doesNotMatch(await saveButton.getAttribute('class'), /nut-button-disabled/)
        const bound = answerOf(page, '/api/tripartite/mobile')
        await saveButton.click()
        const boundBody = await (await bound).json()
        assert.ok(boundBody.code >= 0, boundBody.message)
        assert.equal(boundBody.data.is_register, 1)
        await popup.waitFor({ state: 'detached' })
        // a new member: the registration reward popup
        await page.locator('.reward-popup').waitFor({ timeout: 20_000 })
        await page.locator('.reward-popup-close').click()

        const token = await storedToken(page)
        assert.ok(token, 'the token is stored')
        const info = await memberInfo(server.base, token)
        assert.equal(info.mobile, mobile)
        memberId = info.member_id

        const rows = authRows(file)
        assert.deepEqual(rows, [{ member_id: memberId, app_type: 'wechat', openid: user.openid, unionid: 'union-journey-bind' }])

        await page.goto(`${server.base}/h5/pages/member/index/index`)
        await page.locator('.member-header').waitFor({ timeout: 30_000 })
        // snsapi_base carries no WeChat profile: the new member is named after the masked mobile
        assert.equal(info.nickname, '136****1111')
        assert.equal((await page.locator('.member-nickname').innerText()).trim(), '136****1111')
        assert.deepEqual(tab.errors, [])
      } finally {
        await tab.context.close()
      }
    })

    it('a fresh WeChat browser of the same user logs in without any popup', async () => {
      const { server, file } = bindOn
      assert.ok(memberId, 'needs the member of the previous journey')
      const tab = await wechatTab(browser)
      try {
        const { page } = tab
        const { exchange, auth } = await launchThroughOauth(tab, server.base)
        assert.equal(tab.authorizeVisits.length, 1)
        assert.equal(exchange.data.openid, user.openid)
        assert.ok(auth.code >= 0, auth.message)
        assert.equal(auth.data.is_register, 0)
        await page.waitForFunction(() => !!localStorage.getItem('token'))
        const token = await storedToken(page)
        assert.equal(token, auth.data.token)
        assert.equal((await memberInfo(server.base, token)).member_id, memberId)
        // the launch settles with the member loaded and no popup on the landing page
        await page.waitForLoadState('networkidle')
        const popups = '.complete-info-popup, .bind-mobile-popup, .auth-nickname-popup, .reward-popup'
        assert.equal(await page.locator(popups).count(), 0)
        await page.goto(`${server.base}/h5/pages/member/index/index`)
        await page.locator('.member-header').waitFor({ timeout: 30_000 })
        assert.equal((await page.locator('.member-nickname').innerText()).trim(), '136****1111')
        assert.equal(await page.locator(popups).count(), 0)
        assert.equal(tab.authorizeVisits.length, 1, 'with a token there is no second round trip')
        assert.equal(authRows(file).length, 1, 'no new binding')
        assert.deepEqual(tab.errors, [])
      } finally {
        await tab.context.close()
      }
    })
  })

  it('third-party login on, binding off: the nickname popup registers a member without a mobile', async () => {
    const { server, file } = nicknameCase
    const user = await fake.control('/__fake/wechat/oauth-user', { unionid: 'union-journey-nick', nickname: '昵称用户', headimgurl: '' })
    const tab = await wechatTab(browser)
    try {
      const { page } = tab
      const { exchange, auth } = await launchThroughOauth(tab, server.base)
      assert.equal(exchange.data.openid, user.openid)
      assert.equal(auth.code, -10016)
      const popup = page.locator('.auth-nickname-popup')
      await popup.waitFor({ timeout: 20_000 })
      // snsapi_base gives no profile: the field starts empty and saving asks for a nickname
      assert.equal(await page.locator('.auth-nickname-input input, input.auth-nickname-input').first().inputValue(), '')
      await popup.locator('.auth-nickname-save').click()
      await page.getByText('请输入昵称').first().waitFor()
      assert.equal(authRows(file).length, 0)

      await fill(page, 'auth-nickname-input', '微信旅客')
      const registered = answerOf(page, '/api/login/authRegister')
      await popup.locator('.auth-nickname-save').click()
      const body = await (await registered).json()
      assert.ok(body.code >= 0, body.message)
      assert.equal(body.data.is_register, 1)
      await popup.waitFor({ state: 'detached' })
      await page.locator('.reward-popup').waitFor({ timeout: 20_000 })

      const token = await storedToken(page)
      assert.equal(token, body.data.token)
      const info = await memberInfo(server.base, token)
      assert.equal(info.nickname, '微信旅客')
      assert.ok(!info.mobile, 'registered without a mobile')
      assert.deepEqual(authRows(file), [{ member_id: info.member_id, app_type: 'wechat', openid: user.openid, unionid: 'union-journey-nick' }])
      assert.deepEqual(tab.errors, [])
    } finally {
      await tab.context.close()
    }
  })

  it('third-party login off: the launch ends on the login page', async () => {
    const { server, file } = thirdOff
    const user = await fake.control('/__fake/wechat/oauth-user', { unionid: 'union-journey-off', nickname: '关闭用户', headimgurl: '' })
    const tab = await wechatTab(browser)
    try {
      const { page } = tab
      const config = answerOf(page, '/api/register/config')
      const { exchange, auth } = await launchThroughOauth(tab, server.base)
      // the code exchange works whatever the register config says (the openid is also needed for payment)
      assert.equal(exchange.data.openid, user.openid)
      assert.equal(auth.code, -10016)
      assert.equal((await (await config).json()).data.value.third_party, 0)
      await page.waitForURL(/\/pages\/login\/login\/login/, { timeout: 20_000 })
      await page.locator('.login-page').waitFor({ timeout: 20_000 })
      assert.equal(await page.locator('.complete-info-popup, .auth-nickname-popup').count(), 0)
      assert.equal(await storedToken(page), '')
      assert.equal(authRows(file).length, 0)
      assert.deepEqual(tab.errors, [])
    } finally {
      await tab.context.close()
    }
  })
})
