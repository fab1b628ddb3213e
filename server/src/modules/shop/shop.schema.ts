import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, PageOf } from '../../contract/endpoint.js'
import { PagingFields } from '../catalog/catalog.paging.js'

export const ShopPageBody = Type.Object({
  ...PagingFields,
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'a part of the shop name, any case' })),
  // '' (a client without a location) means absent; Ajv would otherwise coerce it to 0
  lat: Type.Optional(Type.Union([Type.Literal(''), Type.Number({ minimum: -90, maximum: 90 })], { description: "the caller's latitude (gcj02), with lng; '' or absent: none" })),
  lng: Type.Optional(Type.Union([Type.Literal(''), Type.Number({ minimum: -180, maximum: 180 })], { description: "the caller's longitude (gcj02), with lat; '' or absent: none" })),
  recommend: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1: recommended shops only' })),
})
export type ShopPageInput = Static<typeof ShopPageBody>

export const ShopInfoBody = Type.Object({
  site_id: Id(),
})
export type ShopInfoInput = Static<typeof ShopInfoBody>

const shopCardFields = {
  site_id: Type.Integer(),
  site_name: Type.String(),
  logo: Type.String({ description: 'upload-relative path' }),
  banner: Type.String({ description: "upload-relative path; '' when none" }),
  address: Type.String(),
  full_address: Type.String(),
  lat: Type.Number({ description: 'gcj02' }),
  lng: Type.Number({ description: 'gcj02' }),
  start_time: Nullable(Type.String({ description: 'HH:mm:ss' })),
  end_time: Nullable(Type.String({ description: 'HH:mm:ss' })),
  distance: Type.Optional(Type.Number({ description: 'metres (centimetre precision), when the caller gave its position' })),
  goods_count: Type.Integer({ description: 'goods on sale' }),
  is_recommend: Type.Integer({ description: '1: recommended' }),
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
    description:
      'keyword matches the shop name as a case-insensitive substring; recommend 1 keeps recommended shops. With lat and lng (gcj02; ' +
      "both or neither, -10001 naming the missing one; '' counts as absent) the shops come nearest first, each with distance in " +
      'metres; without them recommended shops come first, then by site_id. page_size is 10 by default and 50 at most.',
    input: ShopPageBody, response: PageOf(ShopCard, 'ShopCardPage'),
  },
  info: {
    method: 'POST', path: '/api/shop/info', summary: 'One shop with its address and hours',
    description: '-10004 when the shop does not exist in this website.',
    input: ShopInfoBody, response: ShopDetail,
  },
})
