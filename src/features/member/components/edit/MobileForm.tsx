import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { CaptchaField } from '@/features/auth/components/CaptchaField'
import { DynacodeField, MobileField } from '@/features/auth/components/Fields'
import { useCaptchaOn, useMobileCodeForm } from '@/features/auth/hooks'
import { toast } from '@/services/toast'
import { maskPhone } from '@/utils/phone'
import { modifyMobile, sendBindMobileCode } from '../../api'
import { checkNewMobile } from '../../profile'
import { Submit, type FormProps } from './ProfileForms'

/** Binds or changes the mobile: the new number, the captcha when on, and the code sent to it. */
export function MobileForm({ member, submit, busy }: FormProps) {
  const { t } = useTranslation()
  const captchaOn = Boolean(useCaptchaOn())
  const f = useMobileCodeForm(sendBindMobileCode, captchaOn)
  const current = member.mobile ? String(member.mobile) : undefined

  // the same mobile is refused before a code is spent on it
  const canSend = (): string | null => {
    const same = checkNewMobile(f.form.mobile, current, t)
    if (same !== true) return same
    return f.canSend()
  }
  const save = () => {
    const same = checkNewMobile(f.form.mobile, current, t)
    if (same !== true) return toast(same)
    // the captcha was spent on the code request: the submit needs mobile, code and key
    const ok = f.validate(false)
    if (ok !== true) return toast(ok)
    return submit(() => modifyMobile({ mobile: f.form.mobile, key: f.codeKey, code: f.form.dynacode }))
  }
  return (
    <>
      {current ? <Text className='info-edit__tip'>{t('member:edit.currentMobile', { mobile: maskPhone(current) })}</Text> : null}
      <View className='info-edit__group'>
        <MobileField className='info-edit-mobile' {...f.fields.mobile} placeholder={t('member:edit.placeholder.mobile')} />
        {captchaOn ? (
          <CaptchaField className='info-edit-captcha' {...f.fields.captcha} />
        ) : null}
        <DynacodeField className='info-edit-code' {...f.fields.dynacode} canSend={canSend} />
      </View>
      <Submit busy={busy} onClick={save} text={t('member:edit.save')} />
    </>
  )
}
