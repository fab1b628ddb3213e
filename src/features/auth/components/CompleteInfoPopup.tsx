import '@/features/auth/i18n'
import { useTranslation } from 'react-i18next'
import { tripartiteMobile } from '../api'
import { completeLogin } from '../session'
import { useAuthStore } from '../store'
import { MobileCodePopup, type MobileCodeSave } from './MobileCodePopup'
import { PhoneQuickBind } from './PhoneQuickBind'

/**
 * Spec section 4: an unregistered platform user (-10016) while third-party login and bind_mobile are
 * on. The mobile + codes bind the identity (auth_tag) to that mobile's member, registering one when the
 * mobile is new (is_register 1 opens the reward popup). In the WeChat mini-program the phone-number
 * button proves the mobile instead (/api/tripartite/getPhoneNumber, then /api/tripartite/mobileauth).
 */
export function CompleteInfoPopup() {
  const { t } = useTranslation()
  const identity = useAuthStore((s) => s.identity)
  const close = useAuthStore((s) => s.close)

  const save = async ({ form, key, captchaId, captchaOn }: MobileCodeSave) => {
    const answer = await tripartiteMobile({
      mobile: form.mobile,
      key,
      code: form.dynacode,
      ...(captchaOn ? { captcha_id: captchaId, captcha_code: form.vercode } : {}),
      auth_tag: identity?.authTag,
      nickname: identity?.nickname,
      headimg: identity?.headimg,
    })
    await completeLogin(answer)
  }

  return (
    <MobileCodePopup
      prefix='complete-info'
      title={t('login:completeInfo.title')}
      tip={t('login:completeInfo.tip')}
      saveText={t('login:completeInfo.submit')}
      quick={<PhoneQuickBind prefix='complete-info' identity={identity} onDone={(answer) => completeLogin(answer)} />}
      onSave={save}
      onClose={close}
    />
  )
}

export default CompleteInfoPopup
