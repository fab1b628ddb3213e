// Search journey through the built H5 against the real seeded server (issue 9, proof): search a keyword,
// sort the results by price and page through three pages of them; in English the search interface shows
// no Chinese (the goods names are data and stay as the merchants wrote them).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, chromiumPath, fill, journey, wheelPullList } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const HAN = /[\u4e00-\u9fff]/

/** Prices (fen) of the result cards in their order on the page. */
async function cardPrices(page) {
  return page.locator('.mall-pull__scroll:visible .goods-card .goods-card__prices .mall-price:not(.goods-card__market)').evaluateAll((els) =>
    els.map((el) => Math.round(Number(el.textContent.replace(/[^\d.]/g, '')) * 100)))
}

/**
 * Clicks the price sort and waits until the list shows the first page of that order: the page's own
 * answer, drawn (its first goods first).
 */
async function sortByPrice(page, sort) {
  const answer = page.waitForResponse((r) => {
    if (!r.url().endsWith('/api/goodssku/page')) return false
    const asked = JSON.parse(r.request().postData() ?? '{}')
    return asked.order === 'price' && asked.sort === sort && Number(asked.page ?? 1) === 1
  })
  await page.locator('.goods-filter__sort--price').click()
  const first = (await (await answer).json()).data.list[0]?.goods_name
  await page.locator(`.goods-filter__${sort === 'asc' ? 'up' : 'down'}--on`).waitFor()
  await page.waitForFunction((name) => {
    const el = [...document.querySelectorAll('.mall-pull__scroll')].find((e) => e.offsetParent !== null)
    return el?.querySelector('.goods-card__name')?.innerText.trim() === name?.trim() && !el.querySelector('.mall-loading')
  }, first, { timeout: 30_000 })
}

/** Scrolls the visible list until at least `n` cards have loaded (or its end stays reached). */
async function loadCards(page, n) {
  const box = await page.locator('.mall-pull__scroll:visible').boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  for (let i = 0; i < 120; i++) {
    if ((await page.locator('.mall-pull__scroll:visible .goods-card').count()) >= n) break
    await wheelPullList(page, 600)
  }
  return page.locator('.mall-pull__scroll:visible .goods-card').count()
}

describe('H5 search', { skip }, () => {
  const j = journey()

  it('a keyword, sorted by price, through three pages: the server matches in price order', async () => {
    const { page } = j.b
    // a keyword of the demo catalogue with more than three pages of results
    let keyword = ''
    let count = 0
    for (const word of ['纯棉', '加厚', '简约', '宽松', '大容量']) {
      const res = await api(j.server.base, 'POST', '/api/goodssku/page', { keyword: word, page_size: 10 })
      if (res.data.count > 30) {
        keyword = word
        count = res.data.count
        break
      }
    }
    assert.ok(keyword, 'a demo keyword with more than 30 goods')

    await page.goto(`${j.server.base}/h5/otherpages/goods/search/search`)
    await page.locator('.search-bar__input').first().waitFor({ timeout: 30_000 })
    await fill(page, 'search-bar__input', keyword)
    await page.locator('.search-bar__button').click()
    await page.locator('.mall-pull__scroll:visible .goods-card').first().waitFor({ timeout: 30_000 })
    // ranked: the first results name the keyword
    const first = await page.locator('.mall-pull__scroll:visible .goods-card__name').first().innerText()
    assert.ok(first.includes(keyword), `"${first}" names ${keyword}`)

    const prices = []
    const responses = []
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/goodssku/page')) responses.push(JSON.parse(r.request().postData() ?? '{}'))
    })
    await sortByPrice(page, 'asc')
    const loaded = await loadCards(page, 30)
    assert.ok(loaded >= 30, `three pages of 10 loaded, saw ${loaded} of ${count}`)
    prices.push(...(await cardPrices(page)))
    assert.ok(prices.length >= 30)
    for (let i = 1; i < prices.length; i++) assert.ok(prices[i] >= prices[i - 1], `price ${prices[i]} after ${prices[i - 1]} (card ${i})`)
    // the pages asked for were 1, 2, 3 of the price order with the keyword
    const asked = responses.filter((r) => r.order === 'price' && r.sort === 'asc' && r.keyword === keyword).map((r) => r.page)
    assert.deepEqual(asked.slice(0, 3), [1, 2, 3])
    // exactly the server's matches, in its order (goods whose introduction names the keyword match too)
    const names = await page.locator('.mall-pull__scroll:visible .goods-card__name').allInnerTexts()
    const expected = []
    for (const p of [1, 2, 3]) {
      const res = await api(j.server.base, 'POST', '/api/goodssku/page', { keyword, page: p, page_size: 10, order: 'price', sort: 'asc' })
      expected.push(...res.data.list.map((g) => g.goods_name))
    }
    assert.deepEqual(names.slice(0, 30), expected)
    assert.ok(names.filter((n) => n.includes(keyword)).length >= 10, 'most results name the keyword')

    // the other way round
    await sortByPrice(page, 'desc')
    const desc = await cardPrices(page)
    assert.ok(desc.length >= 2 && desc[0] >= desc[desc.length - 1], 'highest first')
    assert.ok(desc[0] >= prices[prices.length - 1])
    assert.deepEqual(j.b.errors, [])
  })

  it('in English the search interface shows no Chinese', async () => {
    const { page } = j.b
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify({ data: 'en-us' })))
    await page.goto(`${j.server.base}/h5/otherpages/goods/search/search?keyword=${encodeURIComponent('纯棉')}`)
    await page.locator('.mall-pull__scroll:visible .goods-card').first().waitFor({ timeout: 30_000 })
    const chrome = [
      await page.locator('.search-bar').innerText(),
      await page.locator('.goods-sorts').innerText(),
    ].join(' ').replace('纯棉', '')
    assert.doesNotMatch(chrome, HAN, chrome)
    assert.match(await page.locator('.goods-sorts').innerText(), /Price/)
  })
})
