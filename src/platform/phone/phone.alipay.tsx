import type { PhoneNumberButtonProps } from './types'

/**
 * Alipay's phone-number authorisation (open-type="getAuthorize" scope="phoneNumber" + my.getPhoneNumber)
 * answers a response encrypted with the mini-program's AES content key, which the server cannot
 * decrypt yet (/api/tripartite/getPhoneNumber takes WeChat identities only, -20311 otherwise): no
 * button, the SMS form is the way.
 */
export const phoneNumberSupported = false

export function PhoneNumberButton(_props: PhoneNumberButtonProps): null {
  return null
}
