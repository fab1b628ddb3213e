import '../i18n'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { giftLines, type Gifts } from '../gifts'
import './RechargeGifts.scss'

/** The gifts of a package or recharge order as small tags; nothing when it gives none. */
export function RechargeGifts({ gifts, className }: { gifts: Gifts; className?: string }) {
  const { t } = useTranslation()
  const lines = giftLines(gifts, t)
  if (!lines.length) return null
  return (
    <View className={`recharge-gifts ${className ?? ''}`}>
      {lines.map((l) => (
        <Text key={l.key} className={`recharge-gifts__item recharge-gifts__item--${l.key.replace(/-\d+$/, '')}`}>{l.text}</Text>
      ))}
    </View>
  )
}
