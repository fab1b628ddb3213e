import i18next from 'i18next'
import zh from '@/locales/zh-cn/shop.json'
import en from '@/locales/en-us/shop.json'
import { formatFollowers, optimistic } from './follow'
import { hoursText } from './hours'
import { intParam, shopIndexUrl, shopListUrl, shopStoreDetailUrl } from './links'
import { nextSort } from './components/ShopSorts'

const t = (lng: 'zh-cn' | 'en-us') => {
  const i = i18next.createInstance()
  i.init({ lng, resources: { 'zh-cn': { shop: zh }, 'en-us': { shop: en } }, ns: ['shop'], fallbackLng: false, lowerCaseLng: true, initAsync: false, interpolation: { escapeValue: false } } as any)
  return i.t.bind(i)
}

function keys(o: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))
}

describe('shop feature', () => {
  it('has the same keys in both languages, and no Chinese in English', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort())
    for (const k of keys(en)) {
      const v = k.split('.').reduce<any>((o, p) => o[p], en)
      expect(String(v)).not.toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('moves the follow state at once, never below zero, and leaves a repeat alone', () => {
    expect(optimistic({ is_follow: 0, follow_num: 4 }, true)).toEqual({ is_follow: 1, follow_num: 5 })
    expect(optimistic({ is_follow: 1, follow_num: 5 }, false)).toEqual({ is_follow: 0, follow_num: 4 })
    expect(optimistic({ is_follow: 1, follow_num: 0 }, false)).toEqual({ is_follow: 0, follow_num: 0 })
    const same = { is_follow: 1, follow_num: 3 }
    expect(optimistic(same, true)).toBe(same)
  })

  it('formats follower counts per language', () => {
    expect(formatFollowers(999, 'en-us')).toBe('999')
    expect(formatFollowers(12345, 'en-us')).toBe('12.3k')
    expect(formatFollowers(9999, 'zh-cn')).toBe('9999')
    expect(formatFollowers(12345, 'zh-cn')).toBe('1.2w')
    expect(t('zh-cn')('shop:followers', { num: '1.2w' })).toBe('1.2w 人关注')
    expect(t('en-us')('shop:followers', { num: '12.3k' })).toBe('Followers 12.3k')
  })

  it('writes hours, all day when neither end is set', () => {
    expect(hoursText(t('en-us') as any, { start_time: null, end_time: null })).toBe('Open all day')
    expect(hoursText(t('zh-cn') as any, { start_time: '08:30:00', end_time: null })).toBe('08:30 - 23:59')
    expect(hoursText(t('zh-cn') as any, { start_time: '09:00:00', end_time: '21:00:00' })).toBe('09:00 - 21:00')
  })

  it('builds the shop links and reads site ids strictly', () => {
    expect(shopIndexUrl(7)).toBe('/otherpages/shop/index/index?site_id=7')
    expect(shopListUrl(7, { category_id: 3 })).toBe('/otherpages/shop/list/list?site_id=7&category_id=3')
    expect(shopListUrl(7, { keyword: 'a b&c' })).toBe('/otherpages/shop/list/list?site_id=7&keyword=a%20b%26c')
    expect(shopStoreDetailUrl(7)).toBe('/otherpages/shop/store_detail/store_detail?site_id=7')
    expect(intParam('12')).toBe(12)
    for (const bad of [undefined, '', '0', '-1', '1.5', 'x', '2147483648']) expect(intParam(bad)).toBeUndefined()
  })

  it('toggles the price sort and sorts the others descending', () => {
    const start = { order: 'default' as const, dir: 'desc' as const }
    const up = nextSort(start, 'price')
    expect(up).toEqual({ order: 'price', dir: 'asc' })
    expect(nextSort(up, 'price')).toEqual({ order: 'price', dir: 'desc' })
    expect(nextSort(nextSort(up, 'price'), 'price')).toEqual({ order: 'price', dir: 'asc' })
    expect(nextSort(up, 'sale_num')).toEqual({ order: 'sale_num', dir: 'desc' })
  })
})
