import { useEffect, useReducer, useRef } from 'react'
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { toast } from '@/services/toast'
import { canSend as canSendNow, codeButtonLabel, codeButtonReducer, initialCodeButton } from '@/utils/countdown'
import './auth.scss'

export interface DynamicCodeButtonProps {
  /** checks the fields a code needs (mobile, captcha when on): the message to show, or null to send */
  canSend(): string | null
  /** requests the code; rejects when refused (the request layer has shown the server's message) */
  send(): Promise<void>
  /** the countdown ran out: the caller loads a new captcha (spec section 4) */
  onFinished?(): void
  /** extra classes; the element always has 'dynacode-btn' */
  className?: string
}

/**
 * The dynamic-code button of spec sections 4 and 9: idle, then 120 s counting down with the seconds
 * left shown, then reset with a captcha refresh. A code goes out only at the full 120 s and when none
 * is on its way (src/utils/countdown.ts holds the rules).
 */
export function DynamicCodeButton({ canSend, send, onFinished, className }: DynamicCodeButtonProps) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(codeButtonReducer, initialCodeButton)
  // taps arrive faster than renders: the ref blocks a second request before 'sending' is rendered
  const busy = useRef(false)
  const finished = useRef(onFinished)
  finished.current = onFinished

  useEffect(() => {
    if (state.phase !== 'counting') return undefined
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000)
    return () => clearInterval(timer)
  }, [state.phase])

  useEffect(() => {
    if (!state.refreshCaptcha) return
    finished.current?.()
    dispatch({ type: 'captchaRefreshed' })
  }, [state.refreshCaptcha])

  const onTap = async () => {
    if (busy.current || !canSendNow(state)) return
    const problem = canSend()
    if (problem) {
      toast(problem)
      return
    }
    busy.current = true
    dispatch({ type: 'request' })
    try {
      await send()
      dispatch({ type: 'sent' })
    } catch {
      dispatch({ type: 'failed' })
    } finally {
      busy.current = false
    }
  }

  return (
    <Text
      className={`dynacode-btn dynacode-btn--${state.phase} ${canSendNow(state) ? '' : 'dynacode-btn--disabled'} ${className ?? ''}`}
      onClick={onTap}
    >
      {codeButtonLabel(state, t)}
    </Text>
  )
}

export default DynamicCodeButton
