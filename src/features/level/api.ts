import { giftorderDetail, giftorderPage, memberlevelGrowthRules, memberlevelInfo, memberlevelLists } from '@/services/api/contract.gen'

export type { Gift, GiftCoupon, GiftPage, GrowthRule, LevelInfo, MemberLevel } from '@/services/api/contract.gen'

/** The caller's growth, level, next level and progress. */
export const fetchLevelInfo = (opts?: { silent?: boolean }) => memberlevelInfo({}, opts)
/** The levels switched on, lowest growth first. */
export const fetchLevels = () => memberlevelLists()
export const fetchGrowthRules = () => memberlevelGrowthRules()
export const fetchGifts = (page: number, pageSize: number) => giftorderPage({ page, page_size: pageSize })
/** silent: the page says "not found" itself */
export const fetchGift = (id: number) => giftorderDetail({ id }, { silent: true })
