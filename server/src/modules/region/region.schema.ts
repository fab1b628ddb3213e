import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id } from '../../contract/endpoint.js'
import { RegionError } from './region.messages.js'

/** Coordinates come as `latlng: "lat,lng"` (the mall family's form) or as separate lat / lng. */
export const TranAddressBody = Type.Object({
  latlng: Type.Optional(Type.String({ maxLength: 64, description: '"lat,lng"' })),
  lat: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 32 })], { description: 'latitude -90..90, when latlng is absent' })),
  lng: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 32 })], { description: 'longitude -180..180, when latlng is absent' })),
  /** gcj02 (default: what WeChat, Alipay and Chinese maps give) or wgs84 (raw GPS, browsers) */
  coord_type: Type.Optional(Type.String({ maxLength: 10, description: 'gcj02 (default) or wgs84' })),
})
export type TranAddressInput = Static<typeof TranAddressBody>

export const ChildrenBody = Type.Object({
  pid: Id({ minimum: 0, description: 'the parent region; 0: the provinces' }),
})
export type ChildrenInput = Static<typeof ChildrenBody>

export const AddressInfo = Type.Object({
  province: Type.String(),
  province_id: Type.Integer({ description: 'GB/T 2260 code' }),
  city: Type.String(),
  city_id: Type.Integer({ description: 'GB/T 2260 code' }),
  district: Type.String({ description: "'' for a city without districts" }),
  district_id: Type.Integer({ description: '0 for a city without districts' }),
  community: Type.String({ description: "the mall's nearest community within 5 km, '' when none" }),
  community_id: Type.Integer({ description: '0 when none' }),
}, { title: 'AddressInfo' })
export type AddressInfo = Static<typeof AddressInfo>

/** The id is the GB/T 2260 code; level 1 province, 2 city, 3 district. */
export const Region = Type.Object({ id: Type.Integer(), name: Type.String(), level: Type.Integer({ minimum: 1, maximum: 3 }) }, { title: 'Region' })
export type Region = Static<typeof Region>
export const Province = Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'Province' })
export type Province = Static<typeof Province>
export const HotCity = Type.Object({ id: Type.Integer(), name: Type.String(), lat: Type.Number(), lng: Type.Number() }, { title: 'HotCity' })
export type HotCity = Static<typeof HotCity>

export const regionApi = defineEndpoints('region', {
  tranAddressInfo: {
    method: 'POST', path: '/api/memberaddress/tranAddressInfo',
    summary: "The province, city, district and the mall's community at a point",
    description:
      'The point comes as latlng "lat,lng" (a full-width comma works too) or as lat and lng; coord_type gcj02 (default: WeChat, ' +
      'Alipay and Chinese maps) or wgs84 (raw GPS, browsers; converted first). Latitude -90..90 and longitude -180..180, else ' +
      '-10001 naming the field; another coord_type: -10001. -20101: the point lies in no supported region (open sea, abroad). ' +
      "community is the mall's nearest community within 5 km ('' and 0 when none); district is '' and 0 for a city without " +
      'districts.',
    input: TranAddressBody, response: AddressInfo, errors: [RegionError.NOT_SUPPORTED],
  },
  provinces: {
    method: 'GET', path: '/api/region/provinces', summary: 'The provinces',
    description: 'Ids are GB/T 2260 codes.',
    response: Type.Array(Province),
  },
  children: {
    method: 'POST', path: '/api/region/children', summary: 'The regions under a region (0: the provinces)',
    description: 'pid 0 lists the provinces. Levels: 1 province, 2 city, 3 district. -10004 when pid names no region.',
    input: ChildrenBody, response: Type.Array(Region),
  },
  hotCities: {
    method: 'GET', path: '/api/region/hotcities', summary: 'Big cities offered first on the city picker',
    description: 'With their centres (gcj02), for the city picker.',
    response: Type.Array(HotCity),
  },
})
