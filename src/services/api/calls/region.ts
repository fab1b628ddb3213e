// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The province, city, district and the mall's community at a point */
export const regionTranAddressInfo = /*#__PURE__*/ endpoint<T.RegionTranAddressInfoInput, T.RegionTranAddressInfoData>("POST", "/api/memberaddress/tranAddressInfo")

/** The provinces */
export const regionProvinces = /*#__PURE__*/ endpoint<T.RegionProvincesInput, T.RegionProvincesData>("GET", "/api/region/provinces")

/** The regions under a region (0: the provinces) */
export const regionChildren = /*#__PURE__*/ endpoint<T.RegionChildrenInput, T.RegionChildrenData>("POST", "/api/region/children")

/** Big cities offered first on the city picker */
export const regionHotCities = /*#__PURE__*/ endpoint<T.RegionHotCitiesInput, T.RegionHotCitiesData>("GET", "/api/region/hotcities")
