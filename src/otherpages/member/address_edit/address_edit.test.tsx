import Taro from '@tarojs/taro'
import { fireEvent, waitFor } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, typeInto, type Answers, type CallData } from '@/testing'
import { useAppStore } from '@/store/app'
import AddressEditPage from './address_edit'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/member/address_edit/address_edit'),
}))
const nav = require('@/utils/navigate') as { back: jest.Mock }

const REGION: Answers = {
  regionProvinces: [{ id: 330000, name: '浙江省' }],
  regionChildren: (d) =>
    ({ 330000: [{ id: 330100, name: '杭州市', level: 2 }], 330100: [{ id: 330106, name: '西湖区', level: 3 }] } as Record<number, CallData<'regionChildren'>>)[Number(d.pid)] ?? [],
}
const EN_MOBILE_REQUIRED = require('@/locales/en-us/utils.json').validate.mobileRequired as string

const SAVED = {
  id: 9, name: '张三', mobile: '13800000001', telephone: '', province_id: 330000, city_id: 330100, district_id: 330106, community_id: 0, community_name: '',
  province_name: '浙江省', city_name: '杭州市', district_name: '西湖区', address: '文三路 90 号', full_address: '浙江省杭州市西湖区文三路 90 号',
  longitude: 0, latitude: 0, is_default: 1, created_at: 1, updated_at: 1,
}

function open(params: Record<string, string>, routes: Answers, lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params } } as any)
  signIn({ member_id: 7 })
  const api = fakeApi({ ...REGION, ...routes })
  return { ...renderApp(<AddressEditPage />, lng), api }
}

const click = (sel: string) => fireEvent.click(document.querySelector(sel) as HTMLElement)
const option = (name: string) => fireEvent.click(Array.from(document.querySelectorAll('.area-option')).find((e) => e.textContent === name) as HTMLElement)

afterEach(() => {
  jest.restoreAllMocks()
  nav.back.mockClear()
  clearToast()
})

describe('address edit', () => {
  it('checks each field in the user’s language before calling, then adds and goes back', async () => {
    const { container, api } = open({}, { addressAdd: 12 })
    await flush()
    // every browser can locate: the H5 choose-location page (map or region and text)
    expect(container.querySelector('.address-locate')).not.toBeNull()
    click('.address-save')
    expect(lastToast()).toBe('请输入收货人')
    await typeInto(container, '.address-name', '张三')
    await typeInto(container, '.address-mobile', '1280000')
    click('.address-save')
    expect(lastToast()).toBe('请输入正确的手机号')
    await typeInto(container, '.address-mobile', '13800000001')
    click('.address-save')
    expect(lastToast()).toBe('请选择所在地区')
    click('.address-area')
    await flush()
    option('浙江省')
    await flush()
    option('杭州市')
    await flush()
    option('西湖区')
    await flush()
    click('.area-confirm')
    await flush()
    expect(container.querySelector('.address-area')!.textContent).toBe('浙江省 杭州市 西湖区')
    click('.address-save')
    expect(lastToast()).toBe('请输入详细地址')
    expect(api.to('addressAdd')).toHaveLength(0)
    await typeInto(container, '.address-detail', '文三路 90 号')
    click('.address-default')
    await flush()
    click('.address-save')
    await flush()
    expect(api.to('addressAdd')[0].data).toMatchObject({
      name: '张三', mobile: '13800000001', telephone: '', province_id: 330000, city_id: 330100, district_id: 330106, address: '文三路 90 号', is_default: 1,
    })
    expect(lastToast()).toBe('保存成功')
    expect(nav.back).toHaveBeenCalledTimes(1)
  })

  it('English messages', async () => {
    const { container } = open({}, {}, 'en-us')
    await flush()
    click('.address-save')
    expect(lastToast()).toBe('Please enter the consignee')
    await typeInto(container, '.address-name', 'Ann')
    click('.address-save')
    expect(lastToast()).toBe(EN_MOBILE_REQUIRED)
  })

  it('edits an address and refreshes curr_shipping_address when it is the current one', async () => {
    useAppStore.getState().setCurrentShippingAddress({ id: 9, full_address: 'old', community_name: '' })
    const { container, api } = open({ id: '9' }, {
      addressInfo: (d) => (d.id === 9 ? SAVED : null),
      addressEdit: 9,
    })
    await flush()
    await waitFor(() => expect((container.querySelector('.address-name input') as HTMLInputElement)?.value).toBe('张三'))
    expect(container.querySelector('.address-area')!.textContent).toBe('浙江省 杭州市 西湖区')
    click('.address-save')
    await flush(4)
    expect(api.to('addressEdit')[0].data).toMatchObject({ id: 9, name: '张三', district_id: 330106 })
    expect(useAppStore.getState().currentShippingAddress).toMatchObject({ id: 9, full_address: '浙江省杭州市西湖区文三路 90 号', city_name: '杭州市' })
    useAppStore.getState().setCurrentShippingAddress(null)
  })
})
