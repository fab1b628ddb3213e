import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { TriangleDown, TriangleUp } from '@nutui/icons-react-taro'
import type { GoodsOrder, SortDir } from '@/features/catalog/types'
import '../i18n'
import './Shop.scss'

export interface SortChoice {
  order: GoodsOrder
  dir: SortDir
}

const KEYS: GoodsOrder[] = ['default', 'sale_num', 'price', 'create_time']

/** Next sort after a tap: price toggles (first ascending), the others sort descending. */
export function nextSort(now: SortChoice, key: GoodsOrder): SortChoice {
  if (key === 'price') return { order: 'price', dir: now.order === 'price' && now.dir === 'asc' ? 'desc' : 'asc' }
  return { order: key, dir: 'desc' }
}

/** The `shop-sort` bar of the shop's goods pages. */
export function ShopSorts({ value, onChange }: { value: SortChoice; onChange: (v: SortChoice) => void }) {
  const { t } = useTranslation()
  return (
    <View className='shop-sorts'>
      {KEYS.map((key) => (
        <View
          key={key}
          className={`shop-sort shop-sort--${key}${value.order === key ? ' shop-sort--active' : ''}`}
          onClick={() => onChange(nextSort(value, key))}
        >
          <Text>{t(`shop:sort.${key}`)}</Text>
          {key === 'price' ? (
            <View className='shop-sort__arrows'>
              <TriangleUp className={`shop-sort__up${value.order === 'price' && value.dir === 'asc' ? ' shop-sort__on' : ''}`} size={8} />
              <TriangleDown className={`shop-sort__down${value.order === 'price' && value.dir === 'desc' ? ' shop-sort__on' : ''}`} size={8} />
            </View>
          ) : null}
        </View>
      ))}
    </View>
  )
}
