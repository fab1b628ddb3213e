/**
 * The dynamic-code button (spec sections 4 and 5): idle, then counting down 120 s with the seconds
 * left shown, then reset with a captcha refresh. A code may be sent only at the full 120 s and when
 * not already sent.
 */
export const DYNACODE_SECONDS = 120

export interface CodeButtonState {
  seconds: number
  sent: boolean
  /** set on the reset tick: the caller refreshes the captcha and clears it */
  refreshCaptcha: boolean
}

export type CodeButtonEvent = { type: 'sent' } | { type: 'tick' } | { type: 'failed' } | { type: 'captchaRefreshed' }

export const initialCodeButton: CodeButtonState = { seconds: DYNACODE_SECONDS, sent: false, refreshCaptcha: false }

export function canSend(state: CodeButtonState): boolean {
  return state.seconds === DYNACODE_SECONDS && !state.sent
}

export function codeButtonReducer(state: CodeButtonState, event: CodeButtonEvent): CodeButtonState {
  switch (event.type) {
    case 'sent':
      return canSend(state) ? { seconds: DYNACODE_SECONDS - 1, sent: true, refreshCaptcha: false } : state
    case 'tick':
      if (!state.sent) return state
      return state.seconds <= 1 ? { seconds: DYNACODE_SECONDS, sent: false, refreshCaptcha: true } : { ...state, seconds: state.seconds - 1 }
    case 'failed':
      // the server refused: back to idle so the user can correct the input and try again
      return { ...initialCodeButton }
    case 'captchaRefreshed':
      return { ...state, refreshCaptcha: false }
    default:
      return state
  }
}
