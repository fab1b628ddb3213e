/**
 * The dynamic-code button (spec sections 4, 5 and 9) as a pure reducer: idle, then counting down
 * 120 s with the seconds left shown, then reset with a captcha refresh. A code may be requested only
 * at the full 120 s and when not already sent.
 *
 * Events, dispatched by the page:
 *   'request'  the user tapped and the request is going out (idle -> sending; blocks double taps)
 *   'sent'     the server accepted (sending or idle -> counting from 120)
 *   'failed'   the server refused or the network failed (sending -> idle, nothing to wait for)
 *   'tick'     once a second while counting; the tick that reaches 0 resets to idle at 120 with
 *              `refreshCaptcha` set: the page loads a new captcha and dispatches 'captchaRefreshed'
 *   'reset'    leave the page or change the mobile: back to idle (no captcha refresh)
 * i18n keys of the button text: utils:dynacode.get, utils:dynacode.sending, utils:dynacode.resend {count}
 */
import type { Translate } from './date'

export const DYNACODE_SECONDS = 120

export type CodeButtonPhase = 'idle' | 'sending' | 'counting'

export interface CodeButtonState {
  phase: CodeButtonPhase
  /** seconds left; DYNACODE_SECONDS unless counting */
  seconds: number
  /** set when a countdown ran out: the caller refreshes the captcha, then dispatches 'captchaRefreshed' */
  refreshCaptcha: boolean
}

export type CodeButtonEvent =
  | { type: 'request' }
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'tick' }
  | { type: 'captchaRefreshed' }
  | { type: 'reset' }

export const initialCodeButton: CodeButtonState = Object.freeze({ phase: 'idle', seconds: DYNACODE_SECONDS, refreshCaptcha: false })

/** Whether a code may be requested now: idle at the full 120 s. */
export function canSend(state: CodeButtonState): boolean {
  return state.phase === 'idle' && state.seconds === DYNACODE_SECONDS
}

/** Returns the same object when an event does not apply, so React skips the re-render. */
export function codeButtonReducer(state: CodeButtonState, event: CodeButtonEvent): CodeButtonState {
  switch (event.type) {
    case 'request':
      return canSend(state) ? { phase: 'sending', seconds: DYNACODE_SECONDS, refreshCaptcha: false } : state
    case 'sent':
      // accepted from idle too, for callers that skip 'request'
      return state.phase === 'counting' ? state : { phase: 'counting', seconds: DYNACODE_SECONDS, refreshCaptcha: false }
    case 'failed':
      return state.phase === 'sending' ? { ...state, phase: 'idle', seconds: DYNACODE_SECONDS } : state
    case 'tick':
      if (state.phase !== 'counting') return state
      return state.seconds <= 1
        ? { phase: 'idle', seconds: DYNACODE_SECONDS, refreshCaptcha: true }
        : { ...state, seconds: state.seconds - 1 }
    case 'captchaRefreshed':
      return state.refreshCaptcha ? { ...state, refreshCaptcha: false } : state
    case 'reset':
      return state.phase === 'idle' && !state.refreshCaptcha ? state : initialCodeButton
    default:
      return state
  }
}

/** The button text: 获取动态码, 发送中..., or '118s后可重新获取'. */
export function codeButtonLabel(state: CodeButtonState, t: Translate): string {
  if (state.phase === 'counting') return t('utils:dynacode.resend', { count: state.seconds })
  if (state.phase === 'sending') return t('utils:dynacode.sending')
  return t('utils:dynacode.get')
}
