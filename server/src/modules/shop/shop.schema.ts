import { Type, type Static } from '@sinclair/typebox'
import { PagingFields } from '../catalog/catalog.paging.js'

export const ShopPageBody = Type.Object({
  ...PagingFields,
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  // '' (a client without a location) means absent; Ajv would otherwise coerce it to 0
  lat: Type.Optional(Type.Union([Type.Literal(''), Type.Number({ minimum: -90, maximum: 90 })])),
  lng: Type.Optional(Type.Union([Type.Literal(''), Type.Number({ minimum: -180, maximum: 180 })])),
  recommend: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
})
export type ShopPageInput = Static<typeof ShopPageBody>

export const ShopInfoBody = Type.Object({
  site_id: Type.Integer({ minimum: 1 }),
})
export type ShopInfoInput = Static<typeof ShopInfoBody>

export interface ShopCard {
  site_id: number
  site_name: string
  logo: string
  banner: string
  address: string
  full_address: string
  lat: number
  lng: number
  start_time: string | null
  end_time: string | null
  /** metres, when the caller gave its position */
  distance?: number
  goods_count: number
  is_recommend: number
}

export interface ShopDetail extends ShopCard {
  introduction: string
  telephone: string
  province_name: string
  city_name: string
  district_name: string
}
