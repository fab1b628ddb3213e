import '@/features/auth/i18n'
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { findPassword, sendFindCode } from '@/features/auth/api'
import { CaptchaField } from '@/features/auth/components/CaptchaField'
import { DynacodeField, MobileField, PasswordField } from '@/features/auth/components/Fields'
import { newPasswordRules, pageParam, useCaptchaOn, useMobileCodeForm, useSubmitting } from '@/features/auth/hooks'
import { goToLoginPage } from '@/features/auth/session'
import { toast } from '@/services/toast'
import { check } from '@/utils/validate'
import './find.scss'

/**
 * /otherpages/login/find/find: mobile, captcha (when on), dynamic code, new password + repeat
 * (/api/findpassword/mobileCode, /api/findpassword/find), then the login page (keeping its `back`).
 */
export default function FindPasswordPage() {
  const { t } = useTranslation()
  const [back] = useState(() => pageParam('back'))
  const captchaOn = useCaptchaOn()
  const code = useMobileCodeForm(sendFindCode, Boolean(captchaOn))
  const [password, setPassword] = useState('')
  const [repass, setRepass] = useState('')
  const [busy, run] = useSubmitting()

  const submit = () =>
    run(async () => {
      const formOk = code.validate(false)
      if (formOk !== true) return toast(formOk)
      const ok = check({ password, repass }, newPasswordRules(t))
      if (ok !== true) return toast(ok)
      await findPassword({ mobile: code.form.mobile, key: code.codeKey, code: code.form.dynacode, password, re_pass: repass })
      toast(t('login:find.success'))
      await goToLoginPage(back)
    })

  return (
    <PageShell title={t('login:find.title')} className='find-page'>
      <View className='auth-form'>
        <MobileField className='find-mobile' {...code.fields.mobile} />
        {captchaOn ? (
          <CaptchaField className='find-captcha' {...code.fields.captcha} />
        ) : null}
        <DynacodeField className='find-dynacode' {...code.fields.dynacode} />
        <PasswordField
          className='find-password'
          value={password}
          onChange={setPassword}
          placeholder={t('login:placeholder.newPassword')}
        />
        <PasswordField className='find-repass' value={repass} onChange={setRepass} placeholder={t('login:placeholder.repass')} />
        <Button className='auth-submit find-submit' type='primary' block loading={busy} onClick={submit}>
          {t('login:find.submit')}
        </Button>
      </View>
    </PageShell>
  )
}
