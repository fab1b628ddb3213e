import { View, Text, Image } from '@tarojs/components'
import { ArrowRight, Del } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/Price/Price'
import { goodsDetailUrl, shopDetailUrl } from '@/features/links'
import { img } from '@/services/image'
import { go } from '@/utils/navigate'
import type { CartLine } from '../api'
import { quantityBounds } from '../quantity'
import { allChosen, toggleLine, toggleMany, type Selection } from '../selection'
import { CheckMark } from './CheckMark'
import { QuantityStepper } from './QuantityStepper'

const lineBounds = (l: CartLine) =>
  quantityBounds({ stock: l.stock, minBuy: l.min_buy, maxBuy: l.max_buy, memberLimit: l.member_limit })

export interface CartShopLinesProps {
  siteId: number
  siteName: string
  lines: CartLine[]
  selection: Selection
  /** The cart_ids that can be ticked now (buyable, or any in edit mode). */
  choosable: number[]
  editing: boolean
  onSelect: (update: (s: Selection) => Selection) => void
  onChangeNum: (line: CartLine, num: number) => void
  onRemove: (ids: number[]) => void
}

/** One shop of the cart: its check mark and link, then its lines with check, image, price, stepper, delete. */
export function CartShopLines({ siteId, siteName, lines, selection, choosable, editing, onSelect, onChangeNum, onRemove }: CartShopLinesProps) {
  const { t } = useTranslation()
  const ids = lines.map((l) => l.cart_id).filter((id) => choosable.includes(id))
  return (
    <View className='cart-shop'>
      <View className='cart-shop__head'>
        <CheckMark
          className='cart-shop__check'
          checked={allChosen(selection, ids)}
          disabled={!ids.length}
          label={siteName}
          labelClassName='cart-shop__name'
          onToggle={() => onSelect((s) => toggleMany(s, ids))}
        />
        <View className='cart-shop__enter' role='link' aria-label={t('cart:enterShop', { name: siteName })} onClick={() => go(shopDetailUrl(siteId))}>
          <ArrowRight className='cart-shop__arrow' size={12} />
        </View>
      </View>
      {lines.map((line) => {
        const bounds = lineBounds(line)
        const short = line.num > line.stock
        return (
          <View key={line.cart_id} className='cart-line'>
            <CheckMark
              className='cart-line__check'
              checked={selection.has(line.cart_id)}
              disabled={!choosable.includes(line.cart_id)}
              ariaLabel={t('cart:chooseLine', { name: line.goods_name })}
              onToggle={() => onSelect((s) => toggleLine(s, line.cart_id))}
            />
            <Image
              className='cart-line__image'
              src={img(line.sku_image, 'small', 'default_goods_img')}
              mode='aspectFill'
              onClick={() => go(goodsDetailUrl(line.sku_id))}
            />
            <View className='cart-line__info'>
              <Text className='cart-line__name' onClick={() => go(goodsDetailUrl(line.sku_id))}>
                {line.goods_name}
              </Text>
              {line.spec_name ? <Text className='cart-line__spec'>{line.spec_name}</Text> : null}
              {short ? <Text className='cart-line__warn'>{t('cart:stockShort', { stock: line.stock })}</Text> : null}
              <View className='cart-line__bottom'>
                <Price fen={line.price} />
                <QuantityStepper
                  className='cart-line__stepper'
                  value={line.num}
                  min={bounds.min}
                  max={Math.max(bounds.max, bounds.min)}
                  onChange={(n) => onChangeNum(line, n)}
                  minusClassName='cart-line__minus'
                  plusClassName='cart-line__plus'
                />
              </View>
            </View>
            {!editing ? (
              <View className='cart-line__delete' onClick={() => onRemove([line.cart_id])}>
                <Del size={14} />
              </View>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}
