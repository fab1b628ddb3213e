import '@/features/auth/i18n'
import { useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { Close } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { toast } from '@/services/toast'
import { loginFormFilled } from '@/utils/validate'
import { sendTripartiteCode } from '../api'
import { useCaptchaOn, useMobileCodeForm, type CodeForm } from '../hooks'
import { CaptchaField } from './CaptchaField'
import { DynacodeField, MobileField } from './Fields'
import './auth.scss'

export interface MobileCodeSave {
  form: CodeForm
  /** the key /api/tripartite/mobileCode answered */
  key: string
  captchaId: string
  captchaOn: boolean
}

export interface MobileCodePopupProps {
  /** class prefix of the popup and its parts: `${prefix}-popup`, `${prefix}-mobile`, `${prefix}-save`, `${prefix}-close` */
  prefix: 'complete-info' | 'bind-mobile'
  title: string
  tip?: ReactNode
  saveText: string
  /** shown above the form: another way to prove the mobile (the WeChat phone-number button) */
  quick?: ReactNode
  onSave(input: MobileCodeSave): Promise<void>
  onClose(): void
}

/**
 * A bottom popup with mobile, captcha (when on) and dynamic code (/api/tripartite/mobileCode), closable
 * by its icon (not the mask); Save stays disabled until every field is filled (spec section 5).
 */
export function MobileCodePopup({ prefix, title, tip, saveText, quick, onSave, onClose }: MobileCodePopupProps) {
  const { t } = useTranslation()
  const captchaOn = useCaptchaOn()
  const f = useMobileCodeForm(sendTripartiteCode, Boolean(captchaOn))
  const [saving, setSaving] = useState(false)
  const filled = loginFormFilled(f.form, { captcha: Boolean(captchaOn) })

  const save = async () => {
    if (!filled || saving) return
    const ok = f.validate(Boolean(captchaOn))
    if (ok !== true) {
      toast(ok)
      return
    }
    setSaving(true)
    try {
      await onSave({ form: f.form, key: f.codeKey, captchaId: f.captchaId, captchaOn: Boolean(captchaOn) })
    } catch {
      // the request layer showed the server's message; the form stays for another try
    } finally {
      setSaving(false)
    }
  }

  return (
    <Popup visible position='bottom' round closeable={false} closeOnOverlayClick={false} className={`auth-popup ${prefix}-popup`}>
      <View className='auth-popup__head'>
        <Text className='auth-popup__title'>{title}</Text>
        <View className={`auth-popup__close ${prefix}-close`} aria-label={t('login:close')} onClick={onClose}>
          <Close size={16} />
        </View>
      </View>
      {tip ? <Text className='auth-popup__tip'>{tip}</Text> : null}
      {quick}
      <View className='auth-popup__body'>
        <MobileField className={`${prefix}-mobile`} {...f.fields.mobile} />
        {captchaOn ? (
          <CaptchaField className={`${prefix}-captcha`} {...f.fields.captcha} />
        ) : null}
        <DynacodeField className={`${prefix}-dynacode`} {...f.fields.dynacode} />
      </View>
      <Button
        className={`auth-submit ${prefix}-save`}
        type='primary'
        block
        disabled={!filled}
        loading={saving}
        onClick={save}
      >
        {saveText}
      </Button>
    </Popup>
  )
}
