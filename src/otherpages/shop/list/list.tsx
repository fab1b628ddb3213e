import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState } from '@/components/StateViews/StateViews'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData } from '@/features/catalog/types'
import { ShopNav } from '@/features/shop/components/ShopNav'
import { ShopSorts, type SortChoice } from '@/features/shop/components/ShopSorts'
import { intParam, shopSearchUrl } from '@/features/shop/links'
import { go } from '@/utils/navigate'
import '@/features/shop/i18n'
import '@/features/shop/components/Shop.scss'

/** /otherpages/shop/list/list?site_id=&category_id=&keyword=: the shop's goods, sorted by the bar. */
export default function ShopListPage() {
  const { t } = useTranslation()
  const [params] = useState(() => Taro.getCurrentInstance().router?.params ?? {})
  const siteId = intParam(params.site_id)
  const categoryId = intParam(params.category_id)
  const keyword = params.keyword ? decodeURIComponent(params.keyword) : ''
  const [sort, setSort] = useState<SortChoice>({ order: 'default', dir: 'desc' })

  if (!siteId) {
    return (
      <PageShell title={t('shop:listTitle')}>
        <ErrorState message={t('shop:missing')} />
      </PageShell>
    )
  }
  const top = (
    <View>
      <View className='shop-searchbar' onClick={() => go(shopSearchUrl(siteId))}>
        <Text>{keyword || t('shop:searchPlaceholder')}</Text>
      </View>
      <ShopSorts value={sort} onChange={setSort} />
    </View>
  )
  return (
    <PageShell title={t('shop:listTitle')} body='fixed' top={top} bottom={<ShopNav siteId={siteId} active='goods' />}>
      <PullList<GoodsCardData>
        reloadKey={`${sort.order}-${sort.dir}`}
        fetchPage={(page, page_size) =>
          fetchGoodsPage({ page, page_size, site_id: siteId, category_id: categoryId, keyword: keyword || undefined, order: sort.order, sort: sort.dir })
        }
        keyOf={(g) => g.sku_id}
        renderItem={(g) => <GoodsCard goods={g} />}
        listClassName='goods-grid mall-list-top'
        empty={<Empty tip={keyword ? t('shop:noResult', { keyword }) : t('shop:noGoods')} />}
      />
    </PageShell>
  )
}
