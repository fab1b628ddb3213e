import { partnerCities, partnerLicense, type PartnerCity, type ShopLicense } from '@/services/api/contract.gen'

export type { PartnerCity, ShopLicense } from '@/services/api/contract.gen'

/** The licence of a shop; rejects with the ApiError (-10004 when the shop has none). */
export function fetchShopLicense(siteId: number): Promise<ShopLicense> {
  return partnerLicense({ site_id: siteId }, { silent: true })
}

/** Every city with its province; fetched once per visit of the city page and filtered locally. */
export function fetchCities(): Promise<PartnerCity[]> {
  return partnerCities({})
}
