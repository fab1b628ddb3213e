import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable } from '../../contract/endpoint.js'

export const LicenseBody = Type.Object({ site_id: Id() })
export type LicenseInput = Static<typeof LicenseBody>

export const ShopLicense = Type.Object({
  site_id: Type.Integer(),
  site_name: Type.String(),
  company_name: Type.String(),
  credit_code: Type.String({ description: 'unified social credit code' }),
  legal_person: Type.String(),
  company_type: Type.String(),
  registered_capital: Type.String({ description: 'as printed on the licence' }),
  business_scope: Type.String(),
  address: Type.String(),
  authority: Type.String({ description: 'the registering authority' }),
  established_at: Type.Integer({ description: 'Unix seconds; 0: not given' }),
  valid_to: Type.Integer({ description: 'Unix seconds; 0: long-term' }),
  images: Type.Array(Type.String(), { description: 'upload-relative paths of the licence and qualification pictures' }),
}, { title: 'ShopLicense' })
export type ShopLicense = Static<typeof ShopLicense>

export const CitiesBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 20, description: "a part of the city's name or of its province's name; absent or '': every city" })),
})
export type CitiesInput = Static<typeof CitiesBody>

export const PartnerCity = Type.Object({
  city_id: Type.Integer({ description: 'GB/T 2260 code' }),
  city_name: Type.String(),
  short_name: Type.String(),
  province_id: Type.Integer(),
  province_name: Type.String(),
  lat: Nullable(Type.Number({ description: 'the centre (gcj02); null when unknown' })),
  lng: Nullable(Type.Number({ description: 'the centre (gcj02); null when unknown' })),
}, { title: 'PartnerCity' })
export type PartnerCity = Static<typeof PartnerCity>

export const partnerApi = defineEndpoints('partner', {
  license: {
    method: ['GET', 'POST'], path: '/api/dianjia/license', summary: "A shop's business licence and qualification pictures",
    description:
      'The registered details and the pictures of the licence of an open shop of this website. -10004 when the shop does not ' +
      'exist in this website, is closed, or has not filed a licence.',
    input: LicenseBody, response: ShopLicense,
  },
  cities: {
    method: ['GET', 'POST'], path: '/api/dianjia/cities', summary: 'The cities (for the partner city choice), with their provinces',
    description:
      'Every city (region level 2) in province and code order, each with its province and centre. keyword keeps the cities whose ' +
      'name or province name contains it (a literal substring: % and _ match themselves).',
    input: CitiesBody, response: Type.Array(PartnerCity),
  },
})
