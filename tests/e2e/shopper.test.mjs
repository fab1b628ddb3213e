// Shopper journeys through the built H5 against the real seeded server (issue 7, section 4):
// long lists keep their scroll position through several pages, every member-centre entry opens a
// page or is hidden, and an unknown address shows the not-found page in the reader's language.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { apiMember, chromiumPath, journey, settled, wheelPullList } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

/**
 * Scrolls the visible pull list down with the mouse wheel until `minCards` goods cards have loaded or
 * its end stays reached, recording every offset the list reports. Answers the offsets and the cards.
 */
async function scrollThrough(page, minCards) {
  // (each page function finds the visible list itself: the site's CSP forbids evaluating strings)
  await page.evaluate(() => {
    const el = [...document.querySelectorAll('.mall-pull__scroll')].find((e) => e.offsetParent !== null)
    window.__offsets = []
    el.addEventListener('scroll', () => window.__offsets.push(el.scrollTop))
  })
  const box = await page.locator('.mall-pull__scroll:visible').boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  let cards = 0
  let atEnd = 0
  for (let i = 0; i < 150 && cards < minCards && atEnd < 10; i++) {
    await wheelPullList(page, 500)
    cards = await page.locator('.mall-pull__scroll:visible .goods-card').count()
    const end = await page.evaluate(() => {
      const el = [...document.querySelectorAll('.mall-pull__scroll')].find((e) => e.offsetParent !== null)
      return el.scrollTop + el.clientHeight >= el.scrollHeight - 2
    })
    atEnd = end ? atEnd + 1 : 0
  }
  // the last page drawn and at rest: a reset by its re-render would show up here too
  await settled(page)
  const offsets = await page.evaluate(() => window.__offsets)
  const now = await page.evaluate(() => [...document.querySelectorAll('.mall-pull__scroll')].find((e) => e.offsetParent !== null).scrollTop)
  return { offsets: [...offsets, now], cards }
}

function assertNeverBack(offsets) {
  assert.ok(offsets.length > 5, `the list scrolled (${offsets.length} offsets)`)
  for (let i = 1; i < offsets.length; i++) {
    // the wheel only goes down: any step back is the list jumping
    assert.ok(offsets[i] >= offsets[i - 1] - 1, `offset went back from ${offsets[i - 1]} to ${offsets[i]} (step ${i})`)
  }
}

describe('H5 long lists keep their position', { skip }, () => {
  const j = journey()

  it('goods list: scrolling through four pages never resets the offset, back-to-top does', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/pages/goods/list/list`)
    await page.locator('.goods-card').first().waitFor({ timeout: 30_000 })
    const { offsets, cards } = await scrollThrough(page, 40)
    assert.ok(cards >= 40, `at least 4 pages of 10 loaded, saw ${cards} cards`)
    assertNeverBack(offsets)
    assert.ok(offsets.at(-1) > 2000, `far down the list, at ${offsets.at(-1)}`)
    // past the threshold the back-to-top button shows and takes the reader up
    await page.locator('.mall-pull__top:visible').click()
    await page.waitForFunction(() => [...document.querySelectorAll('.mall-pull__scroll')].find((e) => e.offsetParent !== null).scrollTop === 0, null, { timeout: 5000 })
    assert.deepEqual(j.b.errors, [])
  })

  for (const [name, url] of [
    ['shop preferred', '/h5/pages/dianjia/preference/preference'],
    ['a shop’s goods', '/h5/pages/dianjia/detail/detail?site_id=1'],
  ]) {
    it(`${name}: down through its pages (or to its end), the position holds`, async () => {
      const { page } = j.b
      await page.goto(`${j.server.base}${url}`)
      await page.locator('.mall-pull__scroll:visible .goods-card').first().waitFor({ timeout: 30_000 })
      const { offsets, cards } = await scrollThrough(page, 30)
      assert.ok(cards > 10, `more than the first page loaded, saw ${cards} cards`)
      assertNeverBack(offsets)
      assert.deepEqual(j.b.errors, [])
    })
  }

  it('home: past the back-to-top threshold and down to the end, the position holds', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/`)
    await page.locator('.home-diy').waitFor({ timeout: 30_000 })
    await page.locator('.goods-card').first().waitFor({ timeout: 20_000 })
    const { offsets } = await scrollThrough(page, Infinity)
    assertNeverBack(offsets)
    // the back-to-top threshold (1000) was crossed: the re-render that showed the button used to reset it
    assert.ok(offsets.at(-1) > 1000, `far down the home page, at ${offsets.at(-1)}`)
    await page.locator('.mall-pull__top:visible').waitFor()
    assert.deepEqual(j.b.errors, [])
  })
})

const MEMBER = '/h5/pages/member/index/index'
/** Entries of the spec whose pages are not built yet: they must not show. */
const UNBUILT = []

/** Clicks each entry in turn and checks that a real page (not the not-found page) opens. */
async function everyEntryOpensAPage(page, base, selectors) {
  const opened = []
  for (const sel of selectors) {
    await page.goto(`${base}${MEMBER}`)
    await page.locator('.member').waitFor({ timeout: 30_000 })
    const entry = page.locator(sel).first()
    await entry.waitFor()
    await entry.click()
    await page.waitForURL((u) => !u.pathname.startsWith(MEMBER), { timeout: 10_000 })
    // the new page renders its own bar title; an unknown route would land on the not-found page
    await page.locator('.mall-navbar__title:visible').first().waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.notfound-page').count(), 0, `${sel} led to the not-found page (${page.url()})`)
    const title = (await page.locator('.mall-navbar__title:visible').first().innerText()).trim()
    assert.ok(title, `${sel} opened a page with a title`)
    opened.push(new URL(page.url()).pathname)
  }
  return opened
}

