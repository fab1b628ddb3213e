/** An address picked from the platform's own address book (WeChat's openAddress). */
export interface PickedAddress {
  name: string
  mobile: string
  province: string
  city: string
  /** the district ('' for a city without districts) */
  district: string
  /** street, building, room */
  detail: string
  postalCode?: string
}

export interface AddressBookCapability {
  /** Whether a platform address book may be offered (the button shows only where it can work). */
  available(): boolean
  /** Opens the address book; null when the user closed it. Rejects when it cannot open. */
  pick(): Promise<PickedAddress | null>
}
