// Member journeys through the built H5 against the real server (seeded SQLite, development SMS
// outbox and captcha peek): register by mobile with captcha and dynamic code, set a password, log
// out, log in by password, edit nickname and head image, bind a referrer, and the login page in English.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, apiMember, captchaCode, chromiumPath, fill, openBrowser, outboxCode, startServer, png } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'

/** Waits for the next captcha the page loads and answers its code. */
async function nextCaptcha(page, base, trigger) {
  const waiting = page.waitForResponse((r) => r.url().includes('/api/captcha/captcha'))
  if (trigger) await trigger()
  const res = await waiting
  const { data } = await res.json()
  return captchaCode(base, data.id)
}

describe('H5 member journeys', { skip }, () => {
  let server
  let b
  const mobile = '13912345678'
  const password = 'journey2026'
  before(async () => {
    server = await startServer({ ADMIN_TOKEN: 'journey-admin' })
    b = await openBrowser()
  })
  after(async () => {
    await b?.close()
    await server?.stop()
  })

  it('registers by mobile with captcha and dynamic code from the outbox; the reward popup shows', async () => {
    const { page } = b
    const captchaAnswer = nextCaptcha(page, server.base, () => page.goto(`${server.base}/h5/pages/login/register/register`))
    await page.locator('.register-page').waitFor({ timeout: 30_000 })
    await page.locator('.register-mode--mobile').click()
    await fill(page, 'register-mobile', mobile)
    await fill(page, 'register-captcha', await captchaAnswer)
    const sent = page.waitForResponse((r) => r.url().includes('/api/register/mobileCode'))
    await page.locator('.dynacode-btn').click()
    const sentBody = await (await sent).json()
    assert.ok(sentBody.code >= 0, sentBody.message)
    assert.equal(JSON.stringify(sentBody).match(/"\d{4}"/), null, 'the code never travels in the answer')
    // the button counts down from 120 s
    await page.locator('.dynacode-btn', { hasText: /\d+/ }).waitFor()
    await fill(page, 'register-dynacode', await outboxCode(server.base, mobile))
    await page.locator('.register-submit').click()
    // a new member: the registration reward popup (seeded reward: points, balance, growth, coupons)
    await page.locator('.reward-popup').waitFor({ timeout: 20_000 })
    const reward = await page.locator('.reward-popup').innerText()
    assert.match(reward, /100/)
    assert.match(reward, /5\.00/)
    await page.locator('.reward-popup-close').click()
  })

  it('sets a password on the profile, logs out, and logs in again by password', async () => {
    const { page } = b
    await page.goto(`${server.base}/h5/otherpages/member/info/info`)
    await page.locator('.member-info-page').waitFor({ timeout: 30_000 })
    await page.locator('.info-row--password').click()
    await page.locator('.info-edit-page').waitFor()
    await fill(page, 'info-edit-new', '123')
    await fill(page, 'info-edit-repeat', '123')
    await page.locator('.info-edit-submit').click()
    await page.getByText('密码长度不能小于6位').first().waitFor()
    await fill(page, 'info-edit-new', password)
    await fill(page, 'info-edit-repeat', password)
    const saved = page.waitForResponse((r) => r.url().includes('/api/member/modifypassword'))
    await page.locator('.info-edit-submit').click()
    assert.ok((await (await saved).json()).code >= 0)
    // 修改成功, then back on the profile
    await page.locator('.member-info-page').waitFor()

    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator('.member-logout').click()
    await page.locator('.member-header').waitFor({ state: 'detached' }).catch(() => {})
    const token = await page.evaluate(() => localStorage.getItem('token'))
    assert.ok(!token || token === '""' || !JSON.parse(token), 'the token is gone after logout')

    const captchaAnswer = nextCaptcha(page, server.base, () => page.goto(`${server.base}/h5/pages/login/login/login?back=${encodeURIComponent('/pages/member/index/index')}`))
    await page.locator('.login-page').waitFor({ timeout: 30_000 })
    await page.locator('.login-mode--password').click()
    await fill(page, 'login-mobile', mobile)
    await fill(page, 'login-password', password)
    await fill(page, 'login-captcha', await captchaAnswer)
    await page.locator('.login-submit').click()
    await page.waitForURL(/\/pages\/member\/index\/index/, { timeout: 20_000 })
    await page.locator('.member-header').waitFor()
    assert.match(await page.locator('.member-nickname').innerText(), /139\*\*\*\*5678/)
  })

  it('edits the nickname and the head image', async () => {
    const { page } = b
    await page.goto(`${server.base}/h5/otherpages/member/info/info`)
    await page.locator('.member-info-page').waitFor({ timeout: 30_000 })
    await page.locator('.info-row--nickname').click()
    await page.locator('.info-edit-page').waitFor()
    await fill(page, 'info-edit-input', '旅程会员')
    const saved = page.waitForResponse((r) => r.url().includes('/api/member/modifynickname'))
    await page.locator('.info-edit-submit').click()
    assert.ok((await (await saved).json()).code >= 0)
    await page.locator('.member-info-page').waitFor()
    await page.locator('.info-row--nickname', { hasText: '旅程会员' }).waitFor()

    await page.locator('.info-row--headimg').click()
    const chooser = page.waitForEvent('filechooser')
    await page.locator('.info-headimg-source--album').click()
    const uploaded = page.waitForResponse((r) => /\/api\/upload\//.test(r.url()))
    const modifiedP = page.waitForResponse((r) => r.url().includes('/api/member/modifyheadimg'))
    await (await chooser).setFiles({ name: 'face.png', mimeType: 'image/png', buffer: png(64, 64, [200, 30, 60]) })
    const up = await (await uploaded).json()
    assert.ok(up.code >= 0, up.message)
    assert.match(up.data.pic_path, /^upload\/member\//)
    const modified = await modifiedP
    assert.ok((await modified.json()).code >= 0)
    // the profile reloads and shows the new picture
    const name = up.data.pic_path.split('/').pop().split('.')[0]
    await page.waitForFunction((n) => [...document.querySelectorAll('.info-row--headimg img')].some((i) => i.getAttribute('src')?.includes(n)), name, { timeout: 15_000 })
    // and the file is really served
    const file = await fetch(`${server.base}/${up.data.pic_path}`)
    assert.equal(file.status, 200)
  })

  it('binds a referrer found by mobile', async () => {
    const { page } = b
    const referrerMobile = '13787654321'
    await apiMember(server.base, referrerMobile)
    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator('.member-referrer').click()
    await page.locator('.referrer-popup').waitFor()
    // the mask does not dismiss it
    await page.mouse.click(10, 10)
    await page.locator('.referrer-popup').waitFor()
    await page.locator('.referrer-bind').click()
    await page.getByText('请输入手机号').first().waitFor()
    await fill(page, 'referrer-mobile', referrerMobile)
    await page.locator('.referrer-search').click()
    await page.locator('.referrer-result', { hasText: '137****4321' }).waitFor()
    const bound = page.waitForResponse((r) => r.url().includes('/api/Dianjiamember/bindTuijian'))
    await page.locator('.referrer-bind').click()
    assert.ok((await (await bound).json()).code >= 0)
    await page.getByText('绑定成功').first().waitFor()
    const token = JSON.parse(await page.evaluate(() => localStorage.getItem('token')))
    const info = await api(server.base, 'GET', '/api/member/info', { token: typeof token === 'string' ? token : token.data })
    assert.ok(info.data.source_member > 0)
    assert.equal(info.data.source_member_info.mobile, '137****4321')
  })

  it('switching the language shows the login page in English', async () => {
    const { page } = b
    await page.goto(`${server.base}/h5/pages/member/index/index`)
    await page.locator('.member-logout').click()
    await page.locator('.lang-switch__option--en-us').click()
    await page.waitForURL(/\/pages\/member\/index\/index/)
    await page.goto(`${server.base}/h5/pages/login/login/login`)
    await page.locator('.login-page').waitFor({ timeout: 30_000 })
    const text = await page.locator('.login-page').innerText()
    assert.match(text, /Log ?in|Sign ?in/i)
    assert.doesNotMatch(text, /登录/)
    await page.locator('.login-submit').click()
    await page.getByText(/enter (your|a) (mobile|phone)/i).first().waitFor()
    await page.locator('.lang-switch__option--zh-cn').count()
  })

  it('applies for cancellation; once an operator approves, the account is closed for good', async () => {
    const { page } = b
    const closingMobile = '13655550000'
    const token = await apiMember(server.base, closingMobile)
    await page.goto(`${server.base}/h5/`)
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    await page.goto(`${server.base}/h5/otherpages/member/cancellation/cancellation`)
    await page.locator('.cancellation-page').waitFor({ timeout: 30_000 })
    await page.locator('.cancel-agree').click()
    const applied = page.waitForResponse((r) => r.url().includes('/membercancel/api/membercancel/apply'))
    await page.locator('.cancel-apply').click()
    // the confirmation modal (in the language the previous journey left: its confirm button is the last)
    await page.locator('.taro-modal__foot > *').last().click()
    assert.equal((await (await applied).json()).data.status, 'applied')
    await page.locator('.cancelstatus-page').waitFor()

    const info = await api(server.base, 'GET', '/api/member/info', { token })
    const audit = await fetch(`${server.base}/admin/api/membercancel/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': 'journey-admin' },
      body: JSON.stringify({ member_id: info.data.member_id, action: 'agree' }),
    }).then((r) => r.json())
    assert.equal(audit.data.status, 'approved')
    // the session ends, and the mobile is free for a new account
    assert.equal((await api(server.base, 'GET', '/api/member/info', { token })).code, -10009)
    await page.reload()
    await page.locator('.cancelstatus-page, .cancelsuccess-page, .cancellation-page, .login-page, .mall-empty').first().waitFor({ timeout: 20_000 })
    // (by password: a new SMS code for this mobile would wait out its 60 s limit)
    const cap = await api(server.base, 'GET', '/api/captcha/captcha')
    const again = await api(server.base, 'POST', '/api/register/register', {
      username: closingMobile, password: 'second-life', captcha_id: cap.data.id, captcha_code: await captchaCode(server.base, cap.data.id),
    })
    assert.equal(again.code, 0, again.message)
    const fresh = await api(server.base, 'GET', '/api/member/info', { token: again.data.token })
    assert.notEqual(fresh.data.member_id, info.data.member_id)
  })
})
