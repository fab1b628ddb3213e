import type { AuthRegisterConfigData } from '@/services/api/contract.gen'
import { fakeApi, memberInfo, refuse, reply, type Answer } from '@/testing'

jest.mock('@/platform/env', () => {
  const env = { target: 'h5', browser: 'other', inMiniProgramWebView: false, appType: 'h5', appTypeName: 'H5' }
  return { __env: env, getEnv: () => env, launchUrl: () => 'http://localhost/', landingUrl: () => 'http://localhost/' }
})
jest.mock('@/platform/login', () => ({ platformLogin: { kind: 'browser', provider: jest.fn(() => null), login: jest.fn(), browserAuth: null } }))
jest.mock('@/platform/privacy', () => ({
  privacy: { needsAuthorization: jest.fn(async () => false), onNeedAuthorization: jest.fn(), agreeBy: 'tap' },
}))
jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(),
  currentRoute: jest.fn(() => '/pages/goods/cart/cart'),
}))

const { __env: env } = require('@/platform/env')
const { platformLogin } = require('@/platform/login')
const { privacy } = require('@/platform/privacy')
const { go } = require('@/utils/navigate') as { go: jest.Mock }
const { useAppStore } = require('@/store/app')
const { useMemberStore } = require('@/features/member/store')
const { useAuthStore } = require('./store')
const { launchLogin, resetLaunchForTests } = require('./launch')

const MEMBER = memberInfo({ member_id: 7, nickname: '小明', mobile: '13800138000' })
const NO_MOBILE = memberInfo({ member_id: 8, nickname: 'wx', mobile: '' })
const config = (third_party: 0 | 1, bind_mobile: 0 | 1): AuthRegisterConfigData => ({ value: { third_party, bind_mobile, register: ['mobile', 'password'], login: ['mobile', 'password'], pwd_len: 6 } })

function fakeBrowserAuth(code: string | null = null) {
  let attempted = false
  return {
    returnedCode: jest.fn(() => code),
    returnUrl: jest.fn(() => 'https://mall.test/h5/pages/goods/cart/cart'),
    dropReturnedCode: jest.fn(() => {
      code = null
    }),
    attempted: jest.fn(() => attempted),
    markAttempted: jest.fn(() => {
      attempted = true
    }),
    redirect: jest.fn(),
  }
}

function setPlatform(target: 'h5' | 'weapp' | 'alipay', browser: 'wechat' | 'alipay' | 'other' = 'other') {
  env.target = target
  env.browser = browser
  env.appType = target === 'weapp' ? 'weapp' : target === 'alipay' ? 'aliapp' : browser === 'wechat' ? 'wechat' : browser === 'alipay' ? 'alifuwu' : 'h5'
  platformLogin.kind = target === 'h5' ? 'browser' : 'code'
  platformLogin.provider = () => (target === 'weapp' ? 'weapp' : target === 'alipay' ? 'aliapp' : browser === 'wechat' ? 'wechat' : browser === 'alipay' ? 'alifuwu' : null)
  platformLogin.browserAuth = null
  platformLogin.login = jest.fn(async () => ({ code: `${target}-code` }))
}

beforeEach(() => {
  jest.restoreAllMocks()
  resetLaunchForTests()
  go.mockClear()
  setPlatform('h5')
  useAppStore.setState({ token: '', authInfo: null, sourceMember: null, suid: null, sourceSiteId: null })
  useMemberStore.setState({ info: null, pendingRegisterReward: false })
  useAuthStore.setState({ popup: 'none', identity: null, privacyOpen: false, privacyResolve: null })
  privacy.needsAuthorization.mockImplementation(async () => false)
  privacy.onNeedAuthorization.mockClear()
})

