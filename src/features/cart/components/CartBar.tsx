import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/Price/Price'
import { CheckMark } from './CheckMark'

export interface CartBarProps {
  allChecked: boolean
  /** Nothing can be ticked: the select-all box is off. */
  noneChoosable: boolean
  editing: boolean
  /** Total in fen and pieces of the chosen lines; `canCheckout` once a line is chosen. */
  total: number
  pieces: number
  canCheckout: boolean
  onToggleAll: () => void
  onDelete: () => void
  onCheckout: () => void
}

/** The cart's bottom bar: select all, then the total and checkout, or delete in edit mode. */
export function CartBar(props: CartBarProps) {
  const { t } = useTranslation()
  return (
    <View className='cart-bar'>
      <View className='cart-bar__all'>
        <CheckMark
          className='cart-select-all'
          checked={props.allChecked}
          disabled={props.noneChoosable}
          label={t('cart:selectAll')}
          labelClassName='cart-bar__all-text'
          onToggle={props.onToggleAll}
        />
      </View>
      {props.editing ? (
        <Button className='cart-delete' type='danger' fill='outline' size='small' onClick={props.onDelete}>
          {t('cart:delete')}
        </Button>
      ) : (
        <>
          <View className='cart-total'>
            <Text className='cart-total__label'>{t('cart:total')}</Text>
            <Price fen={props.total} />
          </View>
          <Button className='cart-checkout' type='primary' size='small' disabled={!props.canCheckout} onClick={props.onCheckout}>
            {t('cart:checkout', { count: props.pieces })}
          </Button>
        </>
      )}
    </View>
  )
}
