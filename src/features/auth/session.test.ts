import Taro from '@tarojs/taro'
import { fakeApi, memberInfo, refuse } from '@/testing'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(), currentRoute: jest.fn(() => '/') }))

const { go } = require('@/utils/navigate') as { go: jest.Mock }
const { useAppStore } = require('@/store/app')
const { useMemberStore } = require('@/features/member/store')
const { useAuthStore } = require('./store')
const { completeLogin, logout, afterLoginTarget, goToLoginPage } = require('./session')

const MEMBER = memberInfo({ member_id: 7, nickname: '小明', mobile: '13800138000' })

beforeEach(() => {
  jest.restoreAllMocks()
  go.mockReset()
  go.mockImplementation(() => Promise.resolve())
  useAppStore.setState({ token: '', authInfo: null })
  useMemberStore.setState({ info: null, pendingRegisterReward: false })
  useAuthStore.setState({ popup: 'none', identity: null })
})

describe('where a login returns to', () => {
  it('the back parameter when it is an in-app path, else the member home', () => {
    expect(afterLoginTarget('/pages/goods/detail/detail?sku_id=3')).toBe('/pages/goods/detail/detail?sku_id=3')
    expect(afterLoginTarget(encodeURIComponent('/pages/goods/cart/cart'))).toBe('/pages/goods/cart/cart')
    expect(afterLoginTarget(undefined)).toBe('/pages/member/index/index')
    expect(afterLoginTarget('https://evil.example/')).toBe('/pages/member/index/index')
    expect(afterLoginTarget('//evil.example/x')).toBe('/pages/member/index/index')
    // never back to a login form
    expect(afterLoginTarget('/pages/login/register/register')).toBe('/pages/member/index/index')
    expect(afterLoginTarget('/otherpages/login/find/find?x=1')).toBe('/pages/member/index/index')
  })
})

describe('completeLogin', () => {
  it('stores the token, loads the member, relaunches a tab page', async () => {
    const server = fakeApi({ memberInfo: MEMBER })
    useAuthStore.setState({ popup: 'completeInfo' })
    await expect(completeLogin({ token: 'tk-1', is_register: 0 }, '/pages/goods/cart/cart')).resolves.toMatchObject(MEMBER)
    expect(useAppStore.getState().token).toBe('tk-1')
    expect(Taro.getStorageSync('token')).toBe('tk-1')
    expect(server.to('memberInfo')[0].data.token).toBe('tk-1')
    expect(useMemberStore.getState().info).toMatchObject(MEMBER)
    expect(go).toHaveBeenCalledWith('/pages/goods/cart/cart', 'reLaunch')
    expect(useAuthStore.getState().popup).toBe('none')
    expect(useMemberStore.getState().pendingRegisterReward).toBe(false)
  })

  it('replaces the login page with a non-tab page; null back is the member home', async () => {
    fakeApi({ memberInfo: MEMBER })
    await completeLogin({ token: 'tk-1' }, '/pages/goods/detail/detail?sku_id=3')
    expect(go).toHaveBeenLastCalledWith('/pages/goods/detail/detail?sku_id=3', 'redirectTo')
    await completeLogin({ token: 'tk-2' }, null)
    expect(go).toHaveBeenLastCalledWith('/pages/member/index/index', 'reLaunch')
  })

  it('without back (popups, launch) it stays on the page', async () => {
    fakeApi({ memberInfo: MEMBER })
    await completeLogin({ token: 'tk-1', is_register: 0 })
    expect(go).not.toHaveBeenCalled()
  })

  it('a registration marks the reward popup after the navigation', async () => {
    fakeApi({ memberInfo: MEMBER })
    const pendingWhenNavigating: boolean[] = []
    go.mockImplementation(() => {
      pendingWhenNavigating.push(useMemberStore.getState().pendingRegisterReward)
      return Promise.resolve()
    })
    await completeLogin({ token: 'tk-1', is_register: 1 }, '/pages/member/index/index')
    expect(pendingWhenNavigating).toEqual([false])
    expect(useMemberStore.getState().pendingRegisterReward).toBe(true)
  })

  it('refuses an answer without a token', async () => {
    await expect(completeLogin({ token: '' } as any)).rejects.toThrow('without a token')
    expect(useAppStore.getState().token).toBe('')
  })
})

describe('logout', () => {
  it('tells the server with the token, then forgets the session', async () => {
    const server = fakeApi({ authLogout: null })
    useAppStore.setState({ token: 'tk-1', authInfo: { auth_tag: 't' } })
    useMemberStore.setState({ info: MEMBER })
    await expect(logout()).resolves.toBe(true)
    expect(server.to('authLogout')[0]).toMatchObject({ method: 'POST', data: { token: 'tk-1' } })
    expect(useAppStore.getState().token).toBe('')
    expect(useAppStore.getState().authInfo).toBeNull()
    expect(useMemberStore.getState().info).toBeNull()
  })

  it('forgets the session even when the server refuses', async () => {
    fakeApi({ authLogout: refuse(-10009, 'token invalid') })
    useAppStore.setState({ token: 'tk-1' })
    await expect(logout()).resolves.toBe(false)
    expect(useAppStore.getState().token).toBe('')
  })
})

describe('goToLoginPage', () => {
  it('goes back when the login page is underneath, else replaces the page (keeping back)', async () => {
    const nav = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as any)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/login/login/login' }, { route: 'pages/login/register/register' }] as any)
    await goToLoginPage('/pages/goods/cart/cart')
    expect(nav).toHaveBeenCalledWith({ delta: 1 })
    expect(go).not.toHaveBeenCalled()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'otherpages/login/find/find' }] as any)
    await goToLoginPage('/pages/goods/cart/cart')
    expect(go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/goods/cart/cart')}`, 'redirectTo')
  })
})
