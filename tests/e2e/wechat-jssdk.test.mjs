// The WeChat browser's JSSDK through the built H5 against the real server and the fake WeChat platform
// (server/src/test/fake-platforms.ts): the JSSDK script is served by the test (a fake that records its
// calls and behaves like jweixin 1.6.0), the page configures it with the server's signature — checked
// here against the algorithm with the fake's jsapi_ticket —, configures again after a route change
// (Android signs the current address, iOS the landing one), and a goods page sets its share card.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, api, chromiumPath, passwordLogin, startFakePlatforms, startServer } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

const JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 ' +
  'Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/1234 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI Language/zh_CN'
const IOS_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN'
const LIST = '/h5/pages/goods/list/list'

/**
 * jweixin's behaviour where the app depends on it: config is checked a moment later; the first error
 * handler is the one kept; a config that succeeded once makes ready() run at once. Every call is
 * recorded in window.__wx with the address the page had then.
 */
const FAKE_JWEIXIN = `(() => {
  const calls = (window.__wx = [])
  let state = 0
  let fail = null
  let completes = []
  const record = (name, o) => calls.push({ name, href: location.href, args: JSON.parse(JSON.stringify(o || {})) })
  const api = (name) => (o) => {
    record(name, o)
    o && o.success && setTimeout(() => o.success({ errMsg: name + ':ok' }), 0)
  }
  window.wx = {
    config(o) {
      record('config', o)
      setTimeout(() => {
        state = 1
        const run = completes
        completes = []
        run.forEach((cb) => cb())
      }, 20)
    },
    ready(cb) { state !== 0 ? cb() : completes.push(cb) },
    error(cb) { fail = fail || cb },
    updateAppMessageShareData: api('updateAppMessageShareData'),
    updateTimelineShareData: api('updateTimelineShareData'),
    onMenuShareAppMessage: api('onMenuShareAppMessage'),
    onMenuShareTimeline: api('onMenuShareTimeline'),
    getLocation: api('getLocation'),
    openLocation: api('openLocation'),
    scanQRCode: api('scanQRCode'),
    chooseImage: api('chooseImage'),
    getLocalImgData: api('getLocalImgData'),
    openAddress: api('openAddress'),
  }
})()`

/** What WeChat checks: sha1 of the four fields in this order, the address without its fragment. */
const signatureOf = (ticket, nonceStr, timestamp, url) =>
  crypto.createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`).digest('hex')

/** The official account's jsapi_ticket as the fake hands it out (the same one the server fetched). */
async function jsapiTicket(fake) {
  const token = await (await fetch(`${fake.url}/cgi-bin/stable_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credential', appid: fake.env.WECHAT_MP_APPID, secret: fake.env.WECHAT_MP_SECRET }),
  })).json()
  const answer = await (await fetch(`${fake.url}/cgi-bin/ticket/getticket?access_token=${token.access_token}&type=jsapi`)).json()
  assert.ok(answer.ticket, `no ticket: ${JSON.stringify(answer)}`)
  return answer.ticket
}

