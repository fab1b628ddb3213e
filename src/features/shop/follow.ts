import type { ShopFollowState } from '@/services/api/contract.gen'

export type { ShopFollowState } from '@/services/api/contract.gen'

/**
 * The state shown while a follow or unfollow is on its way: the button flips at once and the count
 * moves by one (never below 0); the server's answer then replaces it.
 */
export function optimistic(state: ShopFollowState, follow: boolean): ShopFollowState {
  if ((state.is_follow === 1) === follow) return state
  return { is_follow: follow ? 1 : 0, follow_num: Math.max(0, state.follow_num + (follow ? 1 : -1)) }
}

/** Compact follower count: 12345 -> 1.2w in Chinese, 12.3k in English. */
export function formatFollowers(n: number, lang: string): string {
  if (lang.toLowerCase().startsWith('zh')) return n >= 10000 ? `${(Math.floor(n / 1000) / 10).toString()}w` : String(n)
  return n >= 1000 ? `${(Math.floor(n / 100) / 10).toString()}k` : String(n)
}
