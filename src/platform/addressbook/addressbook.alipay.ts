import type { AddressBookCapability } from './types'

/** Not offered in the mini-programs (chooseAddress would need its own privacy declaration first). */
export const addressBook: AddressBookCapability = {
  available: () => false,
  pick: () => Promise.reject(new Error('address book unavailable')),
}
