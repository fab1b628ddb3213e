import { addressForCity, filterCities } from './city'
import type { PartnerCity } from './api'
import zh from '@/locales/zh-cn/partner.json'
import en from '@/locales/en-us/partner.json'
import zhBrand from '@/locales/zh-cn/brand.json'
import enBrand from '@/locales/en-us/brand.json'

const city = (city_id: number, city_name: string, short_name: string, province_id: number, province_name: string, lat: number | null = null): PartnerCity =>
  ({ city_id, city_name, short_name, province_id, province_name, lat, lng: lat === null ? null : 120 })

const CITIES = [
  city(110100, '北京市', '北京', 110000, '北京市', 39.9),
  city(330100, '杭州市', '杭州', 330000, '浙江省', 30.2),
  city(330200, '宁波市', '宁波', 330000, '浙江省', 29.8),
  city(440300, '深圳市', '深圳', 440000, '广东省'),
]

describe('filterCities', () => {
  it('groups every city by province in the order given when there is no keyword', () => {
    const groups = filterCities(CITIES, '  ')
    expect(groups.map((g) => [g.province_name, g.cities.map((c) => c.city_id)])).toEqual([
      ['北京市', [110100]], ['浙江省', [330100, 330200]], ['广东省', [440300]],
    ])
  })
  it('matches the city, its short name or its province', () => {
    expect(filterCities(CITIES, '杭州').flatMap((g) => g.cities.map((c) => c.city_id))).toEqual([330100])
    expect(filterCities(CITIES, ' 浙江 ').flatMap((g) => g.cities.map((c) => c.city_id))).toEqual([330100, 330200])
    expect(filterCities(CITIES, '%')).toEqual([])
  })
})

describe('addressForCity', () => {
  it('replaces the city and drops the old district and community, taking the centre when known', () => {
    const current = { city_id: 440300, city_name: '深圳市', district_id: 440305, district_name: '南山区', community_id: 3, community_name: 'x', latitude: 22.5, longitude: 113.9, id: 7 }
    const next = addressForCity(current, CITIES[1])
    expect(next).toMatchObject({ city_id: 330100, city_name: '杭州市', province_id: 330000, province_name: '浙江省', full_address: '浙江省杭州市', latitude: 30.2, longitude: 120, id: 7 })
    expect(next.district_id).toBeUndefined()
    expect(next.community_id).toBeUndefined()
    // no centre: the old position stays
    expect(addressForCity(current, CITIES[3])).toMatchObject({ latitude: 22.5, longitude: 113.9, full_address: '广东省深圳市' })
    // a municipality is not repeated
    expect(addressForCity(null, CITIES[0]).full_address).toBe('北京市')
  })
})

describe('partner and brand texts', () => {
  const keys = (o: Record<string, unknown>, p = ''): string[] =>
    // English has _one / _other forms where Chinese has one text
    [...new Set(Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`.replace(/_(one|other)$/, '')])))].sort()
  const values = (o: Record<string, unknown>): string[] => Object.values(o).flatMap((v) => (v && typeof v === 'object' ? values(v as Record<string, unknown>) : [String(v)]))
  it('has every key in both languages and no Chinese in English', () => {
    expect(keys(en)).toEqual(keys(zh))
    expect(keys(enBrand)).toEqual(keys(zhBrand))
    for (const v of [...values(en), ...values(enBrand)]) expect(v).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/)
  })
})
