import type { PayOutcome } from './types'

/**
 * tradePay resultCode (my.tradePay and AlipayJSBridge alike): 9000 paid, 8000 / 6004 unknown (ask the server), 6001 cancelled by the
 * shopper, anything else (4000, 6002 network, 4 no permission) failed.
 */
export function alipayOutcome(code: unknown): PayOutcome {
  switch (String(code ?? '')) {
    case '9000':
      return 'success'
    case '8000':
    case '6004':
      return 'unknown'
    case '6001':
      return 'cancelled'
    default:
      return 'failed'
  }
}
