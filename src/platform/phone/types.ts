import type { ReactNode } from 'react'

/**
 * What the platform's phone-number button hands back, for /api/tripartite/getPhoneNumber: the new
 * one-time `code` (WeChat base library 2.21.2+) or, on older libraries, iv + encryptedData.
 */
export interface PhoneResult {
  code?: string
  iv?: string
  encryptedData?: string
}

export interface PhoneNumberButtonProps {
  className?: string
  /** the button's label */
  children?: ReactNode
  disabled?: boolean
  onPhone(result: PhoneResult): void
  /** the user refused to share the number */
  onDeny?(errMsg: string): void
  /** any other failure (no permission, no data); falls back to onDeny when not given */
  onError?(errMsg: string): void
}

export type PhoneOutcome =
  | { kind: 'phone'; result: PhoneResult }
  | { kind: 'deny'; errMsg: string }
  | { kind: 'error'; errMsg: string }

/**
 * Reads the getphonenumber event's detail: `…:ok` with a code (new flow) or iv + encryptedData (old
 * flow) is a number; a refusal ('fail user deny', 'fail:user cancel', …) is a denial; anything else,
 * including an ok without usable data, is an error.
 */
export function phoneOutcome(detail: { errMsg?: string; code?: string; iv?: string; encryptedData?: string } | null | undefined): PhoneOutcome {
  const errMsg = String(detail?.errMsg ?? '')
  if (/deny|cancel/i.test(errMsg)) return { kind: 'deny', errMsg }
  if (!/fail/i.test(errMsg)) {
    if (detail?.code) return { kind: 'phone', result: { code: detail.code } }
    if (detail?.iv && detail.encryptedData) return { kind: 'phone', result: { iv: detail.iv, encryptedData: detail.encryptedData } }
  }
  return { kind: 'error', errMsg: errMsg || 'getPhoneNumber: no data' }
}
