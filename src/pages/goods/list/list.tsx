import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { Search } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { Empty } from '@/components/Empty/Empty'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData } from '@/features/catalog/types'
import { GoodsSortBar, useGoodsSort } from '@/features/catalog/components/GoodsSortBar'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import './list.scss'

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
  // the brand wall opens the goods of one brand
  const brandId = intParam(params.brand_id)
  const sort = useGoodsSort()

  const filters = (
    <View className='goods-filter'>
      <View className='goods-filter__search' onClick={() => go(`${ROUTES.goodsSearch}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`)}>
        <Search className='goods-filter__search-icon' size={16} />
        <Text className={`goods-filter__keyword${keyword ? '' : ' goods-filter__keyword--empty'}`}>
          {keyword || t('pages:home.searchPlaceholder')}
        </Text>
      </View>
      <GoodsSortBar sort={sort} />
    </View>
  )

  return (
    <PageShell title={t('pages:goodsList.title')} body='fixed' top={filters}>
      <PullList<GoodsCardData>
        reloadKey={`${sort.order}-${sort.dir}`}
        fetchPage={(page, page_size) =>
          fetchGoodsPage({
            page,
            page_size,
            keyword: keyword || undefined,
            category_id: categoryId,
            site_id: siteId,
            brand_id: brandId,
            order: sort.order,
            sort: sort.dir,
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
