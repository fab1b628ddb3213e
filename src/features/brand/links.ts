import { ROUTES } from '@/constants/routes'

const q = (path: string, query: Record<string, string | number>) =>
  `${path}?${Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}`

/** The goods list of one brand (the list passes brand_id to the goods query). */
export const brandGoodsUrl = (brandId: number) => q(ROUTES.goodsList, { brand_id: brandId })
/** The video page of a goods: the video's address, upload-relative or absolute. */
export const previewVideoUrl = (videoUrl: string) => q(ROUTES.previewVideo, { url: videoUrl })
/** A custom page by its name or id. */
export const diyPageUrl = (page: { name: string } | { id: number }) => q(ROUTES.diy, page)
/** A shop's business licence. */
export const shopLicenseUrl = (siteId: number) => q(ROUTES.dianjiaLicense, { site_id: siteId })
