import { levelGiftDetail, levelGiftPage, levelGrowthRules, levelInfo, levelLists } from '@/services/api/contract.gen'

export type { Gift, GiftCoupon, GiftPage, GrowthRule, LevelInfo, MemberLevel } from '@/services/api/contract.gen'

/** The caller's growth, level, next level and progress. */
export const fetchLevelInfo = (opts?: { silent?: boolean }) => levelInfo({}, opts)
/** The levels switched on, lowest growth first. */
export const fetchLevels = () => levelLists()
export const fetchGrowthRules = () => levelGrowthRules()
export const fetchGifts = (page: number, pageSize: number) => levelGiftPage({ page, page_size: pageSize })
/** silent: the page says "not found" itself */
export const fetchGift = (id: number) => levelGiftDetail({ id }, { silent: true })
