import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, PageOf } from '../../contract/endpoint.js'
import { AddressError } from './address.messages.js'

/** A member keeps at most this many addresses. */
export const ADDRESS_MAX = 20
export const ADDRESS_NAME_MAX = 30
export const ADDRESS_TEXT_MAX = 120
export const ADDRESS_TELEPHONE_MAX = 20

export const MemberAddress = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'the consignee' }),
  mobile: Type.String(),
  telephone: Type.String({ description: "landline, '' when none" }),
  province_id: Type.Integer({ description: 'GB/T 2260 code' }),
  city_id: Type.Integer(),
  district_id: Type.Integer({ description: '0 for a city without districts' }),
  community_id: Type.Integer({ description: "the mall's community; 0 when none" }),
  community_name: Type.String({ description: "the community's name; '' when none" }),
  province_name: Type.String(),
  city_name: Type.String(),
  district_name: Type.String({ description: "'' when district_id is 0" }),
  address: Type.String({ description: 'street, building and door' }),
  full_address: Type.String({ description: 'region names then the address, built by the server' }),
  longitude: Type.Number({ description: 'gcj02; 0 when unknown' }),
  latitude: Type.Number({ description: 'gcj02; 0 when unknown' }),
  is_default: Type.Integer({ minimum: 0, maximum: 1 }),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
}, { title: 'MemberAddress' })
export type MemberAddress = Static<typeof MemberAddress>

const addressFields = {
  name: Type.String({ maxLength: 100, description: `the consignee, 1 … ${ADDRESS_NAME_MAX} characters after trimming` }),
  mobile: Type.String({ maxLength: 20, description: 'mainland mobile ^1[3-9]\\d{9}$' }),
  telephone: Type.Optional(Type.String({ maxLength: 40, description: `landline: digits and '-', at most ${ADDRESS_TELEPHONE_MAX}; '' for none` })),
  province_id: Id(),
  city_id: Id({ description: 'a city under province_id' }),
  district_id: Type.Optional(Id({ minimum: 0, description: 'a district under city_id; required when the city has districts' })),
  community_id: Type.Optional(Id({ minimum: 0, description: "the mall's community (/api/memberaddress/tranAddressInfo); 0 for none" })),
  address: Type.String({ maxLength: 400, description: `street, building and door: 1 … ${ADDRESS_TEXT_MAX} characters after trimming` }),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'gcj02' })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'gcj02' })),
  is_default: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1: make it the default address' })),
}

export const AddressAddBody = Type.Object(addressFields)
export type AddressAddInput = Static<typeof AddressAddBody>
export const AddressEditBody = Type.Object({ id: Id(), ...addressFields })
export type AddressEditInput = Static<typeof AddressEditBody>
export const AddressIdBody = Type.Object({ id: Id() })
export const AddressInfoBody = Type.Object({ id: Type.Optional(Id({ minimum: 0, description: "0 or absent: the member's default address" })) })
export const AddressPageBody = Type.Object({
  page: Type.Optional(Id({ description: 'from 1' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: '10 by default' })),
})

const FIELD_RULES =
  `name 1 … ${ADDRESS_NAME_MAX} characters after trimming (-20753); mobile ^1[3-9]\\d{9}$ (-20754); telephone digits and '-', at ` +
  `most ${ADDRESS_TELEPHONE_MAX} (-20755); address 1 … ${ADDRESS_TEXT_MAX} characters after trimming (-20756); the province must ` +
  'exist, the city be under it, the district under the city (required when the city has districts) and the community in that ' +
  'district (-20757, the message names the field). full_address is built by the server from the region names and the address.'

export const addressApi = defineEndpoints('address', {
  page: {
    method: 'POST', path: '/api/memberaddress/page', summary: "The member's shipping addresses, the default first",
    description: 'The default address first, then the newest.',
    auth: 'member', input: AddressPageBody, response: PageOf(MemberAddress, 'MemberAddressPage'),
  },
  info: {
    method: 'POST', path: '/api/memberaddress/info', summary: 'One address of the member, or the default one',
    description:
      "id 0 or absent: the member's default address, or null when they have none. Another member's id, or one that does not exist: " +
      '-20751.',
    auth: 'member', input: AddressInfoBody, response: Nullable(MemberAddress), errors: [AddressError.NOT_FOUND],
  },
  add: {
    method: 'POST', path: '/api/memberaddress/add', summary: 'Adds a shipping address; answers its id',
    description:
      FIELD_RULES + ` A member keeps at most ${ADDRESS_MAX} addresses (-20752). The first address becomes the default; is_default 1 ` +
      'makes the new one the default (the others lose it in the same transaction).',
    auth: 'member', input: AddressAddBody, response: Type.Integer({ description: 'the new address id' }),
    errors: [AddressError.LIMIT_REACHED, AddressError.NAME_INVALID, AddressError.MOBILE_INVALID, AddressError.TELEPHONE_INVALID, AddressError.ADDRESS_INVALID, AddressError.REGION_INVALID],
  },
  edit: {
    method: 'POST', path: '/api/memberaddress/edit', summary: 'Changes a shipping address; answers its id',
    description:
      FIELD_RULES + " Another member's id, or one that does not exist: -20751. is_default 1 makes it the default; is_default 0 on " +
      'the default address leaves it the default (choose another one with /api/memberaddress/setdefault).',
    auth: 'member', input: AddressEditBody, response: Type.Integer({ description: 'the address id' }),
    errors: [AddressError.NOT_FOUND, AddressError.NAME_INVALID, AddressError.MOBILE_INVALID, AddressError.TELEPHONE_INVALID, AddressError.ADDRESS_INVALID, AddressError.REGION_INVALID],
  },
  delete: {
    method: 'POST', path: '/api/memberaddress/delete', summary: 'Deletes a shipping address',
    description:
      "Deleting the default address makes the newest remaining one the default. Another member's id, or one that does not exist: " +
      '-20751. Answers the id of the default address afterwards (0 when none is left).',
    auth: 'member', input: AddressIdBody, response: Type.Integer({ minimum: 0, description: 'the default address id now; 0 when none' }),
    errors: [AddressError.NOT_FOUND],
  },
  setDefault: {
    method: 'POST', path: '/api/memberaddress/setdefault', summary: 'Makes an address the default',
    description: "One transaction: the member's other addresses lose the default, this one gains it. Another member's id: -20751.",
    auth: 'member', input: AddressIdBody, response: Type.Integer({ description: 'the address id' }),
    errors: [AddressError.NOT_FOUND],
  },
})
