// Alipay-browser journey through the built H5 against the real server and the fake Alipay platform
// (server/src/test/fake-platforms.ts): the launch login's round trip through the authorise page
// (auth_code back in the address), the RSA2-signed oauth token exchange, -10016, the nickname popup
// (third-party login on, binding off), and an automatic login of the now bound user.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, api, chromiumPath, fill, setWebsiteConfig, startFakePlatforms, startServer, withSqlite } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

const ALIPAY_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 ChannelId(2) Ariver/1.1.0 AliApp(AP/10.5.60.6000) Nebula WK RVKType(0) AlipayDefined(nt:WIFI,ws:390|844|3.0) AlipayClient/10.5.60.6000 Language/zh-Hans'

async function alipayTab(browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: ALIPAY_UA, locale: 'zh-CN',
  })
  const page = await context.newPage()
  const errors = []
  const authorizeVisits = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('request', (r) => {
    if (r.url().includes('/oauth2/publicAppAuthorize.htm')) authorizeVisits.push(r.url())
  })
  return { context, page, errors, authorizeVisits }
}

const answerOf = (page, path) => page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 30_000 })

async function storedToken(page) {
  const raw = await page.evaluate(() => localStorage.getItem('token'))
  if (!raw) return ''
  const v = JSON.parse(raw)
  return (typeof v === 'string' ? v : v?.data) || ''
}

describe('H5 in the Alipay browser: launch login', { skip }, () => {
  let fake
  let server
  let file = ''
  let browser
  before(async () => {
    fake = await startFakePlatforms()
    server = await startServer(fake.env, {
      configure(sqliteFile) {
        file = sqliteFile
        setWebsiteConfig(sqliteFile, 'register_config', { third_party: 1, bind_mobile: 0 })
      },
    })
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  })
  after(async () => {
    await browser?.close()
    await server?.stop()
    await fake?.stop()
  })

  it('authorises through Alipay, registers with a nickname, and logs in by itself the next time', async () => {
    const tab = await alipayTab(browser)
    let memberId
    try {
      const { page } = tab
      const exchanged = answerOf(page, '/api/alifuwu/authcodetoopenid')
      const authed = answerOf(page, '/api/login/auth')
      await page.goto(`${server.base}/h5/`)
      const exchange = await (await exchanged).json()
      assert.ok(exchange.code >= 0, exchange.message)
      assert.ok(exchange.data.open_id || exchange.data.auth_tag)
      assert.equal((await (await authed).json()).code, -10016)
      assert.equal(tab.authorizeVisits.length, 1)
      assert.match(tab.authorizeVisits[0], /scope=auth_base/)
      // the spent auth_code left the address
      assert.doesNotMatch(page.url(), /auth_code=/)

      const popup = page.locator('.auth-nickname-popup')
      await popup.waitFor({ timeout: 20_000 })
      await fill(page, 'auth-nickname-input', '支付宝用户')
      const registered = answerOf(page, '/api/login/authRegister')
      await popup.locator('.auth-nickname-save').click()
      const body = await (await registered).json()
      assert.ok(body.code >= 0, body.message)
      assert.equal(body.data.is_register, 1)
      await page.locator('.reward-popup').waitFor({ timeout: 20_000 })
      const info = await api(server.base, 'GET', '/api/member/info', { token: await storedToken(page) })
      assert.equal(info.data.nickname, '支付宝用户')
      memberId = info.data.member_id
      const rows = withSqlite(file, (db) => db.prepare('SELECT member_id, app_type FROM member_auth').all())
      assert.deepEqual(rows, [{ member_id: memberId, app_type: 'alifuwu' }])
      assert.deepEqual(tab.errors, [])
    } finally {
      await tab.context.close()
    }

    // the same Alipay user in a fresh browser: one round trip, then logged in without any popup
    const again = await alipayTab(browser)
    try {
      const { page } = again
      const authed = answerOf(page, '/api/login/auth')
      await page.goto(`${server.base}/h5/`)
      const auth = await (await authed).json()
      assert.equal(auth.code, 0, auth.message)
      await page.waitForLoadState('networkidle')
      const info = await api(server.base, 'GET', '/api/member/info', { token: await storedToken(page) })
      assert.equal(info.data.member_id, memberId)
      assert.equal(await page.locator('.auth-nickname-popup, .complete-info-popup, .reward-popup').count(), 0)
    } finally {
      await again.context.close()
    }
  })
})
