import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, renderApp, signIn } from '@/testing'
import { useAppStore } from '@/store/app'
import AddressListPage from './address'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/member/address/address'),
}))
const nav = require('@/utils/navigate') as { back: jest.Mock; go: jest.Mock }

const addr = (id: number, is_default: number, name: string) => ({
  id, name, mobile: '13800000001', telephone: '', province_id: 330000, city_id: 330100, district_id: 330106, community_id: 0, community_name: '',
  province_name: '浙江省', city_name: '杭州市', district_name: '西湖区', address: `路 ${id} 号`, full_address: `浙江省杭州市西湖区路 ${id} 号`,
  longitude: 120.1, latitude: 30.2, is_default, created_at: 1, updated_at: 1,
})

function open(params: Record<string, string>, routes: Record<string, unknown> = {}) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params } } as any)
  signIn({ member_id: 7 })
  const api = fakeApi({ addressPage: { list: [addr(2, 0, '李四'), addr(1, 1, '张三')], count: 2, page_count: 1 }, ...routes })
  return { ...renderApp(<AddressListPage />), api }
}

const items = (c: HTMLElement) => Array.from(c.querySelectorAll('.address-item')) as HTMLElement[]

afterEach(() => {
  jest.restoreAllMocks()
  nav.back.mockClear()
  nav.go.mockClear()
  clearToast()
  useAppStore.getState().setCurrentShippingAddress(null)
})

describe('address list', () => {
  it('default first; set default, edit, add, delete after a confirm', async () => {
    const { container, api } = open({}, { addressSetDefault: 2, addressDelete: 1 })
    await flush()
    expect(items(container).map((e) => e.querySelector('.address-item__name')!.textContent)).toEqual(['张三', '李四'])
    expect(items(container)[0].className).toContain('address-item--default')
    fireEvent.click(items(container)[1].querySelector('.address-item__default')!)
    await flush()
    expect(api.to('addressSetDefault')[0].data).toMatchObject({ id: 2 })
    fireEvent.click(items(container)[1].querySelector('.address-item__edit')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/address_edit/address_edit?id=2')
    fireEvent.click(container.querySelector('.address-add')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/address_edit/address_edit')

    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as any)
    fireEvent.click(items(container)[0].querySelector('.address-item__delete')!)
    await flush()
    expect(api.to('addressDelete')).toHaveLength(0)
    modal.mockResolvedValueOnce({ confirm: true, cancel: false } as any)
    fireEvent.click(items(container)[0].querySelector('.address-item__delete')!)
    await flush()
    expect(api.to('addressDelete')[0].data).toMatchObject({ id: 1 })
  })

  it('select mode from checkout: a tap stores curr_shipping_address and goes back', async () => {
    const { container } = open({ back: 'checkout' })
    await flush()
    fireEvent.click(items(container)[1].querySelector('.address-item__main')!)
    expect(useAppStore.getState().currentShippingAddress).toEqual({
      latitude: 30.2, longitude: 120.1, full_address: '浙江省杭州市西湖区路 2 号', province_id: 330000, province_name: '浙江省', city_id: 330100,
      city_name: '杭州市', district_id: 330106, district_name: '西湖区', community_id: 0, community_name: '', id: 2,
    })
    expect(JSON.parse(localStorage.getItem('curr_shipping_address')!).data.id).toBe(2)
    expect(nav.back).toHaveBeenCalledTimes(1)
    fireEvent.click(container.querySelector('.address-add')!)
    expect(nav.go).toHaveBeenLastCalledWith('/otherpages/member/address_edit/address_edit?back=checkout')
  })
})
