import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Order } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import './Empty.scss'

export interface EmptyProps {
  /** Tip under the icon; defaults to the generic "nothing here" text. */
  tip?: string
  /** Optional image url (already resolved through img()); the icon set's document icon otherwise. */
  icon?: string
  buttonText?: string
  onButton?: () => void
  className?: string
}

/** Empty list state (spec 4: icon, tip and optional button). */
export function Empty({ tip, icon, buttonText, onButton, className }: EmptyProps) {
  const { t } = useTranslation()
  return (
    <View className={`mall-empty ${className ?? ''}`}>
      {icon ? (
        <Image className='mall-empty__image' src={icon} mode='aspectFit' />
      ) : (
        <View className='mall-empty__icon'>
          <Order size={40} />
        </View>
      )}
      <Text className='mall-empty__tip'>{tip ?? t('pages:common.empty')}</Text>
      {buttonText && onButton ? (
        <Button className='mall-empty__button' type='primary' size='small' fill='outline' onClick={onButton}>
          {buttonText}
        </Button>
      ) : null}
    </View>
  )
}

export default Empty
