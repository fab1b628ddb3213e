import type { PhoneNumberButtonProps } from './types'

/** A browser cannot hand out the user's WeChat phone number: no button, the SMS form is the way. */
export const phoneNumberSupported = false

export function PhoneNumberButton(_props: PhoneNumberButtonProps): null {
  return null
}
