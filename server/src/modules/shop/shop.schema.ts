import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, PageOf } from '../../contract/endpoint.js'
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
  site_id: Id(),
})
export type ShopInfoInput = Static<typeof ShopInfoBody>

const shopCardFields = {
  site_id: Type.Integer(),
  site_name: Type.String(),
  logo: Type.String(),
  banner: Type.String(),
  address: Type.String(),
  full_address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  start_time: Nullable(Type.String({ description: 'HH:mm:ss' })),
  end_time: Nullable(Type.String({ description: 'HH:mm:ss' })),
  distance: Type.Optional(Type.Number({ description: 'metres (centimetre precision), when the caller gave its position' })),
  goods_count: Type.Integer(),
  is_recommend: Type.Integer(),
}
export const ShopCard = Type.Object(shopCardFields, { title: 'ShopCard' })
export type ShopCard = Static<typeof ShopCard>

export const ShopDetail = Type.Object({
  ...shopCardFields,
  introduction: Type.String(),
  telephone: Type.String(),
  province_name: Type.String(),
  city_name: Type.String(),
  district_name: Type.String(),
}, { title: 'ShopDetail' })
export type ShopDetail = Static<typeof ShopDetail>

export const shopApi = defineEndpoints('shop', {
  page: {
    method: 'POST', path: '/api/shop/page', summary: 'A page of shops; nearest first when lat/lng are given',
    input: ShopPageBody, response: PageOf(ShopCard, 'ShopCardPage'),
  },
  info: {
    method: 'POST', path: '/api/shop/info', summary: 'One shop with its address and hours',
    input: ShopInfoBody, response: ShopDetail,
  },
})
