import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { useAppStore } from '@/store/app'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { ShopCard } from '@/components/ShopCard/ShopCard'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardPage } from '@/features/catalog/types'
import { LoadView } from '@/features/resource/LoadView'
import { useResource } from '@/features/resource/useResource'
import { goodsPage, shopPage } from '@/services/api/contract.gen'
import type { ShopCardPage } from '@/features/shop/types'
import { goodsQueryOf } from '../api'
import { dropBoot, peekBoot } from '../boot'
import type { DiyGoodsComponent, DiyShopsComponent } from '../types'
import { BlockTitle, useLocalTitle } from './DiyBlocks'

/** A goods block: the goods its query names (quiet on failure: the block shows its own retry). */
export function DiyGoods({ data, refreshKey }: { data: DiyGoodsComponent; refreshKey?: number }) {
  const title = useLocalTitle(data)
  const query = goodsQueryOf(data)
  // the H5 first load may carry this list in the page (../boot.ts): no request for it then
  const [boot] = useState(() => peekBoot<GoodsCardPage>(goodsPage.path, { ...query }, useAppStore.getState())?.list)
  const goods = useResource(() => fetchGoodsPage(goodsQueryOf(data), { silent: true }).then((res) => res.list), {
    deps: [data, refreshKey],
    initial: () => boot,
  })
  useEffect(() => {
    if (boot) dropBoot(goodsPage.path, { ...query })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drops the first-load answer this mount read, once
  }, [])

  return (
    <View className='diy-block diy-goods'>
      <BlockTitle title={title} />
      <LoadView resource={goods} loadingRows={2}>
        {(list) => (
          <View className='goods-grid'>
            {list.map((g) => (
              <GoodsCard key={g.sku_id} goods={g} />
            ))}
          </View>
        )}
      </LoadView>
    </View>
  )
}

/** A shops block: the nearest shops when the position is known, else the first ones. */
export function DiyShops({ data, refreshKey }: { data: DiyShopsComponent; refreshKey?: number }) {
  const title = useLocalTitle(data)
  const location = useAppStore((s) => s.location)
  const lat = location?.latitude
  const lng = location?.longitude
  const pageSize = Math.min(Math.max(data.count ?? 3, 1), 50)
  // shops without a position may come with the H5 first load (../boot.ts)
  const [boot] = useState(() =>
    lat === undefined && lng === undefined ? peekBoot<ShopCardPage>(shopPage.path, { page: 1, page_size: pageSize }, useAppStore.getState())?.list : undefined,
  )
  // the generated call itself: features/shop/api also brings the coupon code (the buying chunk) into the home page's load
  const shops = useResource(() => shopPage({ page: 1, page_size: pageSize, lat, lng }, { silent: true }).then((res) => res.list), {
    deps: [data, refreshKey, lat, lng],
    initial: () => boot,
  })
  useEffect(() => {
    if (boot) dropBoot(shopPage.path, { page: 1, page_size: pageSize })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drops the first-load answer this mount read, once
  }, [])

  return (
    <View className='diy-block diy-shops'>
      <BlockTitle title={title} />
      <LoadView resource={shops} loadingRows={1}>
        {(list) => (
          <View className='shop-list'>
            {list.map((s) => (
              <ShopCard key={s.site_id} shop={s} />
            ))}
          </View>
        )}
      </LoadView>
    </View>
  )
}
