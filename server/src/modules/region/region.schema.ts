import { Type, type Static } from '@sinclair/typebox'

/** Coordinates come as `latlng: "lat,lng"` (the mall family's form) or as separate lat / lng. */
export const TranAddressBody = Type.Object({
  latlng: Type.Optional(Type.String({ maxLength: 64 })),
  lat: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 32 })])),
  lng: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 32 })])),
  /** gcj02 (default: what WeChat, Alipay and Chinese maps give) or wgs84 (raw GPS, browsers) */
  coord_type: Type.Optional(Type.String({ maxLength: 10 })),
})
export type TranAddressInput = Static<typeof TranAddressBody>

export const ChildrenBody = Type.Object({
  pid: Type.Integer({ minimum: 0 }),
})
export type ChildrenInput = Static<typeof ChildrenBody>

export const AddressInfo = Type.Object({
  province: Type.String(),
  province_id: Type.Integer(),
  city: Type.String(),
  city_id: Type.Integer(),
  district: Type.String(),
  district_id: Type.Integer(),
  community: Type.String(),
  community_id: Type.Integer(),
})
export type AddressInfo = Static<typeof AddressInfo>

export const RegionItem = Type.Object({ id: Type.Integer(), name: Type.String(), level: Type.Integer() })
export const ProvinceItem = Type.Object({ id: Type.Integer(), name: Type.String() })
export const HotCity = Type.Object({ id: Type.Integer(), name: Type.String(), lat: Type.Number(), lng: Type.Number() })
export type HotCity = Static<typeof HotCity>
