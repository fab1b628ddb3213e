import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, PageOf } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'

export const BrandPageBody = Type.Object({
  ...PagingFields,
  is_recommend: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1: recommended brands only; 0 or absent: every brand' })),
})
export type BrandPageInput = Static<typeof BrandPageBody>

export const GoodsBrand = Type.Object({
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  image: Type.String({ description: "upload-relative path of the logo; '' for none (the app shows default_brand_img)" }),
  sort: Type.Integer(),
  is_recommend: Type.Integer({ description: '1: recommended' }),
  goods_count: Type.Integer({ description: 'goods of the brand on sale' }),
}, { title: 'GoodsBrand' })
export type GoodsBrandView = Static<typeof GoodsBrand>

export const GoodsBrandPage = PageOf(GoodsBrand, 'GoodsBrandPage')
export type GoodsBrandPage = Static<typeof GoodsBrandPage>

export const brandApi = defineEndpoints('brand', {
  page: {
    method: ['GET', 'POST'], path: '/api/goodsbrand/page', summary: 'A page of brands (the brand wall)',
    description:
      'The brands of this website: recommended first, then by sort ascending, then by brand_id. is_recommend 1 keeps the ' +
      'recommended ones. goods_count counts the goods of the brand on sale; the goods themselves come from /api/goodssku/page ' +
      'with brand_id. page_size is 10 by default and 50 at most.',
    input: BrandPageBody, response: GoodsBrandPage,
  },
})
