/** The member's shipping addresses (/api/memberaddress/*) and the region lookups the form needs. */
import {
  addressAdd, addressDelete, addressEdit, addressInfo, addressPage, addressSetDefault, regionChildren, regionProvinces,
  regionTranAddressInfo, type AddressAddInput, type AddressInfo, type MemberAddress,
} from '@/services/api/contract.gen'

export type { AddressInfo, MemberAddress }
export type AddressFields = AddressAddInput

/** A member keeps at most 20 addresses: one page holds them all. */
export const ADDRESS_PAGE_SIZE = 50

export const fetchAddresses = () => addressPage({ page: 1, page_size: ADDRESS_PAGE_SIZE }, { silent: true }).then((p) => p.list)
export const fetchAddress = (id: number) => addressInfo({ id })
export const addAddress = (input: AddressFields) => addressAdd(input)
export const editAddress = (id: number, input: AddressFields) => addressEdit({ id, ...input })
export const deleteAddress = (id: number) => addressDelete({ id })
export const setDefaultAddress = (id: number) => addressSetDefault({ id })

/** A level of the area picker: the provinces (pid 0) or the regions under one. */
export async function fetchAreaLevel(pid: number): Promise<Array<{ id: number; name: string }>> {
  if (pid === 0) return regionProvinces()
  return regionChildren({ pid })
}

/** The province, city, district and community at a gcj02 point. */
export const areaAt = (latitude: number, longitude: number, coordType: 'gcj02' | 'wgs84' = 'gcj02') =>
  regionTranAddressInfo({ latlng: `${latitude},${longitude}`, coord_type: coordType })
