import { useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/Price/Price'
import type { GoodsSku } from '@/services/api/contract.gen'
import { img } from '@/services/image'
import { clampQuantity, quantityBounds, type BuyLimits } from '../quantity'
import { QuantityStepper } from './QuantityStepper'
import '../i18n'
import './SkuPicker.scss'

export type GoodsLimits = Omit<BuyLimits, 'stock'>

export interface SkuPickerProps {
  visible: boolean
  onClose: () => void
  goodsName: string
  unit: string
  /** shown when the SKU has no picture of its own */
  cover?: string
  skus: GoodsSku[]
  sku: GoodsSku | null
  onChoose: (sku: GoodsSku) => void
  /** the goods' per-order and per-member limits, where the goods has them */
  limits?: GoodsLimits
  confirmText: string
  /** a request is under way: the confirm button waits */
  busy?: boolean
  onConfirm: (sku: GoodsSku, num: number) => void
}

/** The SKU picker popup: spec values, price and stock per SKU, quantity within stock and the limits. */
export function SkuPicker({ visible, onClose, goodsName, unit, cover, skus, sku, onChoose, limits, confirmText, busy, onConfirm }: SkuPickerProps) {
  const { t } = useTranslation()
  const bounds = quantityBounds({ ...limits, stock: sku?.stock ?? 0 })
  const [num, setNum] = useState(bounds.min)
  // a SKU with less stock, or new limits, pull the quantity back inside
  const { min, max, available } = bounds
  useEffect(() => setNum((n) => clampQuantity(n, { min, max, available })), [min, max, available])

  const outOfStock = !sku || sku.stock <= 0
  let hint = ''
  if (outOfStock) hint = t('cart:sku.noStock')
  else if (!bounds.available) hint = t('cart:sku.unavailable')
  else if (num >= bounds.max) hint = t(`cart:sku.limit.${bounds.reason}`, { count: bounds.max })
  else if (bounds.min > 1) hint = t('cart:sku.minBuy', { count: bounds.min })

  return (
    <Popup visible={visible} position='bottom' round closeable onClose={onClose} className='sku-picker-popup'>
      <View className='sku-picker'>
        <View className='sku-picker__head'>
          <Image className='sku-picker__image' src={img(sku?.sku_image || cover, 'small', 'default_goods_img')} mode='aspectFill' />
          <View className='sku-picker__summary'>
            <Price fen={sku?.price ?? 0} size='large' />
            <Text className={`sku-picker__stock${outOfStock ? ' sku-picker__stock--out' : ''}`}>
              {outOfStock ? t('cart:sku.noStock') : t('cart:sku.stock', { count: sku.stock, unit })}
            </Text>
            {sku ? <Text className='sku-picker__chosen'>{t('cart:sku.chosen', { spec: sku.spec_name || goodsName })}</Text> : null}
          </View>
        </View>

        {skus.length > 1 || (skus.length === 1 && skus[0].spec_name) ? (
          <View className='sku-picker__specs'>
            {skus.map((s) => {
              const on = sku?.sku_id === s.sku_id
              const out = s.stock <= 0
              return (
                <View
                  key={s.sku_id}
                  className={`sku-picker__spec${on ? ' sku-picker__spec--active' : ''}${out ? ' sku-picker__spec--disabled' : ''}`}
                  onClick={() => !out && !on && onChoose(s)}
                >
                  <Text>{s.spec_name || goodsName}</Text>
                </View>
              )
            })}
          </View>
        ) : null}

        <View className='sku-picker__qty'>
          <Text className='sku-picker__qty-label'>{t('cart:sku.quantity')}</Text>
          <QuantityStepper
            value={num}
            min={bounds.min}
            max={Math.max(bounds.min, bounds.max)}
            disabled={!bounds.available}
            onChange={setNum}
            minusClassName='sku-picker__minus'
            plusClassName='sku-picker__plus'
          />
        </View>
        {hint ? <Text className={`sku-picker__hint${outOfStock || !bounds.available ? ' sku-picker__hint--warn' : ''}`}>{hint}</Text> : null}

        <Button
          className='sku-picker__confirm'
          type='primary'
          block
          disabled={!sku || !bounds.available || busy}
          loading={busy}
          onClick={() => sku && bounds.available && !busy && onConfirm(sku, clampQuantity(num, bounds))}
        >
          {outOfStock ? t('cart:sku.noStock') : confirmText}
        </Button>
      </View>
    </Popup>
  )
}

export default SkuPicker
