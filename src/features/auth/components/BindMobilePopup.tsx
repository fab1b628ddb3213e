import '@/features/auth/i18n'
import { useTranslation } from 'react-i18next'
import { useMemberStore } from '@/features/member/store'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { tripartiteMobile, type LoginAnswer } from '../api'
import { completeLogin } from '../session'
import { useAuthStore } from '../store'
import { MobileCodePopup, type MobileCodeSave } from './MobileCodePopup'
import { PhoneQuickBind } from './PhoneQuickBind'

/**
 * Spec section 4, forced mobile binding: a logged-in member without a mobile, while third-party login
 * and bind_mobile are on. /api/tripartite/mobile with the member's token binds the mobile to them; in
 * the WeChat mini-program the phone-number button does it through /api/tripartite/mobileauth.
 */
export function BindMobilePopup() {
  const { t } = useTranslation()
  const close = useAuthStore((s) => s.close)

  const save = async ({ form, key, captchaId, captchaOn }: MobileCodeSave) => {
    const answer = await tripartiteMobile({
      mobile: form.mobile,
      key,
      code: form.dynacode,
      ...(captchaOn ? { captcha_id: captchaId, captcha_code: form.vercode } : {}),
    })
    if (answer?.token) useAppStore.getState().setToken(answer.token)
    await useMemberStore.getState().refresh()
    close()
    toast(t('common:toast.bindSuccess'))
  }

  const phoneBound = async (answer: LoginAnswer) => {
    await completeLogin(answer)
    toast(t('common:toast.bindSuccess'))
  }

  return (
    <MobileCodePopup
      prefix='bind-mobile'
      title={t('login:bindMobile.title')}
      tip={t('login:bindMobile.tip')}
      saveText={t('login:bindMobile.save')}
      quick={<PhoneQuickBind prefix='bind-mobile' identity={null} onDone={phoneBound} />}
      onSave={save}
      onClose={close}
    />
  )
}

export default BindMobilePopup
