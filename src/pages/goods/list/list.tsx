import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { Search, TriangleDown, TriangleUp } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { Empty } from '@/components/Empty/Empty'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData, GoodsOrder, SortDir } from '@/features/catalog/types'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import './list.scss'

type SortKey = 'default' | 'sale_num' | 'price'

function intParam(v: string | undefined): number | undefined {
  const n = v ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** Goods list filtered by keyword / category / shop, sorted by default, sales or price (both ways). */
export default function GoodsListPage() {
  const { t } = useTranslation()
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const keyword = params.keyword ? decodeURIComponent(params.keyword) : ''
  const categoryId = intParam(params.category_id)
  const siteId = intParam(params.site_id)
  const [sort, setSort] = useState<SortKey>('default')
  const [dir, setDir] = useState<SortDir>('desc')

  const choose = (key: SortKey) => {
    if (key === 'price') {
      // price toggles: first tap ascending, then flips
      setDir(sort === 'price' && dir === 'asc' ? 'desc' : 'asc')
    } else {
      setDir('desc')
    }
    setSort(key)
  }

  const order: GoodsOrder = sort
  const sortTabs: SortKey[] = ['default', 'sale_num', 'price']

  const filters = (
    <View className='goods-filter'>
      <View className='goods-filter__search' onClick={() => go(`${ROUTES.goodsSearch}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`)}>
        <Search className='goods-filter__search-icon' size={16} />
        <Text className={`goods-filter__keyword${keyword ? '' : ' goods-filter__keyword--empty'}`}>
          {keyword || t('pages:home.searchPlaceholder')}
        </Text>
      </View>
      <View className='goods-filter__sorts'>
        {sortTabs.map((key) => (
          <View
            key={key}
            className={`goods-filter__sort goods-filter__sort--${key}${sort === key ? ' goods-filter__sort--active' : ''}`}
            onClick={() => choose(key)}
          >
            <Text>{t(`pages:goodsList.sort.${key}`)}</Text>
            {key === 'price' ? (
              <View className='goods-filter__arrows'>
                <TriangleUp className={`goods-filter__up${sort === 'price' && dir === 'asc' ? ' goods-filter__up--on' : ''}`} size={8} />
                <TriangleDown className={`goods-filter__down${sort === 'price' && dir === 'desc' ? ' goods-filter__down--on' : ''}`} size={8} />
              </View>
            ) : null}
          </View>
        ))}
      </View>
    </View>
  )

  return (
    <PageShell title={t('pages:goodsList.title')} body='fixed' top={filters}>
      <PullList<GoodsCardData>
        reloadKey={`${order}-${dir}`}
        fetchPage={(page, page_size) =>
          fetchGoodsPage({
            page,
            page_size,
            keyword: keyword || undefined,
            category_id: categoryId,
            site_id: siteId,
            order,
            sort: dir,
          })
        }
        keyOf={(g) => g.sku_id}
        renderItem={(g) => <GoodsCard goods={g} showShop />}
        listClassName='goods-grid mall-list-top'
        empty={<Empty tip={t('pages:goodsList.empty')} />}
      />
    </PageShell>
  )
}
