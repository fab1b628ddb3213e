import { fireEvent, render, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import zhPages from '@/locales/zh-cn/pages.json'
import enPages from '@/locales/en-us/pages.json'
import zhShop from '@/locales/zh-cn/shop.json'
import enShop from '@/locales/en-us/shop.json'
import { clearToast, fakeApi, refuse, signIn, signOut } from '@/testing'
import type { ShopDetail } from '../types'
import { ShopHeader } from './ShopHeader'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/shop/index/index?site_id=3'),
}))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const SHOP: ShopDetail = {
  site_id: 3, site_name: '鲜果店', logo: '', banner: '', address: '', full_address: '', lat: 0, lng: 0, start_time: null, end_time: null,
  goods_count: 4, is_recommend: 0, introduction: '', telephone: '', province_name: '', city_name: '', district_name: '',
  follow_num: 7, is_follow: 0,
}

function renderHeader(lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  const i18n = i18next.createInstance()
  i18n.init({
    lng, fallbackLng: false, lowerCaseLng: true, ns: ['pages', 'shop'], defaultNS: 'pages', initAsync: false, interpolation: { escapeValue: false },
    resources: { 'zh-cn': { pages: zhPages, shop: zhShop }, 'en-us': { pages: enPages, shop: enShop } },
  } as any)
  return render(<I18nextProvider i18n={i18n}><ShopHeader shop={SHOP} /></I18nextProvider>)
}

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
})

const button = (c: HTMLElement) => c.querySelector('.shop-follow') as HTMLElement
const followers = (c: HTMLElement) => (c.querySelector('.shop-header__followers') as HTMLElement).textContent

describe('shop header follow button', () => {
  it('sends a visitor to login, returning to the shop', () => {
    signOut()
    const api = fakeApi({})
    const { container } = renderHeader()
    fireEvent.click(button(container))
    expect(nav.go).toHaveBeenCalledWith('/pages/login/login/login?back=%2Fotherpages%2Fshop%2Findex%2Findex%3Fsite_id%3D3')
    expect(api.calls).toEqual([])
  })

  it('follows and unfollows a member, showing the server count', async () => {
    signIn()
    const api = fakeApi({
      shopMemberAdd: { is_follow: 1, follow_num: 9 },
      shopMemberDelete: { is_follow: 0, follow_num: 8 },
    })
    const { container } = renderHeader('en-us')
    expect(button(container).textContent).toBe('Follow')
    expect(followers(container)).toBe('Followers 7')
    fireEvent.click(button(container))
    await waitFor(() => expect(followers(container)).toBe('Followers 9'))
    expect(button(container).className).toContain('shop-follow--on')
    expect(button(container).textContent).toBe('Following')
    expect(api.to('shopMemberAdd')[0]!.data.site_id).toBe(3)
    fireEvent.click(button(container))
    await waitFor(() => expect(followers(container)).toBe('Followers 8'))
    expect(button(container).className).not.toContain('shop-follow--on')
  })

  it('puts the old state back when the server refuses', async () => {
    signIn()
    fakeApi({ shopMemberAdd: refuse(-21102, '关注的店铺已达上限') })
    const { container } = renderHeader()
    fireEvent.click(button(container))
    await waitFor(() => expect(button(container).textContent).toBe('关注'))
    expect(followers(container)).toBe('7 人关注')
    expect(button(container).className).not.toContain('shop-follow--on')
  })
})
