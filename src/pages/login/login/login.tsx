import '@/features/auth/i18n'
import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { loginByMobile, loginByPassword, sendLoginCode } from '@/features/auth/api'
import { CaptchaField } from '@/features/auth/components/CaptchaField'
import { DynacodeField, MobileField, PasswordField } from '@/features/auth/components/Fields'
import { pageParam, useCaptchaOn, useMobileCodeForm, useRegisterConfig, useSubmitting } from '@/features/auth/hooks'
import { completeLogin } from '@/features/auth/session'
import { AuthError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { toast } from '@/services/toast'
import { go } from '@/utils/navigate'
import { captchaRules, check, mobileRules, passwordRules } from '@/utils/validate'
import './login.scss'

type Mode = 'mobile' | 'password'
const ALL_MODES: Mode[] = ['mobile', 'password']

const withBack = (path: string, back?: string) => (back ? `${path}?back=${encodeURIComponent(back)}` : path)

/**
 * /pages/login/login/login?back=<encoded return URL>: by mobile + dynamic code (captcha first when the
 * captcha config is on) or by account (mobile) + password (+ captcha when the config is on, or once the
 * server asked for it after wrong passwords). Success returns to `back`, or the member home.
 */
export default function LoginPage() {
  const { t } = useTranslation()
  const [back] = useState(() => pageParam('back'))
  const captchaOn = useCaptchaOn()
  const config = useRegisterConfig()
  const modes = useMemo(() => {
    const offered = ALL_MODES.filter((m) => config?.login?.includes(m))
    return offered.length ? offered : ALL_MODES
  }, [config])
  const [mode, setMode] = useState<Mode>('mobile')
  // after repeated wrong passwords the server asks for the picture even where the config does not
  const [captchaAsked, setCaptchaAsked] = useState(false)
  const captchaShown = Boolean(captchaOn) || (captchaAsked && mode === 'password')
  const code = useMobileCodeForm(sendLoginCode, captchaShown)
  const [password, setPassword] = useState('')
  const [busy, run] = useSubmitting()

  // the operator may offer only one way in
  useEffect(() => {
    if (modes.length && !modes.includes(mode)) setMode(modes[0])
  }, [modes, mode])

  const submitMobile = async () => {
    const ok = code.validate(false)
    if (ok !== true) return toast(ok)
    const answer = await loginByMobile({ mobile: code.form.mobile, key: code.codeKey, code: code.form.dynacode })
    await completeLogin(answer, back ?? null)
  }

  const submitPassword = async () => {
    const data = { mobile: code.form.mobile, password, vercode: code.form.vercode }
    const rules = [...mobileRules(t), ...passwordRules(t), ...(captchaShown ? captchaRules(t) : [])]
    const ok = check(data, rules)
    if (ok !== true) return toast(ok)
    try {
      const answer = await code.withCaptcha((captcha) => loginByPassword({ username: code.form.mobile, password, ...captcha }))
      await completeLogin(answer, back ?? null)
    } catch (e) {
      // the field appears with a new picture (a shown one was refreshed by withCaptcha)
      if (e instanceof ApiError && e.code === AuthError.LOGIN_CAPTCHA_REQUIRED) setCaptchaAsked(true)
      throw e
    }
  }

  const submit = () => run(mode === 'mobile' ? submitMobile : submitPassword)

  return (
    <PageShell title={t('login:title')} className='login-page'>
      <View className='auth-form'>
        <View className='auth-tabs'>
          {modes.map((m) => (
            <Text
              key={m}
              className={`auth-tabs__item login-mode login-mode--${m}${mode === m ? ' auth-tabs__item--active login-mode--active' : ''}`}
              onClick={() => setMode(m)}
            >
              {t(`login:mode.${m}`)}
            </Text>
          ))}
        </View>

        <MobileField className='login-mobile' {...code.fields.mobile} />
        {mode === 'password' ? (
          <PasswordField className='login-password' value={password} onChange={setPassword} />
        ) : null}
        {captchaShown ? (
          <CaptchaField className='login-captcha' {...code.fields.captcha} />
        ) : null}
        {mode === 'mobile' ? (
          <DynacodeField className='login-dynacode' {...code.fields.dynacode} />
        ) : null}

        <Button className='auth-submit login-submit' type='primary' block loading={busy} onClick={submit}>
          {t('login:submit')}
        </Button>

        <View className='auth-links'>
          <Text className='login-to-register' onClick={() => go(withBack(ROUTES.register, back))}>
            {t('login:toRegister')}
          </Text>
          <Text className='login-to-find' onClick={() => go(withBack(ROUTES.findPassword, back))}>
            {t('login:toFind')}
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