describe('with a stored token', () => {
  it('loads the member and nothing else', async () => {
    useAppStore.setState({ token: 'tk-1' })
    const server = fakeApi({ memberInfo: MEMBER })
    await expect(launchLogin()).resolves.toBe('member')
    expect(server.names()).toEqual(['memberInfo'])
    expect(server.calls[0].data.token).toBe('tk-1')
    expect(useMemberStore.getState().info).toMatchObject(MEMBER)
    expect(useAuthStore.getState().popup).toBe('none')
  })

  it('keeps the refresh token the answer carries', async () => {
    useAppStore.setState({ token: 'tk-old' })
    fakeApi({ memberInfo: reply(MEMBER, { refreshtoken: 'tk-new' }) })
    await launchLogin()
    expect(useAppStore.getState().token).toBe('tk-new')
  })

  it.each([-10009, -10010])('a refused token (%i) is dropped and the visitor stays a visitor in a plain browser', async (code) => {
    useAppStore.setState({ token: 'tk-bad' })
    const server = fakeApi({ memberInfo: refuse(code, 'token') })
    await expect(launchLogin()).resolves.toBe('visitor')
    expect(useAppStore.getState().token).toBe('')
    expect(useMemberStore.getState().info).toBeNull()
    expect(server.names()).toEqual(['memberInfo'])
  })

  it('keeps the token when the server cannot be reached', async () => {
    useAppStore.setState({ token: 'tk-1' })
    jest.spyOn(require('@tarojs/taro').default, 'request').mockRejectedValue(new Error('offline'))
    await expect(launchLogin()).resolves.toBe('member')
    expect(useAppStore.getState().token).toBe('tk-1')
  })

  it('a member without a mobile is asked to bind one only when third_party and bind_mobile are on', async () => {
    useAppStore.setState({ token: 'tk-1' })
    const server = fakeApi({ memberInfo: NO_MOBILE, authRegisterConfig: config(1, 1) })
    await launchLogin()
    expect(server.to('authRegisterConfig')).toHaveLength(1)
    expect(useAuthStore.getState().popup).toBe('bindMobile')

    for (const [tp, bm] of [[1, 0], [0, 1], [0, 0]] as const) {
      useAuthStore.setState({ popup: 'none' })
      server.answer('authRegisterConfig', config(tp, bm))
      await launchLogin()
      expect(useAuthStore.getState().popup).toBe('none')
    }
  })
})

describe('in a mini-program', () => {
  it('weapp: wx.login code -> openid -> /api/login/auth with the share parameters', async () => {
    setPlatform('weapp')
    useAppStore.setState({ sourceMember: 12, suid: 4, sourceSiteId: 9 })
    const server = fakeApi({
      wechatWeappCodeToOpenid: { openid: 'o1', unionid: 'u1', auth_tag: 'tag-w' },
      authPlatformLogin: { token: 'tk-w', is_register: 0 },
      memberInfo: MEMBER,
    })
    await expect(launchLogin()).resolves.toBe('member')
    expect(server.names()).toEqual(['wechatWeappCodeToOpenid', 'authPlatformLogin', 'memberInfo'])
    expect(server.to('wechatWeappCodeToOpenid')[0].data).toMatchObject({ code: 'weapp-code', app_type: 'weapp' })
    expect(server.to('authPlatformLogin')[0].data).toMatchObject({ auth_tag: 'tag-w', source_member: 12, suid: 4, source_site_id: 9 })
    expect(useAppStore.getState().token).toBe('tk-w')
    expect(useAppStore.getState().authInfo).toMatchObject({ auth_tag: 'tag-w' })
    expect(useMemberStore.getState().pendingRegisterReward).toBe(false)
  })

  it('alipay: my.getAuthCode code -> /aliapp/api/aliapp/authcodetouserid', async () => {
    setPlatform('alipay')
    const server = fakeApi({
      alipayAppCodeToUserid: { open_id: 'a1', auth_tag: 'tag-a' },
      authPlatformLogin: { token: 'tk-a', is_register: 0 },
      memberInfo: MEMBER,
    })
    await expect(launchLogin()).resolves.toBe('member')
    expect(server.to('alipayAppCodeToUserid')[0].data.code).toBe('alipay-code')
    expect(server.to('authPlatformLogin')[0].data.auth_tag).toBe('tag-a')
  })

  it('an unconfigured platform leaves a visitor without a toast', async () => {
    setPlatform('weapp')
    const server = fakeApi({ wechatWeappCodeToOpenid: refuse(-20301, '未配置') })
    await expect(launchLogin()).resolves.toBe('visitor')
    expect(server.names()).toEqual(['wechatWeappCodeToOpenid'])
    expect(document.querySelector('.mall-toast')?.textContent ?? '').not.toContain('未配置')
  })

  it('a refused platform login leaves a visitor', async () => {
    setPlatform('weapp')
    platformLogin.login = jest.fn(async () => {
      throw new Error('wx.login gave no code')
    })
    const server = fakeApi({})
    await expect(launchLogin()).resolves.toBe('visitor')
    expect(server.calls).toHaveLength(0)
  })
})

