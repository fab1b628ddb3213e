import '@/features/auth/i18n'
import { View, Input } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { LIMITS, limitDigits } from '@/utils/validate'
import { DynamicCodeButton, type DynamicCodeButtonProps } from './DynamicCodeButton'
import './auth.scss'

interface FieldProps {
  value: string
  onChange(value: string): void
  /** the input's selector class, e.g. 'login-mobile' */
  className: string
  placeholder?: string
}

/** Mobile: 11 digits, numeric keyboard (spec sections 5 and 9). */
export function MobileField({ value, onChange, className, placeholder }: FieldProps) {
  const { t } = useTranslation()
  return (
    <View className='auth-field auth-field--mobile'>
      <Input
        className={`auth-field__input ${className}`}
        type='number'
        maxlength={LIMITS.mobile}
        value={value}
        placeholder={placeholder ?? t('login:placeholder.mobile')}
        onInput={(e) => onChange(limitDigits(e.detail.value, LIMITS.mobile))}
      />
    </View>
  )
}

/** Dynamic code: 4 digits, with the code button. */
export function DynacodeField({ value, onChange, className, placeholder, ...button }: FieldProps & DynamicCodeButtonProps) {
  const { t } = useTranslation()
  return (
    <View className='auth-field auth-field--dynacode'>
      <Input
        className={`auth-field__input ${className}`}
        type='number'
        maxlength={LIMITS.dynacode}
        value={value}
        placeholder={placeholder ?? t('login:placeholder.dynacode')}
        onInput={(e) => onChange(limitDigits(e.detail.value, LIMITS.dynacode))}
      />
      <DynamicCodeButton {...button} />
    </View>
  )
}

/** A password box (hidden characters). */
export function PasswordField({ value, onChange, className, placeholder }: FieldProps) {
  const { t } = useTranslation()
  return (
    <View className='auth-field auth-field--password'>
      <Input
        className={`auth-field__input ${className}`}
        password
        maxlength={32}
        value={value}
        placeholder={placeholder ?? t('login:placeholder.password')}
        onInput={(e) => onChange(e.detail.value)}
      />
    </View>
  )
}
