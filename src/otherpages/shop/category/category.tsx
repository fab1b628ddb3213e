import { useCallback, useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { CommonError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { fetchShopCategories } from '@/features/shop/api'
import type { ShopCategoryNode } from '@/features/shop/types'
import { ShopNav } from '@/features/shop/components/ShopNav'
import { intParam, shopListUrl } from '@/features/shop/links'
import { go } from '@/utils/navigate'
import '@/features/shop/i18n'
import '@/features/shop/components/Shop.scss'

/** /otherpages/shop/category/category?site_id=: the categories of the shop's goods; each opens the shop's goods in it. */
export default function ShopCategoryPage() {
  const { t } = useTranslation()
  const [siteId] = useState(() => intParam(Taro.getCurrentInstance().router?.params?.site_id))
  const [tree, setTree] = useState<ShopCategoryNode[] | null>(null)
  const [failed, setFailed] = useState<'missing' | 'error' | null>(null)

  const load = useCallback(async () => {
    if (!siteId) return
    try {
      setTree(await fetchShopCategories(siteId))
      setFailed(null)
    } catch (err) {
      setFailed(err instanceof ApiError && err.code === CommonError.NOT_FOUND ? 'missing' : 'error')
    }
  }, [siteId])
  useEffect(() => {
    load()
  }, [load])

  const open = (categoryId?: number) => siteId && go(shopListUrl(siteId, { category_id: categoryId }))
  let content
  if (!siteId || failed === 'missing') content = <ErrorState message={t('shop:missing')} />
  else if (failed && !tree) content = <ErrorState onRetry={load} />
  else if (!tree) content = <Loading />
  else if (!tree.length) content = <Empty tip={t('shop:noCategory')} />
  else
    content = (
      <View className='shop-category-tree'>
        <View className='shop-category'>
          <Text className='shop-category__name shop-category__all' onClick={() => open()}>
            {t('shop:allCategory')}
          </Text>
        </View>
        {tree.map((root) => (
          <View key={root.category_id} className='shop-category'>
            <Text className='shop-category__name' onClick={() => open(root.category_id)}>
              {root.category_name}
            </Text>
            {root.children.length ? (
              <View className='shop-category__children'>
                {root.children.flatMap((mid) => [mid, ...mid.children]).map((c) => (
                  <View key={c.category_id} className='shop-cat' onClick={() => open(c.category_id)}>
                    <Text>{c.category_name}</Text>
                  </View>
                ))}
              </View>
            ) : null}
          </View>
        ))}
      </View>
    )

  return (
    <PageShell title={t('shop:categoryTitle')} body='fixed' bottom={siteId ? <ShopNav siteId={siteId} active='category' /> : undefined}>
      <PullScroll onRefresh={siteId ? load : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
