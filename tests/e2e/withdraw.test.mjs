// Withdrawal through the built H5 (issue 11): the demo member adds a withdrawal account from the member
// centre, applies to withdraw with the pay password (a wrong one first: refused, nothing held), the
// operator approves and marks it transferred through the admin API,
// the list and the detail show it, and the withdrawable balance dropped exactly once.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, chromiumPath, fill, openBrowser, passwordLogin, startServer, withSqlite } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const DEMO = { mobile: '13800000000', password: 'mall123456', payPassword: '123456' }
const ADMIN_TOKEN = 'journey-admin'

/** The 6 digits into the pay password popup (the sixth submits). */
async function typePayPassword(page, pin) {
  const box = page.locator('.pay-password').first()
  await box.waitFor({ timeout: 15_000 })
  const input = (await box.evaluate((el) => el.tagName === 'INPUT')) ? box : box.locator('input').first()
  await input.fill('')
  await input.click()
  await input.pressSequentially(pin, { delay: 30 })
}

describe('H5 withdrawal', { skip }, () => {
  let server
  let b
  let file = ''
  let token = ''
  before(async () => {
    server = await startServer({ ADMIN_TOKEN }, { configure(f) { file = f } })
    b = await openBrowser()
    token = await passwordLogin(server.base, DEMO.mobile, DEMO.password)
    await b.page.goto(`${server.base}/h5/`)
    await b.page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
  })
  after(async () => {
    await b?.close()
    await server?.stop()
  })

  const accounts = () => withSqlite(file, (db) => {
    const m = db.prepare('SELECT id, balance, balance_withdraw FROM member WHERE mobile = ?').get(DEMO.mobile)
    const ledger = db.prepare("SELECT coalesce(sum(account_data), 0) AS s FROM member_account WHERE member_id = ? AND account_type = 'balance_money'").get(m.id).s
    const holds = db.prepare("SELECT count(*) AS n FROM member_account WHERE member_id = ? AND from_type = 'withdraw'").get(m.id).n
    return { balance: m.balance, withdrawable: m.balance_withdraw, ledger, holds }
  })
  const admin = (action, body) => fetch(`${server.base}/admin/api/withdraw/${action}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN }, body: JSON.stringify(body),
  }).then((r) => r.json())

  it('adds an account, applies, the operator approves and transfers; the balance drops once', async () => {
    const { page } = b
    const start = accounts()
    assert.ok(start.withdrawable >= 10000, `the demo member has a withdrawable balance (${start.withdrawable})`)
    assert.equal(start.ledger, start.withdrawable)

    // the member centre's entry opens the accounts; add a bank card
    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator('.member-entries__item--account').click({ timeout: 30_000 })
    await page.locator('.account-add').click({ timeout: 30_000 })
    await page.locator('.account-realname').waitFor({ timeout: 30_000 })
    await fill(page, 'account-realname', '张三')
    await fill(page, 'account-mobile', '13912345678')
    await fill(page, 'account-bank-name', '招商银行杭州分行')
    await fill(page, 'account-number', '6225880123456789')
    const added = page.waitForResponse((r) => r.url().includes('/api/memberbankaccount/add'))
    await page.locator('.account-save').click()
    const addBody = await (await added).json()
    assert.equal(addBody.code, 0, addBody.message)
    // back on the list, the first account is the default
    await page.locator('.account-item--default').waitFor({ timeout: 15_000 })
    assert.match(await page.locator('.account-item__number').first().innerText(), /招商银行杭州分行 \*\*\*\* 6789/)

    // apply for ¥100.00: 0.6 % fee is ¥0.60, ¥99.40 arrives
    await page.goto(`${server.base}/h5/otherpages/member/apply_withdrawal/apply_withdrawal`)
    await page.locator('.withdraw-apply__balance').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.mall-navbar__title').innerText(), '申请提现')
    const yuan = (fen) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
    assert.equal(await page.locator('.withdraw-apply__balance').innerText(), yuan(start.withdrawable))
    assert.match(await page.locator('.withdraw-account-option--on').innerText(), /6789/)
    await fill(page, 'withdraw-apply__amount', '100')
    await page.locator('.withdraw-apply__net').getByText('¥99.40').waitFor({ timeout: 5_000 })
    assert.match(await page.locator('.withdraw-apply__fee').innerText(), /¥0\.60/)
    // the pay password: a wrong one is refused and holds nothing, the demo's right one applies
    const refused = page.waitForResponse((r) => r.url().includes('/api/memberwithdraw/apply'))
    await page.locator('.withdraw-apply__submit').click()
    assert.equal(await page.locator('.pay-password-box__money').innerText({ timeout: 15_000 }), '提现 ¥100.00')
    await typePayPassword(page, '000000')
    assert.equal((await (await refused).json()).code, -20812)
    assert.equal(accounts().holds, 0)
    const applied = page.waitForResponse((r) => r.url().includes('/api/memberwithdraw/apply'))
    await typePayPassword(page, DEMO.payPassword)
    const body = await (await applied).json()
    assert.equal(body.code, 0, body.message)
    assert.deepEqual([body.data.apply_money, body.data.service_money, body.data.money, body.data.status], [10000, 60, 9940, 0])
    const id = body.data.id
    await page.locator('.withdraw-detail[data-status="0"]').waitFor({ timeout: 15_000 })
    assert.equal(await page.locator('.withdraw-detail__status').innerText(), '待审核')
    const held = accounts()
    assert.deepEqual([held.withdrawable, held.ledger, held.holds, held.balance], [start.withdrawable - 10000, start.withdrawable - 10000, 1, start.balance])

    // the operator approves: the detail shows it approved
    const agreed = await admin('agree', { withdraw_id: id })
    assert.equal(agreed.code, 0, agreed.message)
    await page.reload()
    await page.locator('.withdraw-detail[data-status="1"]').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.withdraw-detail__status').innerText(), '待转账')
    // then marks it transferred
    const done = await admin('transferred', { withdraw_id: id, certificate_remark: '流水号 20261127001' })
    assert.equal(done.code, 0, done.message)
    await page.reload()
    await page.locator('.withdraw-detail[data-status="2"]').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.withdraw-detail__status').innerText(), '已转账')
    assert.equal(await page.locator('.withdraw-detail__money .withdraw-row__value').innerText(), '¥99.40')
    assert.equal(await page.locator('.withdraw-detail__certificate .withdraw-row__value').innerText(), '流水号 20261127001')

    // the records, from the member centre's entry
    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator('.member-entries__item--withdrawal').click({ timeout: 30_000 })
    const row = page.locator(`.withdraw-record[data-id="${id}"]`)
    await row.waitFor({ timeout: 30_000 })
    assert.equal(await row.locator('.withdraw-record__status').innerText(), '已转账')
    assert.equal(await row.locator('.withdraw-record__amount').innerText(), '¥100.00')

    // dropped exactly once: the column, the ledger and the apply page agree
    const end = accounts()
    assert.deepEqual([end.withdrawable, end.ledger, end.holds, end.balance], [start.withdrawable - 10000, start.withdrawable - 10000, 1, start.balance])
    const info = await api(server.base, 'GET', '/api/memberwithdraw/info', { token })
    assert.equal(info.data.balance_money, start.withdrawable - 10000)
    await page.goto(`${server.base}/h5/otherpages/member/apply_withdrawal/apply_withdrawal`)
    await page.locator('.withdraw-apply__balance').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.withdraw-apply__balance').innerText(), yuan(start.withdrawable - 10000))
    assert.match(await page.locator('.withdraw-apply__day-count').innerText(), /今日已申请 1 次/)
    assert.deepEqual(b.errors, [])
  })
})
