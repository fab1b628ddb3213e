/** The shop shapes are the server contract's (generated); the names the pages use are kept as aliases. */
import type { ShopCard } from '@/services/api/contract.gen'

export type { ShopCard, ShopCardPage, ShopDetail } from '@/services/api/contract.gen'

/**
 * What a shop card draws: the contract's ShopCard, whose banner the card does not show. start_time /
 * end_time 'HH:mm:ss' or null (spec 4: missing opening 00:00:00, missing closing 23:59:59).
 */
export type ShopCardData = Omit<ShopCard, 'banner'> & Partial<Pick<ShopCard, 'banner'>>

export type { FollowedShop, FollowedShopPage, ShopCategoryNode, ShopFollowState, ShopStore } from '@/services/api/contract.gen'
