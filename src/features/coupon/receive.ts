/** The receive button of a coupon type: what the caller may still do with it. */
export type ReceiveState = 'open' | 'soldout' | 'limit' | 'unavailable'

export interface ReceivableFacts {
  can_receive: number
  count: number
  lead_count: number
  max_fetch: number
  received: number
}

/** The state the list answer implies (visitors see 'open': they may receive after logging in). */
export function initialReceiveState(c: ReceivableFacts): ReceiveState {
  if (c.can_receive === 1) return 'open'
  if (c.count > 0 && c.lead_count >= c.count) return 'soldout'
  if (c.max_fetch > 0 && c.received >= c.max_fetch) return 'limit'
  return 'unavailable'
}

/** The button's i18n key (coupon namespace) for a state; 'open' after one received reads "get another". */
export function receiveLabelKey(state: ReceiveState, received: number): string {
  switch (state) {
    case 'open':
      return received > 0 ? 'coupon:receiveAgain' : 'coupon:receive'
    case 'soldout':
      return 'coupon:soldOut'
    case 'limit':
      return 'coupon:limitReached'
    default:
      return 'coupon:unavailable'
  }
}
