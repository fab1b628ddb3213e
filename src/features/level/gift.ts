import type { TFunction } from 'i18next'
import type { Gift } from './api'
import type { GiftCouponFace } from './components/GiftContents'

/** "银卡会员升级礼包" for a level's gift package; the title itself for another activity's. */
export function giftTitle(t: TFunction, g: Pick<Gift, 'source' | 'title'>): string {
  return g.source === 'level_upgrade' ? t('level:giftSource.level_upgrade', { title: g.title }) : t('level:giftSource.other', { title: g.title })
}

export const giftCoupons = (g: Pick<Gift, 'coupon_list'>): GiftCouponFace[] =>
  g.coupon_list.map((c) => ({ coupon_type_id: c.coupon_type_id, name: c.coupon_name, type: c.type, money: c.money, discount: c.discount, at_least: c.at_least }))