describe('H5 member centre: every entry opens a page or is hidden', { skip }, () => {
  const j = journey()

  async function entrySelectors(page) {
    const keys = await page.locator('.member-entries__item').evaluateAll((els) =>
      els.map((e) => [...e.classList].find((c) => c.startsWith('member-entries__item--'))),
    )
    return keys.map((k) => `.${k}`)
  }

  it('visitor view: entries of unbuilt pages are hidden; the order shortcuts and the rest open pages', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}${MEMBER}`)
    await page.locator('.member-entries').waitFor({ timeout: 30_000 })
    // the order list exists since the buying issue: all orders and the four tabs
    assert.equal(await page.locator('.member-order-entry').count(), 5)
    for (const key of UNBUILT) assert.equal(await page.locator(`.member-entries__item--${key}`).count(), 0, `${key} is hidden`)
    // real icons, not the first letter of the label
    const icons = await page.locator('.member-entries__icon .nut-icon').count()
    assert.equal(icons, await page.locator('.member-entries__item').count())
    const selectors = await entrySelectors(page)
    assert.ok(selectors.length >= 1)
    const opened = await everyEntryOpensAPage(page, j.server.base, [...selectors, '.member-order-entry[data-status="waitpay"]'])
    assert.ok(opened.some((p) => p.startsWith('/h5/pages/order/list/list') || p.startsWith('/h5/pages/login/login/login')), `the order shortcut opened: ${opened.join(', ')}`)
    assert.deepEqual(j.b.errors, [])
  })

  it('member view: the head and every entry open pages', async () => {
    const { page } = j.b
    const token = await apiMember(j.server.base, '13712340001')
    await page.goto(`${j.server.base}${MEMBER}`)
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    await page.reload()
    await page.locator('.member-header').waitFor({ timeout: 30_000 })
    const selectors = ['.member-header', ...(await entrySelectors(page))]
    const opened = await everyEntryOpensAPage(page, j.server.base, selectors)
    assert.ok(opened.includes('/h5/otherpages/member/info/info'), `profile opened: ${opened.join(', ')}`)
    assert.deepEqual(j.b.errors, [])
  })
})

describe('H5 unknown addresses', { skip }, () => {
  const j = journey()

  it('/h5/foo/bar shows the not-found page with a way home', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/foo/bar`)
    await page.locator('.notfound-page').waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.notfound-page').innerText(), /页面不存在/)
    assert.match(await page.locator('.notfound-page__path').innerText(), /\/foo\/bar/)
    await page.locator('.notfound-page__home').click()
    await page.locator('.home-diy').waitFor({ timeout: 20_000 })
    assert.match(page.url(), /\/h5\/(pages\/index\/index\/index)?$/)
    assert.deepEqual(j.b.errors, [])
  })

  it('a deep link to an unbuilt page shows it too, and in English for an English reader', async () => {
    const { page } = j.b
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify({ data: 'en-us' })))
    // a page of the spec not built yet (distribution)
    await page.goto(`${j.server.base}/h5/otherpages/fenxiao/index/index`)
    await page.locator('.notfound-page').waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.notfound-page').innerText(), /Page not found/)
    assert.match(await page.locator('.notfound-page__home').innerText(), /Back to home/)
    assert.match(page.url(), /\/h5\/otherpages\/notfound\/notfound\?path=/)
    assert.deepEqual(j.b.errors, [])
  })
})

describe('H5 goods detail', { skip }, () => {
  const j = journey()

  it('shows the square gallery whole and keeps the chosen SKU in the address, without a new history entry', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/pages/goods/list/list`)
    await page.locator('.goods-card').first().waitFor({ timeout: 30_000 })
    let chosen = null
    const cards = await page.locator('.goods-card').count()
    for (let i = 0; i < cards && !chosen; i++) {
      await page.goto(`${j.server.base}/h5/pages/goods/list/list`)
      await page.locator('.goods-card').nth(i).click()
      await page.locator('.goods-detail').waitFor({ timeout: 20_000 })
      const box = await page.locator('.goods-detail__swiper').boundingBox()
      assert.ok(Math.abs(box.height - box.width) < 2, `the gallery is square (${box.width} x ${box.height})`)
      const img = await page.locator('.goods-detail__swiper .goods-detail__image').first().boundingBox()
      assert.ok(Math.abs(img.height - box.height) < 2, 'the image fills the square')
      const other = page.locator('.goods-sku__option:not(.goods-sku__option--disabled):not(.goods-sku__option--active)')
      if (await other.count()) chosen = other.first()
    }
    assert.ok(chosen, 'a goods with a second SKU in stock')
    const before = new URL(page.url())
    const length = await page.evaluate(() => history.length)
    await chosen.click()
    const spec = await page.locator('.goods-sku__chosen').innerText()
    await page.waitForFunction((old) => new URL(location.href).searchParams.get('sku_id') !== old, before.searchParams.get('sku_id'))
    assert.equal(await page.evaluate(() => history.length), length, 'the entry was replaced, not added')
    await page.reload()
    await page.locator('.goods-sku__chosen').waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.goods-sku__chosen').innerText(), spec, 'a reload keeps the chosen SKU')
    // back leaves the detail page for the list in one step
    await page.goBack()
    await page.waitForURL(/\/h5\/pages\/goods\/list\/list/)
    assert.deepEqual(j.b.errors, [])
  })
})