describe('-10016: the register config decides (spec section 4)', () => {
  const unregistered = (cfg: Answer<'authRegisterConfig'>) => ({
    wechatWeappCodeToOpenid: { openid: 'o1', unionid: '', auth_tag: 'tag-w' },
    authPlatformLogin: refuse(-10016, '未注册'),
    authRegisterConfig: cfg,
  })

  it('third_party and bind_mobile on: the complete-info popup, holding the identity', async () => {
    setPlatform('weapp')
    fakeApi(unregistered(config(1, 1)))
    await expect(launchLogin()).resolves.toBe('unregistered')
    expect(useAuthStore.getState().popup).toBe('completeInfo')
    expect(useAuthStore.getState().identity).toMatchObject({ authTag: 'tag-w' })
    expect(go).not.toHaveBeenCalled()
    expect(useAppStore.getState().token).toBe('')
  })

  it.each([[0, 1], [0, 0]] as const)('third_party %i, bind_mobile %i: the login page with the way back', async (_tp, bm) => {
    setPlatform('weapp')
    fakeApi(unregistered(config(0, bm)))
    await expect(launchLogin()).resolves.toBe('unregistered')
    expect(useAuthStore.getState().popup).toBe('none')
    expect(go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/goods/cart/cart')}`)
  })

  it('third_party off on the login page itself: stays there', async () => {
    setPlatform('weapp')
    const { currentRoute } = require('@/utils/navigate')
    currentRoute.mockReturnValueOnce('/pages/login/login/login?back=%2Fpages%2Fgoods%2Fcart%2Fcart')
    fakeApi(unregistered(config(0, 0)))
    await expect(launchLogin()).resolves.toBe('unregistered')
    expect(go).not.toHaveBeenCalled()
  })

  it('third_party on, bind_mobile off: the authorise (nickname) popup', async () => {
    setPlatform('weapp')
    fakeApi(unregistered(config(1, 0)))
    await expect(launchLogin()).resolves.toBe('unregistered')
    expect(useAuthStore.getState().popup).toBe('authNickname')
    expect(go).not.toHaveBeenCalled()
  })

  it('an unreadable register config leaves a visitor, no popup', async () => {
    setPlatform('weapp')
    fakeApi(unregistered(refuse(-10500, 'boom')))
    await expect(launchLogin()).resolves.toBe('visitor')
    expect(useAuthStore.getState().popup).toBe('none')
    expect(go).not.toHaveBeenCalled()
  })

  it('other refusals of /api/login/auth are not -10016: no register config read', async () => {
    setPlatform('weapp')
    const server = fakeApi({ ...unregistered(config(1, 1)), authPlatformLogin: refuse(-20304, 'bound elsewhere') })
    await expect(launchLogin()).resolves.toBe('visitor')
    expect(server.to('authRegisterConfig')).toHaveLength(0)
  })
})

describe('login by platform: what follows', () => {
  it('a registration through /api/login/auth asks for the reward popup', async () => {
    setPlatform('weapp')
    fakeApi({
      wechatWeappCodeToOpenid: { openid: 'o1', unionid: '', auth_tag: 'tag-w' },
      authPlatformLogin: { token: 'tk-w', is_register: 1 },
      memberInfo: MEMBER,
    })
    await launchLogin()
    expect(useMemberStore.getState().pendingRegisterReward).toBe(true)
  })

  it('a platform member without a mobile gets the forced binding popup when both switches are on', async () => {
    setPlatform('weapp')
    fakeApi({
      wechatWeappCodeToOpenid: { openid: 'o1', unionid: '', auth_tag: 'tag-w' },
      authPlatformLogin: { token: 'tk-w', is_register: 0 },
      memberInfo: NO_MOBILE,
      authRegisterConfig: config(1, 1),
    })
    await expect(launchLogin()).resolves.toBe('member')
    expect(useAuthStore.getState().popup).toBe('bindMobile')
  })
})

describe('in the WeChat browser', () => {
  it('goes once per session to the authorisation address the server answers', async () => {
    setPlatform('h5', 'wechat')
    const auth = fakeBrowserAuth()
    platformLogin.browserAuth = auth
    const server = fakeApi({ wechatMpAuthUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1#wechat_redirect' })
    await expect(launchLogin()).resolves.toBe('redirecting')
    expect(server.to('wechatMpAuthUrl')[0].data).toMatchObject({
      redirect_url: 'https://mall.test/h5/pages/goods/cart/cart',
      scopes: 'snsapi_base',
      app_type: 'wechat',
    })
    expect(auth.redirect).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1#wechat_redirect')
    // back without a code (or a reload): no second round trip
    await expect(launchLogin()).resolves.toBe('visitor')
    expect(server.to('wechatMpAuthUrl')).toHaveLength(1)
    expect(auth.redirect).toHaveBeenCalledTimes(1)
  })

  it('on return exchanges the code once, then logs in with the auth_tag and the WeChat profile', async () => {
    setPlatform('h5', 'wechat')
    const auth = fakeBrowserAuth('wx-oauth-code')
    platformLogin.browserAuth = auth
    const server = fakeApi({
      wechatMpCodeToOpenid: { openid: 'o', unionid: 'u', userinfo: { nickName: '微信用户', avatarUrl: 'https://wx/a.png' }, auth_tag: 'tag-h' },
      authPlatformLogin: refuse(-10016, '未注册'),
      authRegisterConfig: config(1, 0),
    })
    await expect(launchLogin()).resolves.toBe('unregistered')
    expect(auth.dropReturnedCode).toHaveBeenCalled()
    expect(server.to('wechatMpCodeToOpenid')[0].data).toMatchObject({ code: 'wx-oauth-code', redirect_url: 'https://mall.test/h5/pages/goods/cart/cart' })
    expect(server.to('authPlatformLogin')[0].data.auth_tag).toBe('tag-h')
    expect(useAuthStore.getState()).toMatchObject({ popup: 'authNickname', identity: { authTag: 'tag-h', nickname: '微信用户', headimg: 'https://wx/a.png' } })
    expect(auth.redirect).not.toHaveBeenCalled()
  })

  it('a spent code leaves a visitor (no loop back to WeChat)', async () => {
    setPlatform('h5', 'wechat')
    const auth = fakeBrowserAuth('used-code')
    auth.markAttempted()
    platformLogin.browserAuth = auth
    fakeApi({ wechatMpCodeToOpenid: refuse(-20305, 'invalid code') })
    await expect(launchLogin()).resolves.toBe('visitor')
    expect(auth.redirect).not.toHaveBeenCalled()
  })
})

describe('in the Alipay browser', () => {
  it('authorises through /api/alifuwu/authcode and exchanges the returned code', async () => {
    setPlatform('h5', 'alipay')
    platformLogin.browserAuth = fakeBrowserAuth()
    const server = fakeApi({ alipayFuwuAuthUrl: 'https://openauth.alipay.com/oauth2/publicAppAuthorize.htm?app_id=1' })
    await expect(launchLogin()).resolves.toBe('redirecting')
    expect(server.to('alipayFuwuAuthUrl')[0].data).toMatchObject({ redirect_url: 'https://mall.test/h5/pages/goods/cart/cart', app_type: 'alifuwu' })

    resetLaunchForTests()
    platformLogin.browserAuth = fakeBrowserAuth('ali-auth-code')
    server.answer('alipayFuwuCodeToOpenid', { open_id: 'x', auth_tag: 'tag-f' })
    server.answer('authPlatformLogin', { token: 'tk-f', is_register: 0 })
    server.answer('memberInfo', MEMBER)
    await expect(launchLogin()).resolves.toBe('member')
    expect(server.to('alipayFuwuCodeToOpenid')[0].data.code).toBe('ali-auth-code')
    expect(useAppStore.getState().token).toBe('tk-f')
  })
})

describe('a plain browser', () => {
  it('has no platform identity: no calls at all', async () => {
    platformLogin.browserAuth = fakeBrowserAuth()
    const server = fakeApi({})
    await expect(launchLogin()).resolves.toBe('visitor')
    expect(server.calls).toHaveLength(0)
  })
})

describe('privacy', () => {
  it('opens the popup when the platform asks at launch, and answers calls waiting for consent', async () => {
    fakeApi({})
    privacy.needsAuthorization.mockImplementation(async () => true)
    await launchLogin()
    expect(useAuthStore.getState().privacyOpen).toBe(true)
    const handler = privacy.onNeedAuthorization.mock.calls[0][0]
    const waiting = jest.fn()
    handler(waiting)
    useAuthStore.getState().answerPrivacy(true)
    expect(waiting).toHaveBeenCalledWith(true)
    expect(useAuthStore.getState().privacyOpen).toBe(false)
    // installed once per app run
    await launchLogin()
    expect(privacy.onNeedAuthorization).toHaveBeenCalledTimes(1)
  })
})
