import '../i18n'
import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/utils/money'
import { limitDigits } from '@/utils/validate'
import './PayPasswordPopup.scss'

export const PAY_PASSWORD_LENGTH = 6

export interface PayPasswordPopupProps {
  /** fen taken from the balance (checkout) */
  balanceMoney?: number
  /** what the password confirms, instead of the balance line (a withdrawal) */
  note?: string
  busy: boolean
  onSubmit(password: string): Promise<boolean>
  onClose(): void
  onForgot(): void
}

/**
 * The 6-digit pay password for spending the balance or withdrawing: a digits-only input (six boxes drawn
 * over it); the sixth digit submits. A refused password clears the input.
 */
export function PayPasswordPopup({ balanceMoney, note, busy, onSubmit, onClose, onForgot }: PayPasswordPopupProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState('')

  const submit = async (v: string) => {
    if (v.length !== PAY_PASSWORD_LENGTH || busy) return
    const ok = await onSubmit(v)
    if (!ok) setValue('')
  }

  return (
    <Popup visible position='bottom' round closeable className='pay-password-popup' onClose={() => !busy && onClose()}>
      <View className='pay-password-box'>
        <Text className='pay-password-box__title'>{t('checkout:password.title')}</Text>
        <Text className='pay-password-box__money'>{note ?? t('checkout:password.balance', { money: formatMoney(balanceMoney ?? 0) })}</Text>
        <View className='pay-password-box__field'>
          <Input
            className='pay-password'
            type='number'
            password
            focus
            maxlength={PAY_PASSWORD_LENGTH}
            value={value}
            placeholder={t('checkout:password.placeholder')}
            onInput={(e) => {
              const v = limitDigits(e.detail.value, PAY_PASSWORD_LENGTH)
              setValue(v)
              if (v.length === PAY_PASSWORD_LENGTH) submit(v)
            }}
          />
          <View className='pay-password-box__dots'>
            {Array.from({ length: PAY_PASSWORD_LENGTH }, (_, i) => (
              <View key={i} className={`pay-password-box__dot ${i < value.length ? 'pay-password-box__dot--on' : ''}`} />
            ))}
          </View>
        </View>
        <Text className='pay-password-box__forgot' onClick={onForgot}>{t('checkout:password.forgot')}</Text>
        <Button className='pay-password-confirm' type='primary' block loading={busy} disabled={value.length !== PAY_PASSWORD_LENGTH} onClick={() => submit(value)}>
          {t('checkout:password.confirm')}
        </Button>
      </View>
    </Popup>
  )
}
