import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id } from '../../contract/endpoint.js'
import { LocationError } from './location.messages.js'

export const MapConfig = Type.Object({
  provider: Type.Union([Type.Literal('tencent'), Type.Literal('none')], {
    description: "tencent: a Tencent Maps key is configured (TENCENT_MAP_KEY); none: the app picks by region and address text",
  }),
  key: Type.String({ description: "the browser key of the provider ('' for none); a key meant for browsers, restricted by referer at Tencent" }),
  referer: Type.String({ description: "the application name registered with the key ('' for none)" }),
}, { title: 'MapConfig' })
export type MapConfig = Static<typeof MapConfig>

export const RegionCentreBody = Type.Object({
  region_id: Id({ description: 'a province, city or district (GB/T 2260 code)' }),
})
export type RegionCentreInput = Static<typeof RegionCentreBody>

export const RegionCentre = Type.Object({
  region_id: Type.Integer(),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  province: Type.String(),
  province_id: Type.Integer(),
  city: Type.String({ description: "'' for a province" }),
  city_id: Type.Integer({ description: '0 for a province' }),
  district: Type.String({ description: "'' above district level" }),
  district_id: Type.Integer({ description: '0 above district level' }),
  /** province + city + district names, without repeating a municipality's name */
  full_name: Type.String(),
  lat: Type.Number({ description: 'gcj02 latitude of the centre' }),
  lng: Type.Number({ description: 'gcj02 longitude of the centre' }),
}, { title: 'RegionCentre' })
export type RegionCentre = Static<typeof RegionCentre>

export const locationApi = defineEndpoints('location', {
  mapConfig: {
    method: 'GET', path: '/api/location/mapconfig', summary: 'Which map provider the H5 map pages use',
    description:
      'tencent with its browser key when the server is configured with TENCENT_MAP_KEY (and TENCENT_MAP_REFERER, the ' +
      "application name registered with it); otherwise none, and the H5 pages pick a place by region and address text and show " +
      'the address without map tiles. The mini-programs use their own map pages.',
    response: MapConfig,
  },
  regionCentre: {
    method: 'POST', path: '/api/location/regioncentre', summary: 'The names and the centre of a region',
    description:
      'For choosing a place without a map: the region with its province, city and district names and its centre (gcj02). ' +
      "A region without a centre of its own takes the nearest region above it that has one. -10004 when region_id names no " +
      'region; -21300 when no region in its chain has a centre.',
    input: RegionCentreBody, response: RegionCentre, errors: [LocationError.NO_CENTRE],
  },
})
