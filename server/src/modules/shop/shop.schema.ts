import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, PageOf } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { ShopFollowError } from './shop.messages.js'

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

const shopDetailFields = {
  ...shopCardFields,
  introduction: Type.String(),
  telephone: Type.String(),
  province_name: Type.String(),
  city_name: Type.String(),
  district_name: Type.String(),
}
/** What every caller sees of a shop (cacheable: nothing of the caller in it). */
export const ShopPublicDetail = Type.Object(shopDetailFields, { title: 'ShopPublicDetail' })
export type ShopPublicDetail = Static<typeof ShopPublicDetail>

const followFields = {
  follow_num: Type.Integer({ description: 'members following the shop' }),
  is_follow: Type.Integer({ description: '1: the caller follows the shop (0 for visitors)' }),
}
export const ShopDetail = Type.Object({ ...shopDetailFields, ...followFields }, { title: 'ShopDetail' })
export type ShopDetail = Static<typeof ShopDetail>

export const ShopSiteBody = Type.Object({ site_id: Id() })
export type ShopSiteInput = Static<typeof ShopSiteBody>

export const ShopFollowState = Type.Object(followFields, { title: 'ShopFollowState' })
export type ShopFollowState = Static<typeof ShopFollowState>

export const FollowedShop = Type.Object({
  ...shopCardFields,
  follow_num: Type.Integer({ description: 'members following the shop' }),
  follow_time: Type.Integer({ description: 'when the caller followed it' }),
}, { title: 'FollowedShop' })
export type FollowedShop = Static<typeof FollowedShop>

export const MemberShopPageBody = Type.Object({ ...PagingFields })
export type MemberShopPageInput = Static<typeof MemberShopPageBody>

const categoryFields = {
  category_id: Type.Integer(),
  category_name: Type.String(),
  image: Type.String({ description: "upload-relative path; '' when none" }),
  level: Type.Integer({ description: '1 … 3' }),
}
const ShopCategoryLeaf = Type.Object({ ...categoryFields, children: Type.Array(Type.Never()) })
const ShopCategoryMid = Type.Object({ ...categoryFields, children: Type.Array(ShopCategoryLeaf) })
export const ShopCategoryNode = Type.Object({ ...categoryFields, children: Type.Array(ShopCategoryMid) }, { title: 'ShopCategoryNode' })
export type ShopCategoryNode = Static<typeof ShopCategoryNode>

export const ShopStore = Type.Object({
  store_id: Type.Integer(),
  store_name: Type.String(),
  telephone: Type.String(),
  full_address: Type.String(),
  lat: Type.Number({ description: 'gcj02' }),
  lng: Type.Number({ description: 'gcj02' }),
  open_date: Type.String({ description: "opening days and hours as the shop wrote them ('周一至周日 09:00-21:00'); '' when not given" }),
}, { title: 'ShopStore' })
export type ShopStore = Static<typeof ShopStore>

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
    method: 'POST', path: '/api/shop/info', summary: 'One shop with its address, hours and followers',
    description:
      'follow_num counts the members following the shop; is_follow says whether the caller is one of them (0 for visitors). ' +
      '-10004 when the shop does not exist in this website or is closed.',
    input: ShopInfoBody, response: ShopDetail,
  },
  categories: {
    method: ['GET', 'POST'], path: '/api/shopgoodscategory/tree', summary: "The shop's goods categories (the categories of its goods on sale)",
    description:
      'Derived from the goods the shop has on sale: every category a goods of the shop sits in, with the categories above it, as ' +
      'a tree (three levels at most) in the category sort order. A category holding none of its goods is left out, so every node ' +
      'opens a non-empty goods list (/api/goodssku/page with site_id and category_id). Refreshed within a minute of a change. ' +
      '-10004 when the shop does not exist in this website or is closed.',
    input: ShopSiteBody, response: Type.Array(ShopCategoryNode, { title: 'ShopCategoryTree' }),
  },
  stores: {
    method: ['GET', 'POST'], path: '/api/shop/storelist', summary: "The shop's physical stores (address, hours, phone, map position)",
    description:
      'The open stores of the shop (its pickup points) in store_id order; an empty list when it has none (the store page then shows ' +
      "the shop's own address and hours from /api/shop/info). -10004 when the shop does not exist in this website or is closed.",
    input: ShopSiteBody, response: Type.Array(ShopStore),
  },
})

export const shopMemberApi = defineEndpoints('shop.member', {
  add: {
    method: 'POST', path: '/api/shopmember/add', auth: 'member', summary: 'Follow a shop',
    description:
      'Following a shop the caller already follows changes nothing and succeeds. The follow row is unique per (shop, member) ' +
      'and follow_num moves in the same transaction only when a row was inserted, so concurrent taps count once. ' +
      '-21101 the shop is unknown, closed or of another website; -21102 the caller follows 500 shops already. ' +
      'Answers the state after the call.',
    input: ShopSiteBody, response: ShopFollowState,
    errors: [ShopFollowError.SHOP_UNAVAILABLE, ShopFollowError.FOLLOW_LIMIT],
  },
  delete: {
    method: 'POST', path: '/api/shopmember/delete', auth: 'member', summary: 'Stop following a shop',
    description:
      'Unfollowing a shop the caller does not follow changes nothing and succeeds (closed shops can be unfollowed too). ' +
      'follow_num drops only when a row was deleted, guarded so it never goes below 0. Answers the state after the call.',
    input: ShopSiteBody, response: ShopFollowState,
  },
  isFollow: {
    method: ['GET', 'POST'], path: '/api/shopmember/isfollow', auth: 'member', summary: 'Whether the caller follows a shop',
    description: 'is_follow 1 when the caller follows the shop, with its follow_num. An unknown shop answers is_follow 0 and follow_num 0.',
    input: ShopSiteBody, response: ShopFollowState,
  },
  memberShop: {
    method: ['GET', 'POST'], path: '/api/shopmember/membershop', auth: 'member', summary: "A page of the caller's followed shops, newest first",
    description:
      'Only open shops of this website are listed (a closed shop reappears when it opens again). Newest follow first; ' +
      'page_size 10 by default, 50 at most.',
    input: MemberShopPageBody, response: PageOf(FollowedShop, 'FollowedShopPage'),
  },
})
