import { useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { View } from '@tarojs/components'
import { PageShell } from '@/components/PageShell/PageShell'
import { SearchBar } from '@/components/SearchBar/SearchBar'
import { PullList } from '@/components/PullList/PullList'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState } from '@/components/StateViews/StateViews'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData } from '@/features/catalog/types'
import { ShopSorts, type SortChoice } from '@/features/shop/components/ShopSorts'
import { intParam } from '@/features/shop/links'
import '@/features/shop/i18n'
import '@/features/shop/components/Shop.scss'

/** /otherpages/shop/search/search?site_id=: goods of this shop matching a keyword (the goods search endpoint). */
export default function ShopSearchPage() {
  const { t } = useTranslation()
  const [params] = useState(() => Taro.getCurrentInstance().router?.params ?? {})
  const siteId = intParam(params.site_id)
  const [input, setInput] = useState(params.keyword ? decodeURIComponent(params.keyword) : '')
  const [keyword, setKeyword] = useState(input)
  const [sort, setSort] = useState<SortChoice>({ order: 'default', dir: 'desc' })

  if (!siteId) {
    return (
      <PageShell title={t('shop:searchTitle')}>
        <ErrorState message={t('shop:missing')} />
      </PageShell>
    )
  }
  const top = (
    <View className='shop-search__top'>
      <SearchBar
        value={input}
        placeholder={t('shop:searchPlaceholder')}
        autoFocus
        onInput={(v) => {
          setInput(v)
          if (!v) setKeyword('')
        }}
        onSearch={(v) => setKeyword(v.trim())}
      />
      {keyword ? <ShopSorts value={sort} onChange={setSort} /> : null}
    </View>
  )
  return (
    <PageShell title={t('shop:searchTitle')} body='fixed' top={top}>
      {keyword ? (
        <PullList<GoodsCardData>
          reloadKey={`${keyword}|${sort.order}-${sort.dir}`}
          fetchPage={(page, page_size) => fetchGoodsPage({ page, page_size, site_id: siteId, keyword, order: sort.order, sort: sort.dir })}
          keyOf={(g) => g.sku_id}
          renderItem={(g) => <GoodsCard goods={g} />}
          listClassName='goods-grid mall-list-top'
          empty={<Empty tip={t('shop:noResult', { keyword })} />}
        />
      ) : null}
    </PageShell>
  )
}
