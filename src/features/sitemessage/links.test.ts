import { badgeText, detailUrl, messageLinkUrl } from './links'

describe('site message links', () => {
  it('opens the page a message names, with its parameters', () => {
    expect(messageLinkUrl({ link_route: '/pages/order/detail/detail', link_params: { order_id: '12' } })).toBe('/pages/order/detail/detail?order_id=12')
    expect(messageLinkUrl({ link_route: '/otherpages/member/balance_detail/balance_detail', link_params: {} })).toBe('/otherpages/member/balance_detail/balance_detail')
    expect(messageLinkUrl({ link_route: '/otherpages/order/refund_detail/refund_detail', link_params: { order_goods_id: '7', note: 'a b&c' } }))
      .toBe('/otherpages/order/refund_detail/refund_detail?order_goods_id=7&note=a%20b%26c')
  })
  it('opens nothing that is not a page of the app', () => {
    for (const route of ['', 'https://evil.example/x', '//evil.example', '/pages/../x', 'javascript:alert(1)', '/api/member/info']) {
      expect(messageLinkUrl({ link_route: route, link_params: {} })).toBeNull()
    }
  })
  it('account and group messages have their own page; the badge caps at 99+', () => {
    expect(detailUrl('account', 5)).toBe('/otherpages/sitemessage/account_detail/account_detail?id=5')
    expect(detailUrl('group', 6)).toBe('/otherpages/sitemessage/group_detail/group_detail?id=6')
    expect(detailUrl('order', 7)).toBeNull()
    expect([badgeText(0), badgeText(1), badgeText(99), badgeText(100)]).toEqual(['', '1', '99', '99+'])
  })
})
