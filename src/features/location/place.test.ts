import { chosenRegionId, placeFromRegion, PLACE_TEXT_MAX } from './place'

const XIHU = {
  region_id: 330106, level: 3, province: '浙江省', province_id: 330000, city: '杭州市', city_id: 330100,
  district: '西湖区', district_id: 330106, full_name: '浙江省杭州市西湖区', lat: 30.26, lng: 120.13,
}

describe('a place chosen without a map', () => {
  it("is the region's centre named by the text, the address region + text", () => {
    expect(placeFromRegion(XIHU, '  文三路 90 号 ')).toEqual({
      latitude: 30.26, longitude: 120.13, name: '文三路 90 号', address: '浙江省杭州市西湖区文三路 90 号', type: 'gcj02',
    })
  })

  it('without text is named by the region; long text is cut', () => {
    expect(placeFromRegion(XIHU, '   ')).toMatchObject({ name: '浙江省杭州市西湖区', address: '浙江省杭州市西湖区' })
    expect(placeFromRegion(XIHU, 'x'.repeat(500)).name).toHaveLength(PLACE_TEXT_MAX)
  })

  it('asks for the deepest region chosen', () => {
    expect(chosenRegionId({})).toBe(0)
    expect(chosenRegionId({ province_id: 330000 })).toBe(330000)
    expect(chosenRegionId({ province_id: 441900, city_id: 441900, district_id: 0 })).toBe(441900)
    expect(chosenRegionId({ province_id: 330000, city_id: 330100, district_id: 330106 })).toBe(330106)
  })
})
