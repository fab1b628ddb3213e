// The mini-program login path of the WeChat build: a mocked wx.login hands out a code of the fake
// WeChat platform, the real server exchanges it (jscode2session against the fake), /api/login/auth
// answers -10016 for the new user, the register config (third-party on, binding off) opens the
// nickname popup, and saving it registers the member and stores the token.
const fs = require('fs')
const path = require('path')
const { createEnv, waitFor, dist, simulate } = require('./weapp-env')
const { startServer, forwardTo, startFakePlatforms, setWebsiteConfig, httpJson } = require('./server')

const built = fs.existsSync(path.join(dist, 'app.js'))
const describeBuilt = built ? describe : describe.skip

const html = (page) => page.dom.innerHTML.replace(/main--/g, '')

describeBuilt('weapp build: login on launch with wx.login', () => {
  let fake
  let server
  let env
  let loginCode
  beforeAll(async () => {
    fake = await startFakePlatforms()
    server = await startServer(fake.env, {
      configure: (file) => setWebsiteConfig(file, 'register_config', { third_party: 1, bind_mobile: 0 }),
    })
    loginCode = await fake.control('/__fake/wechat/login-code', { unionid: 'union-mini-1', nickname: '小程序用户' })
    env = createEnv({
      onRequest: forwardTo(server.base),
      wxOverrides: {
        login: (opts, { ok }) => ok(opts, { errMsg: 'login:ok', code: loginCode.code }),
      },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  test('an unknown WeChat user gets the nickname popup; saving registers and logs in', async () => {
    const page = env.openPage('pages/member/index/index')
    // the launch asked WeChat for a code and the server exchanged it
    await waitFor(() => env.calls.find((c) => c.api === 'login'))
    const exchange = await waitFor(() => env.calls.find((c) => c.api === 'request' && c.opts.url.endsWith('/weapp/api/weapp/authcodetoopenid')))
    expect(exchange.opts.data).toMatchObject({ code: loginCode.code, app_type: 'weapp' })
    await waitFor(() => env.calls.find((c) => c.api === 'request' && c.opts.url.endsWith('/api/login/auth')))
    await waitFor(() => env.calls.find((c) => c.api === 'request' && c.opts.url.endsWith('/api/register/config')))
    await waitFor(() => html(page).includes('auth-nickname-popup'), 20000)
    expect(env.storage.get('token') || '').toBe('')

    // saving without a nickname is refused with the spec's message
    page.querySelector('.auth-nickname-save').dispatchEvent('tap')
    const refused = await waitFor(() => env.calls.find((c) => c.api === 'showToast' && String(c.opts.title).includes('请输入昵称')))
    expect(refused).toBeTruthy()

    const input = page.querySelector('.auth-nickname-input')
    input.dispatchEvent('input', { detail: { value: '阿花' } })
    await simulate.sleep(100)
    page.querySelector('.auth-nickname-save').dispatchEvent('tap')
    const registered = await waitFor(() => env.calls.find((c) => c.api === 'request' && c.opts.url.endsWith('/api/login/authRegister')))
    expect(registered.opts.data).toMatchObject({ nickname: '阿花' })
    expect(registered.opts.data.auth_tag).toBeTruthy()
    const token = await waitFor(() => env.storage.get('token'), 20000)

    // the server knows the member under that nickname, without a mobile
    const info = await httpJson('GET', `${server.base}/api/member/info`, undefined, { token })
    expect(info.data.code).toBe(0)
    expect(info.data.data).toMatchObject({ nickname: '阿花', mobile: '' })
    // and the identity is bound: the same WeChat user logs in directly next time
    const again = await fake.control('/__fake/wechat/login-code', { unionid: 'union-mini-1', nickname: '小程序用户' })
    const exchanged = await httpJson('POST', `${server.base}/weapp/api/weapp/authcodetoopenid`, { code: again.code, app_type: 'weapp' })
    const auth = await httpJson('POST', `${server.base}/api/login/auth`, { auth_tag: exchanged.data.data.auth_tag, app_type: 'weapp' })
    expect(auth.data.code).toBe(0)
    expect(auth.data.data.token).toBeTruthy()
  })
})
