// Member assets through the built H5 against the real seeded server (issue 11): the demo member opens
// the balance from the member centre and sees it split into withdrawable and non-withdrawable, opens
// the balance ledger and filters it; opens the points and the points ledger; changes the head image on
// its own page and sees it in the member centre. The same pages in English show no Chinese interface text.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, chromiumPath, journey, passwordLogin, png } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const DEMO = { mobile: '13800000000', password: 'mall123456' }
const MEMBER = '/h5/pages/member/index/index'
const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/

const yuan = (fen) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

async function chineseLeft(page, texts) {
  let text = await page.locator('body').innerText()
  for (const d of [...texts].filter(Boolean).sort((a, b) => b.length - a.length)) text = text.split(d).join(' ')
  return text.split('\n').filter((line) => HAN.test(line))
}

describe('H5 member assets', { skip }, () => {
  const j = journey()
  let token = ''
  let figures = null

  it('opens the balance from the member centre: the demo member\'s balance split into withdrawable and not', async () => {
    const { page } = j.b
    const base = j.server.base
    token = await passwordLogin(base, DEMO.mobile, DEMO.password)
    figures = (await api(base, 'POST', '/api/memberaccount/info', { token })).data
    assert.ok(figures.balance > 0 && figures.balance_money > 0 && figures.point > 0, JSON.stringify(figures))
    await page.goto(`${base}/h5/`)
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    await page.goto(`${base}${MEMBER}`)
    await page.locator('.member-assets__item--balance').click({ timeout: 30_000 })
    await page.waitForURL(/\/otherpages\/member\/balance\/balance/, { timeout: 15_000 })
    await page.locator('.balance-total').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.balance-total').innerText(), yuan(figures.balance_total))
    assert.equal(await page.locator('.balance-withdrawable').innerText(), yuan(figures.balance_money))
    assert.equal(await page.locator('.balance-non-withdrawable').innerText(), yuan(figures.balance))
    assert.equal(figures.balance_total, figures.balance + figures.balance_money)
    // the newest rows of the ledger
    await page.locator('.ledger-recent .ledger-item').first().waitFor({ timeout: 15_000 })
    assert.deepEqual(j.b.errors, [])
  })

  it('opens the balance ledger and sees its rows by month and by kind', async () => {
    const { page } = j.b
    await page.locator('.balance-detail-link').click()
    await page.waitForURL(/\/otherpages\/member\/balance_detail\/balance_detail/, { timeout: 15_000 })
    await page.locator('.ledger-list .ledger-item').first().waitFor({ timeout: 30_000 })
    const kinds = await page.locator('.ledger-list .ledger-item__type').allInnerTexts()
    assert.ok(kinds.includes('系统赠送'), kinds.join())
    assert.ok(kinds.includes('订单支付'), kinds.join())
    const amounts = await page.locator('.ledger-list .ledger-item__amount').allInnerTexts()
    assert.ok(amounts.includes(`+¥${yuan(30000)}`) && amounts.includes(`+¥${yuan(20000)}`), amounts.join())
    assert.ok(amounts.some((a) => a.startsWith('-¥')), amounts.join())
    assert.ok((await page.locator('.ledger-group').count()) >= 1)
    // this month (the demo was seeded now)
    const thisMonth = page.waitForResponse((r) => r.url().includes('/api/memberaccount/page') && r.url().includes('date='))
    await page.locator('.ledger-month--current').click()
    const month = await (await thisMonth).json()
    assert.equal(month.code, 0)
    const all = (await api(j.server.base, 'POST', '/api/memberaccount/page', { token, account_type: 'balance,balance_money' })).data
    assert.equal(month.data.count, all.count)
    await page.locator('.ledger-month--current.ledger-month--active').waitFor()
    // one kind: the orders
    await page.locator('.ledger-kind[data-from-type="order"]').click()
    await page.locator('.ledger-kind--active[data-from-type="order"]').waitFor()
    await page.waitForFunction(() => {
      const types = [...document.querySelectorAll('.ledger-list .ledger-item__type')].map((e) => e.textContent)
      return types.length > 0 && types.every((t) => t === '订单支付')
    }, null, { timeout: 15_000 })
    // a row opens its detail
    await page.locator('.ledger-list .ledger-item').first().click()
    await page.waitForURL(/\/otherpages\/member\/point_detail\/point_detail\?id=\d+/, { timeout: 15_000 })
    await page.locator('.ledger-detail__amount').waitFor({ timeout: 30_000 })
    assert.match(await page.locator('.ledger-detail__amount').innerText(), /^-¥\d+\.\d\d$/)
    assert.equal(await page.locator('.ledger-detail__row--type .ledger-detail__value').innerText(), '订单支付')
    assert.equal(await page.locator('.ledger-detail__order').count(), 1)
  })

  it('opens the points from the member centre, then the points ledger', async () => {
    const { page } = j.b
    const base = j.server.base
    await page.goto(`${base}${MEMBER}`)
    await page.locator('.member-assets__item--point').click({ timeout: 30_000 })
    await page.waitForURL(/\/otherpages\/member\/point\/point/, { timeout: 15_000 })
    await page.locator('.point-total').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.point-total').innerText(), String(figures.point))
    await page.locator('.point-link--list').click()
    await page.waitForURL(/\/otherpages\/member\/point\/list/, { timeout: 15_000 })
    await page.locator('.ledger-list .ledger-item').first().waitFor({ timeout: 30_000 })
    const types = await page.locator('.ledger-list .ledger-item__type').allInnerTexts()
    // the demo's points, points spent on orders and the closed order's points given back
    for (const k of ['系统赠送', '订单支付', '订单关闭退回']) assert.ok(types.includes(k), types.join())
    const sum = (await api(base, 'POST', '/api/memberaccount/page', { token, account_type: 'point', page_size: 50 })).data.list.reduce((n, r) => n + r.account_data, 0)
    assert.equal(sum, figures.point)
  })

  it('changes the head image on its own page and sees it in the member centre', async () => {
    const { page } = j.b
    const base = j.server.base
    await page.goto(`${base}${MEMBER}`)
    await page.locator('.member-headimg').click({ timeout: 30_000 })
    await page.waitForURL(/\/otherpages\/member\/modify_face\/modify_face/, { timeout: 15_000 })
    await page.locator('.modify-face__preview').waitFor({ timeout: 30_000 })
    await page.locator('.image-uploader__add').click()
    const chooser = page.waitForEvent('filechooser')
    await page.locator('.image-uploader__source--album').click()
    const uploaded = page.waitForResponse((r) => /\/api\/upload\//.test(r.url()))
    await (await chooser).setFiles({ name: 'face.png', mimeType: 'image/png', buffer: png(64, 64, [30, 120, 200]) })
    const up = await (await uploaded).json()
    assert.ok(up.code >= 0, up.message)
    const name = up.data.pic_path.split('/').pop().split('.')[0]
    await page.waitForFunction((n) => [...document.querySelectorAll('.modify-face__preview img, img.modify-face__preview')].some((i) => i.getAttribute('src')?.includes(n)), name, { timeout: 15_000 })
    const saved = page.waitForResponse((r) => r.url().includes('/api/member/modifyheadimg'))
    await page.locator('.modify-face__save').click()
    assert.ok((await (await saved).json()).code >= 0)
    // back in the member centre with the new picture
    await page.waitForURL(/\/pages\/member\/index\/index/, { timeout: 15_000 })
    await page.waitForFunction((n) => [...document.querySelectorAll('.member-headimg img, img.member-headimg')].some((i) => i.getAttribute('src')?.includes(n)), name, { timeout: 15_000 })
    const info = await api(base, 'POST', '/api/member/info', { token })
    assert.equal(info.data.headimg, up.data.pic_path)
    assert.deepEqual(j.b.errors, [])
  })

  it('shows no Chinese interface text in English', async () => {
    const { page } = j.b
    const base = j.server.base
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify({ data: 'en-us' })))
    const [row] = (await api(base, 'POST', '/api/memberaccount/page', { token, account_type: 'point', lang: 'en-us' })).data.list
    // the operator's own texts (the level's name) are data, not interface text
    const assets = (await api(base, 'POST', '/api/memberaccount/assets', { token, lang: 'en-us' })).data
    const pages = [
      ['/h5/otherpages/member/assets/assets', '.assets-cell'],
      ['/h5/otherpages/member/balance/balance', '.ledger-recent .ledger-item'],
      ['/h5/otherpages/member/balance_detail/balance_detail', '.ledger-list .ledger-item'],
      ['/h5/otherpages/member/point/point', '.ledger-recent .ledger-item'],
      ['/h5/otherpages/member/point/list', '.ledger-list .ledger-item'],
      ['/h5/otherpages/member/point/detail_list', '.ledger-list .ledger-item'],
      [`/h5/otherpages/member/point_detail/point_detail?id=${row.id}`, '.ledger-detail__amount'],
      ['/h5/otherpages/member/modify_face/modify_face', '.modify-face__preview'],
    ]
    for (const [url, ready] of pages) {
      await page.goto(`${base}${url}`)
      await page.locator(ready).first().waitFor({ timeout: 30_000 })
      assert.deepEqual(await chineseLeft(page, [assets.level_name]), [], url)
    }
    assert.match(await page.locator('.modify-face__save').innerText(), /Save/)
  })
})
