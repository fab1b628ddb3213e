import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { CaptchaField } from '@/features/auth/components/CaptchaField'
import { DynacodeField } from '@/features/auth/components/Fields'
import { useCaptchaOn } from '@/features/auth/hooks'
import { toast } from '@/services/toast'
import { go } from '@/utils/navigate'
import { maskPhone } from '@/utils/phone'
import { captchaRules, check, limitDigits } from '@/utils/validate'
import { modifyPayPassword, sendPayPasswordCode } from '../../api'
import { checkPayPassword, editUrl, PAY_PASSWORD_LENGTH } from '../../profile'
import { Submit, type FormProps } from './ProfileForms'

/** The pay password: a code to the member's own mobile (bound first when there is none), then the digits twice. */
export function PayPasswordForm({ member, submit, busy }: FormProps) {
  const { t } = useTranslation()
  const captchaOn = Boolean(useCaptchaOn())
  const [f, setF] = useState({ vercode: '', dynacode: '', next: '', repeat: '' })
  const [captchaId, setCaptchaId] = useState('')
  const [captchaRefresh, setCaptchaRefresh] = useState(0)
  const [codeKey, setCodeKey] = useState('')
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }))

  if (!member.mobile) {
    // the code goes to the member's own mobile: none yet, so that comes first
    return (
      <View className='info-edit__need-mobile info-edit-need-mobile'>
        <Text className='info-edit__tip'>{t('member:edit.msg.noMobile')}</Text>
        <Submit busy={false} onClick={() => go(editUrl('mobile'), 'redirectTo')} text={t('member:edit.bindMobile')} />
      </View>
    )
  }

  const canSend = (): string | null => {
    if (!captchaOn) return null
    const r = check({ vercode: f.vercode }, captchaRules(t))
    return r === true ? null : r
  }
  const send = async () => {
    try {
      const answer = await sendPayPasswordCode(captchaOn ? { captcha_id: captchaId, captcha_code: f.vercode } : {})
      setCodeKey(answer.key)
    } catch (e) {
      // a refused attempt spends the captcha on the server
      if (captchaOn) setCaptchaRefresh((n) => n + 1)
      throw e
    }
  }
  const save = () => {
    const ok = checkPayPassword(f, codeKey, t)
    if (ok !== true) return toast(ok)
    return submit(() => modifyPayPassword({ key: codeKey, code: f.dynacode, password: f.next, re_pass: f.repeat }))
  }
  const digits = (k: 'next' | 'repeat') => (v: string) => set(k)(limitDigits(v, PAY_PASSWORD_LENGTH))

  return (
    <>
      <Text className='info-edit__tip'>{t('member:edit.codeTo', { mobile: maskPhone(String(member.mobile)) })}</Text>
      <View className='info-edit__group'>
        {captchaOn ? (
          <CaptchaField
            className='info-edit-captcha'
            value={f.vercode}
            onChange={set('vercode')}
            onCaptchaId={setCaptchaId}
            refreshKey={captchaRefresh}
          />
        ) : null}
        <DynacodeField
          className='info-edit-code'
          value={f.dynacode}
          onChange={set('dynacode')}
          canSend={canSend}
          send={send}
          onFinished={() => setCaptchaRefresh((n) => n + 1)}
        />
        <View className='auth-field'>
          <Input
            className='auth-field__input info-edit-new'
            type='number'
            password
            maxlength={PAY_PASSWORD_LENGTH}
            value={f.next}
            placeholder={t('member:edit.placeholder.payPassword', { count: PAY_PASSWORD_LENGTH })}
            onInput={(e) => digits('next')(e.detail.value)}
          />
        </View>
        <View className='auth-field'>
          <Input
            className='auth-field__input info-edit-repeat'
            type='number'
            password
            maxlength={PAY_PASSWORD_LENGTH}
            value={f.repeat}
            placeholder={t('member:edit.placeholder.repeatPayPassword')}
            onInput={(e) => digits('repeat')(e.detail.value)}
          />
        </View>
      </View>
      <Submit busy={busy} onClick={save} text={t('member:edit.save')} />
    </>
  )
}
