import i18next from 'i18next'
import { allResources, ALL_NAMESPACES } from '@/locales/all'
import { discountOff, discountText, scopeText, thresholdText, validityText } from './format'
import { initialReceiveState, receiveLabelKey } from './receive'
import { stateOfRefusal } from './api'

const t = (lng: string) => {
  const i = i18next.createInstance()
  i.init({ lng, resources: allResources, ns: [...ALL_NAMESPACES], fallbackLng: false, lowerCaseLng: true, initAsync: false, interpolation: { escapeValue: false } } as any)
  return i.t.bind(i)
}

// 2026-01-02 00:00 and 2026-03-31 00:00 China time
const START = Date.UTC(2026, 0, 1, 16) / 1000
const END = Date.UTC(2026, 2, 30, 16) / 1000

describe('coupon texts', () => {
  const zh = t('zh-cn')
  const en = t('en-us')

  it('discount in tenths, exactly', () => {
    expect(discountText(95)).toBe('9.5')
    expect(discountText(80)).toBe('8')
    expect(discountOff(85)).toBe('15')
    expect(zh('coupon:discount', { value: discountText(88), off: discountOff(88) })).toBe('8.8折')
    expect(en('coupon:discount', { value: discountText(88), off: discountOff(88) })).toBe('12% off')
  })

  it('threshold in yuan from fen', () => {
    expect(thresholdText(zh, 0)).toBe('无门槛')
    expect(thresholdText(zh, 9900)).toBe('满99元可用')
    expect(thresholdText(zh, 9950)).toBe('满99.50元可用')
    expect(thresholdText(en, 10000)).toBe('On orders of ¥100 or more')
  })

  it('shop or platform', () => {
    expect(scopeText(zh, { name: 'x', type: 'reward', money: 1, discount: 0, at_least: 0, site_name: '鲜果店' })).toBe('限鲜果店使用')
    expect(scopeText(zh, { name: 'x', type: 'reward', money: 1, discount: 0, at_least: 0, site_name: '' })).toBe('平台通用')
  })

  it('validity from dates, days, or none', () => {
    const base = { name: 'x', type: 'reward' as const, money: 1, discount: 0, at_least: 0 }
    expect(validityText(zh, { ...base, start_time: START, end_time: END })).toMatch(/^2026\.01\.0[12] 至 2026\.03\.(30|31)$/)
    expect(validityText(zh, { ...base, start_time: START, end_time: 0 })).toMatch(/起长期有效$/)
    expect(validityText(zh, { ...base, validity_days: 7 })).toBe('领取后7天内有效')
    expect(validityText(en, { ...base, validity_days: 0 })).toBe('No expiry')
  })
})

describe('receive states', () => {
  const facts = { can_receive: 1, count: 10, lead_count: 3, max_fetch: 2, received: 0 }
  it('from the list answer', () => {
    expect(initialReceiveState(facts)).toBe('open')
    expect(initialReceiveState({ ...facts, can_receive: 0, lead_count: 10 })).toBe('soldout')
    expect(initialReceiveState({ ...facts, can_receive: 0, received: 2 })).toBe('limit')
    expect(initialReceiveState({ ...facts, can_receive: 0 })).toBe('unavailable')
  })
  it('from a refusal code', () => {
    expect(stateOfRefusal(-21002)).toBe('soldout')
    expect(stateOfRefusal(-21003)).toBe('limit')
    expect(stateOfRefusal(-21001)).toBe('unavailable')
    expect(stateOfRefusal(-1)).toBeNull()
  })
  it('labels', () => {
    expect(receiveLabelKey('open', 0)).toBe('coupon:receive')
    expect(receiveLabelKey('open', 1)).toBe('coupon:receiveAgain')
    expect(receiveLabelKey('limit', 2)).toBe('coupon:limitReached')
    expect(receiveLabelKey('soldout', 0)).toBe('coupon:soldOut')
  })
})
