import '@/features/auth/i18n'
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { check, loginRules, sendCodeRules } from '@/utils/validate'
import { fetchCaptchaConfig, fetchRegisterConfig, type CodeKey, type MobileCodeInput, type RegisterConfig } from './api'

/** A page parameter as the platform handed it over (H5 decoded, mini-programs possibly still encoded). */
export function pageParam(name: string): string | undefined {
  const v = Taro.getCurrentInstance()?.router?.params?.[name]
  return typeof v === 'string' ? v : undefined
}

/**
 * /api/config/getCaptchaConfig: whether the forms need the captcha (shop_reception_login 1).
 * null until it answered; an unanswered config shows no captcha (the server still checks it).
 */
export function useCaptchaOn(): boolean | null {
  const [on, setOn] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    fetchCaptchaConfig()
      .then((c) => live && setOn(Number(c?.value?.shop_reception_login) === 1))
      .catch(() => live && setOn(false))
    return () => {
      live = false
    }
  }, [])
  return on
}

/** /api/register/config `value`, null until it answered (or when it failed). */
export function useRegisterConfig(): RegisterConfig['value'] | null {
  const [value, setValue] = useState<RegisterConfig['value'] | null>(null)
  useEffect(() => {
    let live = true
    fetchRegisterConfig()
      .then((c) => live && setValue(c?.value ?? null))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return value
}

export interface CodeForm {
  mobile: string
  vercode: string
  dynacode: string
}

/**
 * The mobile + captcha + dynamic code form (login by code, register by code, password recovery,
 * complete-info and forced binding): the captcha id and its refresh counter, the key the code call
 * answered, and the checks of spec section 5.
 */
export function useMobileCodeForm(sendCall: (input: MobileCodeInput) => Promise<CodeKey>, captchaOn: boolean) {
  const { t } = useTranslation()
  const [form, setForm] = useState<CodeForm>({ mobile: '', vercode: '', dynacode: '' })
  const [captchaId, setCaptchaId] = useState('')
  const [captchaRefresh, setCaptchaRefresh] = useState(0)
  const [codeKey, setCodeKey] = useState('')

  const set = useCallback((field: keyof CodeForm, value: string) => setForm((f) => ({ ...f, [field]: value })), [])
  /** a new picture: after a countdown, and whenever the server spent the current one */
  const refreshCaptcha = useCallback(() => setCaptchaRefresh((n) => n + 1), [])

  /** null when a code may be requested, else the message to show (mobile, then captcha when on) */
  const canSend = (): string | null => {
    const r = check({ ...form }, sendCodeRules(t, { captcha: captchaOn }))
    return r === true ? null : r
  }

  const send = async (): Promise<void> => {
    try {
      const answer = await sendCall({
        mobile: form.mobile,
        ...(captchaOn ? { captcha_id: captchaId, captcha_code: form.vercode } : {}),
      })
      setCodeKey(answer.key)
    } catch (e) {
      // a refused attempt spends the captcha on the server
      if (captchaOn) refreshCaptcha()
      throw e
    }
  }

  /** Submit checks: the whole form (captcha too when `withCaptcha`), then that a code was requested. */
  const validate = (withCaptcha: boolean): true | string => {
    const r = check({ ...form }, loginRules(t, { captcha: withCaptcha }))
    if (r !== true) return r
    return codeKey ? true : t('login:validate.getCodeFirst')
  }

  return { form, set, captchaId, setCaptchaId, captchaRefresh, refreshCaptcha, codeKey, canSend, send, validate }
}
