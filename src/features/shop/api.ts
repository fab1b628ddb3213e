import {
  decorationInfo, type DiyView,
  shopCategories, shopInfo, shopMemberAdd, shopMemberDelete, shopMemberMemberShop, shopPage, shopStores,
  type FollowedShopPage, type ShopCategoryNode, type ShopFollowState, type ShopPageInput, type ShopStore,
} from '@/services/api/contract.gen'
import { fetchGoodsPage } from '@/features/catalog/api'
import { fetchGoodsCoupons, type ReceivableCouponType } from '@/features/coupon/api'
import { PAGE_SIZE } from '@/features/catalog/types'
import type { ShopCardPage, ShopDetail } from './types'

export type ShopPageQuery = ShopPageInput

export function fetchShopPage(query: ShopPageQuery, opts?: { silent?: boolean }): Promise<ShopCardPage> {
  // '' (no position, no keyword) is left out
  return shopPage({
    ...query,
    page: query.page ?? 1,
    page_size: query.page_size ?? PAGE_SIZE,
    keyword: query.keyword || undefined,
    lat: query.lat === '' ? undefined : query.lat,
    lng: query.lng === '' ? undefined : query.lng,
  }, opts)
}

export function fetchShopInfo(siteId: number): Promise<ShopDetail> {
  return shopInfo({ site_id: siteId })
}

export function fetchShopCategories(siteId: number): Promise<ShopCategoryNode[]> {
  return shopCategories({ site_id: siteId })
}

export function fetchShopStores(siteId: number): Promise<ShopStore[]> {
  return shopStores({ site_id: siteId })
}

export function followShop(siteId: number): Promise<ShopFollowState> {
  return shopMemberAdd({ site_id: siteId })
}

export function unfollowShop(siteId: number): Promise<ShopFollowState> {
  return shopMemberDelete({ site_id: siteId })
}

export function fetchFollowedShops(page: number, pageSize: number): Promise<FollowedShopPage> {
  return shopMemberMemberShop({ page, page_size: pageSize })
}

/**
 * The shop's own coupons. The coupon domain answers them per goods (the shop's and the platform's for a
 * buyer of that goods), so they are read through one of the shop's goods and the platform's left out.
 */
export async function fetchShopCoupons(siteId: number): Promise<ReceivableCouponType[]> {
  const first = await fetchGoodsPage({ site_id: siteId, page: 1, page_size: 1 }, { silent: true })
  const goods = first.list[0]
  if (!goods) return []
  const all = await fetchGoodsCoupons(goods.goods_id)
  return all.filter((c) => c.site_id === siteId)
}

/** The shop's decorated home (page DIY_VIEW_SHOP of the shop), or null when it has none. */
export async function fetchShopDecoration(siteId: number): Promise<DiyView | null> {
  try {
    return await decorationInfo({ name: SHOP_VIEW, site_id: siteId }, { silent: true })
  } catch {
    return null
  }
}

export const SHOP_VIEW = 'DIY_VIEW_SHOP'
