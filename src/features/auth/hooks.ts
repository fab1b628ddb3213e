import '@/features/auth/i18n'
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { check, loginRules, passwordRules, sendCodeRules, type Rule } from '@/utils/validate'
import { fetchCaptchaConfig, fetchRegisterConfig, type CodeKey, type RegisterConfig } from './api'

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
export function useRegisterConfig(): RegisterConfig | null {
  const [value, setValue] = useState<RegisterConfig | null>(null)
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

/** What the form sends to a code call: the mobile, and the captcha when it is on. */
export interface CodeRequest {
  mobile: string
  captcha_id?: string
  captcha_code?: string
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
export function useMobileCodeForm(sendCall: (input: CodeRequest) => Promise<CodeKey>, captchaOn: boolean) {
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

  /**
   * Runs a call that carries the captcha (when on). Any attempt, right or wrong, spends it on the
   * server, so a refused one brings a new picture.
   */
  const withCaptcha = async <T,>(call: (captcha: { captcha_id?: string; captcha_code?: string }) => Promise<T>): Promise<T> => {
    try {
      return await call(captchaOn ? { captcha_id: captchaId, captcha_code: form.vercode } : {})
    } catch (e) {
      if (captchaOn) refreshCaptcha()
      throw e
    }
  }

  const send = async (): Promise<void> => {
    const answer = await withCaptcha((captcha) => sendCall({ mobile: form.mobile, ...captcha }))
    setCodeKey(answer.key)
  }

  /** Submit checks: the whole form (captcha too when `withCaptcha`), then that a code was requested. */
  const validate = (withCaptcha: boolean): true | string => {
    const r = check({ ...form }, loginRules(t, { captcha: withCaptcha }))
    if (r !== true) return r
    return codeKey ? true : t('login:validate.getCodeFirst')
  }

  // ready-made props for the three fields, so every form binds them the same way
  const fields = {
    mobile: { value: form.mobile, onChange: (v: string) => set('mobile', v) },
    captcha: { value: form.vercode, onChange: (v: string) => set('vercode', v), onCaptchaId: setCaptchaId, refreshKey: captchaRefresh },
    dynacode: { value: form.dynacode, onChange: (v: string) => set('dynacode', v), canSend, send, onFinished: refreshCaptcha },
  }

  return { form, set, captchaId, setCaptchaId, captchaRefresh, refreshCaptcha, codeKey, canSend, send, validate, withCaptcha, fields }
}

/**
 * One submission at a time: `busy` drives the button's loading state and a second tap while it runs
 * is ignored. A failure was already shown (the request layer toasts the server's message).
 */
export function useSubmitting(): [boolean, (work: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await work()
    } catch {
      // shown by the request layer
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return [busy, run]
}

/** A new password and its repeat (register, recovery): spec section 5's length rule, then the same text twice. */
export function newPasswordRules(t: TFunction): Rule[] {
  return [
    ...passwordRules(t),
    { name: 'repass', checkType: 'required', errorMsg: t('login:validate.repassRequired') },
    { name: 'repass', checkType: 'same', checkRule: { field: 'password' }, errorMsg: t('login:validate.repassMismatch') },
  ]
}