/** A WeChat tab of a logged-in member, with the JSSDK script answered by the fake. */
async function wechatTab(browser, userAgent, token) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, userAgent, locale: 'zh-CN' })
  let scriptLoads = 0
  await context.route(JWEIXIN_URL, (route) => {
    scriptLoads++
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_JWEIXIN })
  })
  // a stored session: the launch loads the member instead of the OAuth round trip
  await context.addInitScript((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  return { context, page, errors, scriptLoads: () => scriptLoads }
}

const calls = (page, name) => page.evaluate((n) => (window.__wx || []).filter((c) => c.name === n), name)

async function waitForCalls(page, name, count, timeout = 30_000) {
  await page.waitForFunction(([n, k]) => (window.__wx || []).filter((c) => c.name === n).length >= k, [name, count], { timeout })
  return calls(page, name)
}

/** Opens the goods list (the landing page) and goes on to the first goods by tapping its card. */
async function landThenOpenGoods(page, base) {
  await page.goto(`${base}${LIST}`)
  const card = page.locator('.goods-card').first()
  await card.waitFor({ timeout: 30_000 })
  await card.click()
  await page.waitForURL(/\/h5\/pages\/goods\/detail\/detail\?/, { timeout: 20_000 })
  return page.url()
}

describe('H5 in the WeChat browser: the JSSDK', { skip }, () => {
  let fake
  let server
  let browser
  let ticket = ''
  let token = ''
  let memberId = 0
  before(async () => {
    fake = await startFakePlatforms()
    server = await startServer(fake.env)
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
    ticket = await jsapiTicket(fake)
    token = await passwordLogin(server.base)
    memberId = (await api(server.base, 'GET', '/api/member/info', { token })).data.member_id
  })
  after(async () => {
    await browser?.close()
    await server?.stop()
    await fake?.stop()
  })

  it('Android: configures with the server\'s signature on landing and again after a route change; the goods page sets its card', async () => {
    const tab = await wechatTab(browser, ANDROID_WECHAT, token)
    const { page } = tab
    const detailUrl = await landThenOpenGoods(page, server.base)
    const configs = await waitForCalls(page, 'config', 2)
    assert.equal(tab.scriptLoads(), 1, 'the script is loaded once')

    for (const c of configs.slice(0, 2)) {
      assert.equal(c.args.appId, fake.env.WECHAT_MP_APPID)
      assert.equal(c.args.signature, signatureOf(ticket, c.args.nonceStr, c.args.timestamp, c.href), `signed for ${c.href}`)
      for (const name of ['updateAppMessageShareData', 'updateTimelineShareData', 'getLocation', 'openLocation', 'scanQRCode', 'openAddress']) {
        assert.ok(c.args.jsApiList.includes(name), `jsApiList has ${name}`)
      }
    }
    assert.match(configs[0].href, /\/h5\/pages\/goods\/list\/list/)
    assert.equal(configs[1].href, detailUrl)
    assert.notEqual(configs[0].args.signature, configs[1].args.signature)

    // the card opens the goods by a sku_id; the share link names the goods
    const q = Object.fromEntries(new URL(detailUrl).searchParams)
    const { goods } = (await api(server.base, 'POST', '/api/goodssku/detail', q.goods_id ? { goods_id: Number(q.goods_id) } : { sku_id: Number(q.sku_id) })).data
    const goodsId = goods.goods_id
    const name = goods.goods_name
    await page.waitForFunction(
      (id) => (window.__wx || []).some((c) => c.name === 'updateAppMessageShareData' && c.args.link.includes(`goods_id=${id}`)),
      goodsId, { timeout: 30_000 },
    )
    const chat = (await calls(page, 'updateAppMessageShareData')).filter((c) => c.args.link.includes(`goods_id=${goodsId}`)).at(-1).args
    const moments = (await calls(page, 'updateTimelineShareData')).filter((c) => c.args.link.includes(`goods_id=${goodsId}`)).at(-1).args
    assert.equal(chat.title, name)
    assert.ok(chat.desc, 'a description')
    const link = new URL(chat.link)
    assert.equal(link.origin, server.base)
    assert.equal(link.pathname, '/h5/pages/goods/detail/detail')
    assert.equal(link.searchParams.get('source_member'), String(memberId))
    assert.match(chat.imgUrl, /^https?:\/\//)
    assert.deepEqual({ title: moments.title, link: moments.link, imgUrl: moments.imgUrl }, { title: chat.title, link: chat.link, imgUrl: chat.imgUrl })
    assert.deepEqual(tab.errors, [])
    await tab.context.close()
  })

  it('iOS: every route configures again with the landing address\'s signature', async () => {
    const tab = await wechatTab(browser, IOS_WECHAT, token)
    const { page } = tab
    await landThenOpenGoods(page, server.base)
    const configs = await waitForCalls(page, 'config', 2)
    const landing = configs[0].href.split('#')[0]
    assert.match(landing, /\/h5\/pages\/goods\/list\/list/)
    for (const c of configs.slice(0, 2)) assert.equal(c.args.signature, signatureOf(ticket, c.args.nonceStr, c.args.timestamp, landing))
    assert.match(configs[1].href, /\/h5\/pages\/goods\/detail\/detail/)
    assert.deepEqual(tab.errors, [])
    await tab.context.close()
  })
})
