import { fetchAreaLevel } from './api'
import { areaByNames, regionNamed } from './areaByNames'

jest.mock('./api', () => ({ fetchAreaLevel: jest.fn() }))

const levels: Record<number, Array<{ id: number; name: string }>> = {
  0: [{ id: 110000, name: '北京市' }, { id: 330000, name: '浙江省' }],
  110000: [{ id: 110100, name: '市辖区' }],
  110100: [{ id: 110101, name: '东城区' }],
  330000: [{ id: 330100, name: '杭州市' }],
  330100: [{ id: 330106, name: '西湖区' }],
}

beforeEach(() => (fetchAreaLevel as jest.Mock).mockImplementation(async (pid: number) => levels[pid] ?? []))

describe('an address book area by names', () => {
  it('matches level by level, with or without the administrative suffix', async () => {
    await expect(areaByNames('浙江', '杭州市', '西湖区')).resolves.toEqual({
      province_id: 330000, province_name: '浙江省', city_id: 330100, city_name: '杭州市', district_id: 330106, district_name: '西湖区', no_districts: false,
    })
    // a municipality's one city, whatever WeChat calls it
    await expect(areaByNames('北京市', '北京市', '东城区')).resolves.toMatchObject({ city_id: 110100, district_id: 110101 })
  })

  it('an unknown province or city is null; an unknown district is left to pick', async () => {
    await expect(areaByNames('火星', '', '')).resolves.toBeNull()
    await expect(areaByNames('浙江省', '宁波市', '')).resolves.toBeNull()
    await expect(areaByNames('浙江省', '杭州市', '不存在区')).resolves.toMatchObject({ district_id: 0, district_name: '' })
    expect(regionNamed([{ id: 1, name: '广东省' }], '')).toBeUndefined()
  })
})
