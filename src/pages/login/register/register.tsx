import '@/features/auth/i18n'
import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { registerByMobile, registerByPassword, sendRegisterCode } from '@/features/auth/api'
import { CaptchaField } from '@/features/auth/components/CaptchaField'
import { DynacodeField, MobileField, PasswordField } from '@/features/auth/components/Fields'
import { newPasswordRules, pageParam, useCaptchaOn, useMobileCodeForm, useRegisterConfig, useSubmitting } from '@/features/auth/hooks'
import { completeLogin, goToLoginPage } from '@/features/auth/session'
import { toast } from '@/services/toast'
import { captchaRules, check, mobileRules, type Rule } from '@/utils/validate'
import './register.scss'

type Mode = 'mobile' | 'password'
const ALL_MODES: Mode[] = ['mobile', 'password']

/**
 * /pages/login/register/register: by mobile + dynamic code, or by mobile + password + repeat (captcha
 * when on). The share link's source_member and suid go along (kept in the app store). A registration
 * answers is_register 1: the reward popup opens where the user lands.
 */
export default function RegisterPage() {
  const { t } = useTranslation()
  const [back] = useState(() => pageParam('back'))
  const captchaOn = useCaptchaOn()
  const config = useRegisterConfig()
  const modes = useMemo(() => {
    const offered = ALL_MODES.filter((m) => config?.register?.includes(m))
    return offered.length ? offered : ALL_MODES
  }, [config])
  const [mode, setMode] = useState<Mode>('mobile')
  const code = useMobileCodeForm(sendRegisterCode, Boolean(captchaOn))
  const [password, setPassword] = useState('')
  const [repass, setRepass] = useState('')
  const [busy, run] = useSubmitting()

  useEffect(() => {
    if (!modes.includes(mode)) setMode(modes[0])
  }, [modes, mode])

  const submitMobile = async () => {
    const ok = code.validate(false)
    if (ok !== true) return toast(ok)
    const answer = await registerByMobile({ mobile: code.form.mobile, key: code.codeKey, code: code.form.dynacode })
    await completeLogin(answer, back ?? null)
  }

  const submitPassword = async () => {
    const rules: Rule[] = [
      ...mobileRules(t),
      ...newPasswordRules(t),
      ...(captchaOn ? captchaRules(t) : []),
    ]
    const ok = check({ mobile: code.form.mobile, password, repass, vercode: code.form.vercode }, rules)
    if (ok !== true) return toast(ok)
    const answer = await code.withCaptcha((captcha) => registerByPassword({ username: code.form.mobile, password, ...captcha }))
    await completeLogin(answer, back ?? null)
  }

  const submit = () => run(mode === 'mobile' ? submitMobile : submitPassword)

  return (
    <PageShell title={t('login:register.title')} className='register-page'>
      <View className='auth-form'>
        <View className='auth-tabs'>
          {modes.map((m) => (
            <Text
              key={m}
              className={`auth-tabs__item register-mode register-mode--${m}${mode === m ? ' auth-tabs__item--active register-mode--active' : ''}`}
              onClick={() => setMode(m)}
            >
              {t(`login:register.mode.${m}`)}
            </Text>
          ))}
        </View>

        <MobileField className='register-mobile' {...code.fields.mobile} />
        {mode === 'password' ? (
          <>
            <PasswordField className='register-password' value={password} onChange={setPassword} />
            <PasswordField
              className='register-repass'
              value={repass}
              onChange={setRepass}
              placeholder={t('login:placeholder.repass')}
            />
          </>
        ) : null}
        {captchaOn ? (
          <CaptchaField className='register-captcha' {...code.fields.captcha} />
        ) : null}
        {mode === 'mobile' ? (
          <DynacodeField className='register-dynacode' {...code.fields.dynacode} />
        ) : null}

        <Button className='auth-submit register-submit' type='primary' block loading={busy} onClick={submit}>
          {t('login:register.submit')}
        </Button>

        <View className='auth-links'>
          <Text
            className='register-to-login'
            onClick={() => goToLoginPage(back)}
          >
            {t('login:register.toLogin')}
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
