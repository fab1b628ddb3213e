import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, typeInto } from '@/testing'
import AddressEditPage from './address_edit'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/member/address_edit/address_edit'),
}))
// a platform with a map picker (the mini-programs, the WeChat browser with the JSSDK)
const mockChoose = jest.fn()
jest.mock('@/platform/location', () => ({
  canChooseLocation: () => true,
  chooseLocation: () => mockChoose(),
}))

afterEach(() => {
  jest.restoreAllMocks()
  mockChoose.mockReset()
  clearToast()
})

function open(routes: Record<string, unknown>) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {} } } as any)
  signIn({ member_id: 7 })
  const api = fakeApi(routes)
  return { ...renderApp(<AddressEditPage />), api }
}

describe('address edit: locate on the map', () => {
  it('the picked point fills the area (and the community) through tranAddressInfo, and the address when empty', async () => {
    mockChoose.mockResolvedValue({ latitude: 30.27, longitude: 120.15, name: '西湖文化广场', address: '杭州市下城区', type: 'gcj02' })
    const { container, api } = open({
      regionTranAddressInfo: { province: '浙江省', province_id: 330000, city: '杭州市', city_id: 330100, district: '下城区', district_id: 330103, community: '文晖', community_id: 8 },
      addressAdd: 3,
    })
    await flush()
    fireEvent.click(container.querySelector('.address-locate')!)
    await flush(4)
    expect(api.to('regionTranAddressInfo')[0].data).toMatchObject({ latlng: '30.27,120.15', coord_type: 'gcj02' })
    expect(container.querySelector('.address-area')!.textContent).toBe('浙江省 杭州市 下城区')
    expect((container.querySelector('.address-detail input') as HTMLInputElement).value).toBe('西湖文化广场')
    await typeInto(container, '.address-name', '张三')
    await typeInto(container, '.address-mobile', '13800000001')
    fireEvent.click(container.querySelector('.address-save')!)
    await flush(3)
    expect(api.to('addressAdd')[0].data).toMatchObject({
      province_id: 330000, city_id: 330100, district_id: 330103, community_id: 8, latitude: 30.27, longitude: 120.15, address: '西湖文化广场',
    })
  })

  it('a closed picker changes nothing; a failing platform says so', async () => {
    mockChoose.mockResolvedValueOnce(null)
    const { container, api } = open({})
    await flush()
    fireEvent.click(container.querySelector('.address-locate')!)
    await flush()
    expect(api.calls).toHaveLength(0)
    mockChoose.mockRejectedValueOnce({ errMsg: 'chooseLocation:fail auth deny' })
    fireEvent.click(container.querySelector('.address-locate')!)
    await flush()
    expect(lastToast()).toBe('定位失败，请手动选择地区')
  })
})
