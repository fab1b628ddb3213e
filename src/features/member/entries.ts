/**
 * Member centre shortcuts. Order tabs follow the spec's order list tabs; the status values are the
 * ones the order list page (a later issue) reads. Entries point at the member pages named in spec 2;
 * `addon` hides an entry while the add-on is off.
 */
export const ORDER_LIST_ROUTE = '/pages/order/list/list'

export const ORDER_SHORTCUTS = [
  { key: 'all', status: 'all' },
  { key: 'waitPay', status: 'waitpay' },
  { key: 'waitSend', status: 'waitsend' },
  { key: 'waitConfirm', status: 'waitconfirm' },
  { key: 'waitRate', status: 'waitrate' },
] as const

export interface MemberEntry {
  key: string
  url: string
  addon?: string
}

export const MEMBER_ENTRIES: MemberEntry[] = [
  { key: 'info', url: '/otherpages/member/info/info' },
  { key: 'balance', url: '/otherpages/member/balance/balance' },
  { key: 'point', url: '/otherpages/member/point/point' },
  { key: 'coupon', url: '/otherpages/member/coupon/coupon', addon: 'coupon' },
  { key: 'level', url: '/otherpages/member/level/level' },
  { key: 'signin', url: '/otherpages/member/signin/signin', addon: 'membersignin' },
  { key: 'collection', url: '/otherpages/member/collection/collection' },
  { key: 'footprint', url: '/otherpages/member/footprint/footprint' },
  { key: 'address', url: '/otherpages/member/address/address' },
  { key: 'account', url: '/otherpages/member/account/account' },
  { key: 'withdrawal', url: '/otherpages/member/withdrawal/withdrawal', addon: 'memberwithdraw' },
  { key: 'gift', url: '/otherpages/member/gift/gift', addon: 'gift' },
  { key: 'cancellation', url: '/otherpages/member/cancellation/cancellation', addon: 'membercancel' },
]
