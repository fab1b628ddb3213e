// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Which map provider the H5 map pages use */
export const locationMapConfig = /*#__PURE__*/ endpoint<T.LocationMapConfigInput, T.LocationMapConfigData>("GET", "/api/location/mapconfig")

/** The names and the centre of a region */
export const locationRegionCentre = /*#__PURE__*/ endpoint<T.LocationRegionCentreInput, T.LocationRegionCentreData>("POST", "/api/location/regioncentre")
