import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { TriangleDown, TriangleUp } from '@nutui/icons-react-taro'
import type { GoodsOrder, SortDir } from '@/features/catalog/types'
import './GoodsSortBar.scss'

export type SortKey = 'default' | 'sale_num' | 'price'
const SORT_TABS: SortKey[] = ['default', 'sale_num', 'price']

export interface GoodsSort {
  order: GoodsOrder
  dir: SortDir
  choose: (key: SortKey) => void
}

/** The list order: default (relevance when searching), sales, price; price toggles, first ascending. */
export function useGoodsSort(): GoodsSort {
  const [order, setOrder] = useState<SortKey>('default')
  const [dir, setDir] = useState<SortDir>('desc')
  const choose = (key: SortKey) => {
    setDir(key === 'price' ? (order === 'price' && dir === 'asc' ? 'desc' : 'asc') : 'desc')
    setOrder(key)
  }
  return { order, dir, choose }
}

/** The sort tabs over a goods list (goods list and search results). */
export function GoodsSortBar({ sort }: { sort: GoodsSort }) {
  const { t } = useTranslation()
  return (
    <View className='goods-sorts'>
      {SORT_TABS.map((key) => (
        <View
          key={key}
          className={`goods-filter__sort goods-filter__sort--${key}${sort.order === key ? ' goods-filter__sort--active' : ''}`}
          onClick={() => sort.choose(key)}
        >
          <Text>{t(`pages:goodsList.sort.${key}`)}</Text>
          {key === 'price' ? (
            <View className='goods-filter__arrows'>
              <TriangleUp className={`goods-filter__up${sort.order === 'price' && sort.dir === 'asc' ? ' goods-filter__up--on' : ''}`} size={8} />
              <TriangleDown className={`goods-filter__down${sort.order === 'price' && sort.dir === 'desc' ? ' goods-filter__down--on' : ''}`} size={8} />
            </View>
          ) : null}
        </View>
      ))}
    </View>
  )
}
