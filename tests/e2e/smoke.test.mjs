// Smoke journey through the built H5 against the real server and its demo data:
// home loads with goods, the tab bar switches pages (without pushing), a deep link survives a
// reload, and the language switch on the member page turns the app English.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { chromiumPath, journey } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

describe('H5 smoke journey', { skip }, () => {
  const j = journey()

  it('home shows the decoration and real goods from the server', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/`)
    await page.locator('.home-diy').waitFor({ timeout: 30_000 })
    await page.locator('.diy-banner').first().waitFor()
    await page.locator('.diy-nav').first().waitFor()
    await page.locator('.goods-card').first().waitFor({ timeout: 20_000 })
    const names = await page.locator('.goods-card').allInnerTexts()
    assert.ok(names.length >= 4, `expected goods cards, saw ${names.length}`)
    assert.match(names.join('\n'), /¥\s?\d+\.\d{2}/, 'prices are shown in yuan with two decimals')
    assert.deepEqual(j.b.errors, [])
  })

  it('home paints the server\'s first screen before its scripts run, exactly where the app then draws it', async () => {
    const { page } = j.b
    // without scripts the page is what the server sent: the banner of the shell is already there
    const bare = await j.b.context.newPage()
    await bare.route('**/*.js', (r) => r.abort())
    await bare.goto(`${j.server.base}/h5/`)
    const shellBanner = bare.locator('#mall-shell img')
    await shellBanner.waitFor()
    await bare.waitForFunction(() => document.querySelector('#mall-shell img')?.naturalWidth > 0)
    const shellBox = await shellBanner.boundingBox()
    await bare.close()
    // with them, the app draws its own banner in the same place and the shell goes
    await page.goto(`${j.server.base}/h5/`)
    await page.locator('.goods-card').first().waitFor({ timeout: 20_000 })
    await page.waitForFunction(() => !document.getElementById('mall-shell'), null, { timeout: 5_000 })
    const appBox = await page.locator('.diy-banner img').first().boundingBox()
    for (const k of ['x', 'y', 'width', 'height']) assert.ok(Math.abs(appBox[k] - shellBox[k]) <= 1, `${k}: shell ${shellBox[k]}, app ${appBox[k]}`)
    const shellSrc = await page.evaluate(async (base) => {
      const html = await (await fetch(`${base}/h5/`)).text()
      return /id="mall-shell"[\s\S]*?<img [^>]*\bsrc="([^"]+)"/.exec(html)?.[1]
    }, j.server.base)
    assert.equal(new URL(await page.locator('.diy-banner img').first().getAttribute('src'), j.server.base).pathname, shellSrc)
    assert.deepEqual(j.b.errors, [])
  })

  it('tab bar has the five default items and switches pages without pushing', async () => {
    const { page } = j.b
    const items = page.locator('.mall-tabbar .mall-tabbar__item')
    assert.equal(await items.count(), 5)
    await page.locator('.mall-tabbar__item--cart').click()
    await page.waitForURL(/\/h5\/pages\/goods\/cart\/cart/)
    await page.locator('.mall-tabbar__item--cart.mall-tabbar__item--active').waitFor()
    const historyAfterCart = await page.evaluate(() => history.length)
    await page.locator('.mall-tabbar__item--member').click()
    await page.waitForURL(/\/h5\/pages\/member\/index\/index/)
    await page.locator('.mall-tabbar__item--member.mall-tabbar__item--active').waitFor()
    // switching tabs replaces the page rather than stacking it
    assert.ok((await page.evaluate(() => history.length)) <= historyAfterCart + 1)
    await page.locator('.mall-tabbar__item--home').click()
    await page.waitForURL(/\/h5\/(pages\/index\/index\/index)?$/)
    await page.locator('.home-diy').waitFor()
  })

  it('a deep link works after a reload', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/pages/goods/category/category`)
    await page.reload()
    await page.locator('.mall-tabbar').waitFor({ timeout: 20_000 })
    assert.match(page.url(), /\/h5\/pages\/goods\/category\/category/)
  })

  it('switching the language on the member page turns the app English', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/pages/member/index/index`)
    await page.locator('.lang-switch__option--en-us').waitFor({ timeout: 20_000 })
    await page.locator('.lang-switch__option--en-us').click()
    await page.waitForURL(/\/h5\/pages\/member\/index\/index/)
    await page.locator('.mall-tabbar__item--home').filter({ hasText: 'Home' }).waitFor({ timeout: 20_000 })
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('lang') ?? 'null')?.data ?? localStorage.getItem('lang')), 'en-us')
    // and back
    await page.locator('.lang-switch__option--zh-cn').click()
    await page.locator('.mall-tabbar__item--home').filter({ hasText: '首页' }).waitFor({ timeout: 20_000 })
    assert.deepEqual(j.b.errors, [])
  })
})
