import { View, Text } from '@tarojs/components'
import { ArrowRight, Location } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { maskPhone } from '@/utils/phone'
import type { CheckoutCalculate } from '../api'

type Address = CheckoutCalculate['member_address']

/** The delivery address of checkout (or the way to add one); a tap opens the address list. */
export function CheckoutAddress({ address, onChoose }: { address: Address; onChoose: () => void }) {
  const { t } = useTranslation()
  return (
    <View className='checkout-address' onClick={onChoose}>
      <Location size={18} className='checkout-address__icon' />
      {address ? (
        <View className='checkout-address__info'>
          <View className='checkout-address__head'>
            <Text className='checkout-address__name'>{address.name}</Text>
            <Text className='checkout-address__mobile'>{maskPhone(address.mobile)}</Text>
          </View>
          <Text className='checkout-address__full'>{address.full_address}</Text>
        </View>
      ) : (
        <Text className='checkout-address__empty'>{t('checkout:address.add')}</Text>
      )}
      <ArrowRight size={12} />
    </View>
  )
}
