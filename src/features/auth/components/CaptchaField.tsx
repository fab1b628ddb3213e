import '@/features/auth/i18n'
import { useCallback, useEffect, useRef, useState } from 'react'
import { View, Input, Image, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { LIMITS, limitDigits } from '@/utils/validate'
import { fetchCaptcha } from '../api'
import './auth.scss'

export interface CaptchaFieldProps {
  value: string
  onChange(value: string): void
  /** the id of the picture shown: send it as captcha_id */
  onCaptchaId(id: string): void
  /** change it to load a new picture (after a countdown, after the server spent the code) */
  refreshKey?: number
  /** the input's class, e.g. 'login-captcha' */
  className?: string
  placeholder?: string
}

/**
 * The image captcha (/api/captcha/captcha): 4 digits, single use. A tap on the picture, or a new
 * refreshKey, loads another one; the previous id goes along so the server voids its code. The typed
 * value is cleared with each new picture.
 */
export function CaptchaField({ value, onChange, onCaptchaId, refreshKey = 0, className, placeholder }: CaptchaFieldProps) {
  const { t } = useTranslation()
  const [img, setImg] = useState('')
  const [failed, setFailed] = useState(false)
  const idRef = useRef('')
  const seq = useRef(0)
  // callbacks of the latest render, so a late answer reports to the current form
  const cb = useRef({ onChange, onCaptchaId })
  cb.current = { onChange, onCaptchaId }

  const load = useCallback(() => {
    const mine = ++seq.current
    fetchCaptcha(idRef.current || undefined)
      .then((c) => {
        if (mine !== seq.current) return
        idRef.current = c.id
        setImg(c.img)
        setFailed(false)
        cb.current.onCaptchaId(c.id)
        cb.current.onChange('')
      })
      .catch(() => {
        if (mine === seq.current) setFailed(true)
      })
  }, [])

  useEffect(load, [load, refreshKey])

  return (
    <View className='auth-field auth-field--captcha'>
      <Input
        className={`auth-field__input ${className ?? ''}`}
        type='number'
        maxlength={LIMITS.captcha}
        value={value}
        placeholder={placeholder ?? t('login:placeholder.captcha')}
        onInput={(e) => onChange(limitDigits(e.detail.value, LIMITS.captcha))}
      />
      {img && !failed ? (
        <Image className='captcha-img' src={img} mode='aspectFit' onClick={load} />
      ) : (
        <Text className='captcha-img captcha-img--empty' onClick={load}>
          {failed ? t('login:captcha.retry') : t('login:captcha.loading')}
        </Text>
      )}
    </View>
  )
}

export default CaptchaField
