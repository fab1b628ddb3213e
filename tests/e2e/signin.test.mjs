// Daily sign-in through the built H5 (issue 11): the demo member signs in from the member centre's
// entry, sees the reward and the day marked; a second sign-in the same day is refused.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, chromiumPath, openBrowser, passwordLogin, startServer, withSqlite } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const DEMO = { mobile: '13800000000', password: 'mall123456' }

describe('H5 daily sign-in', { skip }, () => {
  let server
  let b
  let file = ''
  let token = ''
  before(async () => {
    server = await startServer({}, { configure(f) { file = f } })
    b = await openBrowser()
    token = await passwordLogin(server.base, DEMO.mobile, DEMO.password)
    await b.page.goto(`${server.base}/h5/`)
    await b.page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
  })
  after(async () => {
    await b?.close()
    await server?.stop()
  })

  const points = () => withSqlite(file, (db) => db.prepare('SELECT point FROM member WHERE mobile = ?').get(DEMO.mobile).point)

  it('signs in once from the member centre and sees the reward; the second time the same day is refused', async () => {
    const { page } = b
    const before = points()
    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator('.member-entries__item--signin').click({ timeout: 30_000 })
    await page.locator('.signin[data-signed="0"]').waitFor({ timeout: 30_000 })
    const signed = page.waitForResponse((r) => r.url().includes('/api/membersignin/signin'))
    await page.locator('.signin-button').click()
    const body = await (await signed).json()
    assert.equal(body.code, 0, body.message)
    await page.locator('.signin[data-signed="1"]').waitFor({ timeout: 15_000 })
    await page.getByText(`签到成功，获得 ${body.data.point} 积分`).first().waitFor({ timeout: 5_000 })
    assert.equal(points(), before + body.data.point)
    const today = await page.locator('.signin-calendar__cell--today').getAttribute('class')
    assert.match(today, /signin-calendar__cell--signed/)
    assert.match(await page.locator('.signin-button').innerText(), /今日已签到/)
    // the same day again: refused, nothing credited
    const again = await api(server.base, 'POST', '/api/membersignin/signin', { token })
    assert.equal(again.code, -21602)
    assert.match(again.message, /今天已经签到过了/)
    assert.equal(points(), before + body.data.point)
    assert.deepEqual(b.errors, [])
  })
})
