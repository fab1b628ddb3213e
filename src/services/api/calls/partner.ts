// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A shop's business licence and qualification pictures */
export const partnerLicense = /*#__PURE__*/ endpoint<T.PartnerLicenseInput, T.PartnerLicenseData>("GET", "/api/dianjia/license")

/** The cities (for the partner city choice), with their provinces */
export const partnerCities = /*#__PURE__*/ endpoint<T.PartnerCitiesInput, T.PartnerCitiesData>("GET", "/api/dianjia/cities")
