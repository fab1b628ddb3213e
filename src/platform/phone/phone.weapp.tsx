import { Button } from '@tarojs/components'
import { phoneOutcome, type PhoneNumberButtonProps } from './types'

/** WeChat's open-type="getPhoneNumber" button: only a tap on it can ask for the user's number. */
export const phoneNumberSupported = true

export function PhoneNumberButton({ className, children, disabled, onPhone, onDeny, onError }: PhoneNumberButtonProps) {
  const handle = (e: { detail?: Parameters<typeof phoneOutcome>[0] }) => {
    const outcome = phoneOutcome(e?.detail)
    if (outcome.kind === 'phone') onPhone(outcome.result)
    else if (outcome.kind === 'deny') onDeny?.(outcome.errMsg)
    else (onError ?? onDeny)?.(outcome.errMsg)
  }
  return (
    <Button className={className} openType='getPhoneNumber' disabled={disabled} onGetPhoneNumber={handle}>
      {children}
    </Button>
  )
}
