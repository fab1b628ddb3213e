// Content journeys through the built H5 against the real seeded server (issue 9): the home notice bar
// opens its notice and the notice list; a store note shows the goods it mentions and opens one; the
// member centre opens the help centre and an article; the same pages in English show no Chinese
// interface text.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, chromiumPath, journey } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const HAN = /[\u4e00-\u9fff]/

/** The visible page's text without the data that stays Chinese in the demo (goods and shop names). */
async function interfaceText(page) {
  return page.evaluate(() => {
    const root = [...document.querySelectorAll('.mall-page')].find((e) => e.offsetParent !== null) ?? document.body
    const copy = root.cloneNode(true)
    for (const el of copy.querySelectorAll('.goods-card__name, .goods-card__shop, .note-card__shop, .note-detail__shop')) el.remove()
    return copy.innerText ?? copy.textContent
  })
}

describe('H5 notices, store notes and help', { skip }, () => {
  const j = journey()

  it('the home notice bar opens its notice; "more" opens the notice list, which opens a notice', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/`)
    const bar = page.locator('.diy-notice')
    await bar.waitFor({ timeout: 30_000 })
    const shown = await page.locator('.diy-notice__text').innerText()
    await page.locator('.diy-notice__text').click()
    await page.waitForURL(/\/h5\/otherpages\/notice\/detail\/detail\?id=\d+/, { timeout: 20_000 })
    await page.locator('.article__title').waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.article__title').innerText(), shown)
    assert.ok((await page.locator('.content-body__text').count()) > 0, 'the notice has a body')

    await page.goto(`${j.server.base}/h5/`)
    await page.locator('.diy-notice__more').click()
    await page.waitForURL(/\/h5\/otherpages\/notice\/list\/list/, { timeout: 20_000 })
    const items = page.locator('.notice-item')
    await items.first().waitFor({ timeout: 20_000 })
    const listed = await api(j.server.base, 'POST', '/api/notice/page', { page_size: 50 })
    assert.equal(await items.count(), Math.min(10, listed.data.count))
    assert.ok((await page.locator('.notice-item__top').count()) >= 1, 'a pinned notice is marked')
    const second = await items.nth(1).locator('.notice-item__title').innerText()
    await items.nth(1).click()
    await page.waitForURL(/\/h5\/otherpages\/notice\/detail\/detail\?id=\d+/, { timeout: 20_000 })
    await page.locator('.article__title').waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.article__title').innerText(), second)
    assert.deepEqual(j.b.errors, [])
  })

  it('shop street -> store notes -> a note with its goods -> a mentioned goods', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/otherpages/shop/street/street`)
    await page.locator('.notes-link').click()
    await page.waitForURL(/\/h5\/otherpages\/store_notes\/note_list\/note_list/, { timeout: 20_000 })
    const card = page.locator('.note-card').first()
    await card.waitFor({ timeout: 20_000 })
    const title = await card.locator('.note-card__title').innerText()
    await card.click()
    await page.waitForURL(/\/h5\/otherpages\/store_notes\/note_detail\/note_detail\?note_id=\d+/, { timeout: 20_000 })
    await page.locator('.note-detail__title').waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.note-detail__title').innerText(), title)
    const noteId = Number(new URL(page.url()).searchParams.get('note_id'))
    const detail = await api(j.server.base, 'POST', '/notes/api/notes/detail', { note_id: noteId })
    const goods = page.locator('.note-detail .goods-card')
    await goods.first().waitFor({ timeout: 20_000 })
    assert.equal(await goods.count(), detail.data.goods.length)
    const name = await goods.first().locator('.goods-card__name').innerText()
    assert.equal(name, detail.data.goods[0].goods_name)
    await goods.first().click()
    await page.waitForURL(new RegExp(`/h5/pages/goods/detail/detail\\?sku_id=${detail.data.goods[0].sku_id}`), { timeout: 20_000 })
    await page.locator('.goods-detail').waitFor({ timeout: 20_000 })
    assert.match(await page.locator('.goods-detail').innerText(), new RegExp(name.split(' ')[0]))
    assert.deepEqual(j.b.errors, [])
  })

  it('member centre -> help centre -> a class -> an article', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/pages/member/index/index`)
    await page.locator('.member-entries__item--help').click()
    await page.waitForURL(/\/h5\/otherpages\/help\/list\/list/, { timeout: 20_000 })
    await page.locator('.help-item').first().waitFor({ timeout: 20_000 })
    const classes = await api(j.server.base, 'GET', '/api/helpclass/lists')
    const tabs = page.locator('.help-tabs__item')
    assert.equal(await tabs.count(), classes.data.length + 1)
    await tabs.nth(2).click()
    await page.locator('.help-tabs__item--active').filter({ hasText: classes.data[1].class_name }).waitFor({ timeout: 10_000 })
    await page.waitForFunction((n) => document.querySelectorAll('.help-item').length === n, classes.data[1].help_count, { timeout: 10_000 })
    const title = await page.locator('.help-item__title').first().innerText()
    await page.locator('.help-item').first().click()
    await page.waitForURL(/\/h5\/otherpages\/help\/detail\/detail\?id=\d+/, { timeout: 20_000 })
    await page.locator('.article__title').waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('.article__title').innerText(), title)
    assert.match(await page.locator('.article__meta').innerText(), new RegExp(classes.data[1].class_name))
    assert.deepEqual(j.b.errors, [])
  })

  it('a hidden or unknown item says so', async () => {
    const { page } = j.b
    await page.goto(`${j.server.base}/h5/otherpages/notice/detail/detail?id=999999`)
    await page.locator('.mall-error__message').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.mall-error__message').innerText(), '内容不存在或已下架')
    await page.goto(`${j.server.base}/h5/otherpages/store_notes/note_detail/note_detail?note_id=abc`)
    await page.locator('.mall-error__message').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.mall-error__message').innerText(), '参数缺失或无效')
  })

  it('in English: the same pages show no Chinese interface text', async () => {
    const { page } = j.b
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify({ data: 'en-us' })))
    await page.goto(`${j.server.base}/h5/`)
    await page.locator('.diy-notice__text').waitFor({ timeout: 30_000 })
    assert.doesNotMatch(await page.locator('.diy-notice').innerText(), HAN)

    const notes = await api(j.server.base, 'POST', '/notes/api/notes/page', { lang: 'en-us' })
    const visits = [
      ['/h5/otherpages/notice/list/list', '.notice-item'],
      [`/h5/otherpages/notice/detail/detail?id=${(await api(j.server.base, 'POST', '/api/notice/page', {})).data.list[0].id}`, '.article__title'],
      ['/h5/otherpages/store_notes/note_list/note_list', '.note-card'],
      [`/h5/otherpages/store_notes/note_detail/note_detail?note_id=${notes.data.list[0].note_id}`, '.note-detail .goods-card'],
      ['/h5/otherpages/help/list/list', '.help-item'],
      [`/h5/otherpages/help/detail/detail?id=${(await api(j.server.base, 'POST', '/api/help/page', {})).data.list[0].id}`, '.article__title'],
    ]
    for (const [url, ready] of visits) {
      await page.goto(`${j.server.base}${url}`)
      await page.locator(ready).first().waitFor({ timeout: 30_000 })
      const text = await interfaceText(page)
      assert.doesNotMatch(text, HAN, `${url}: ${text.match(new RegExp(`.{0,20}${HAN.source}.{0,20}`))?.[0]}`)
    }
    assert.deepEqual(j.b.errors, [])
  })
})
