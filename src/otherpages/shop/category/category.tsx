import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
import { noItems, useResource } from '@/features/resource/useResource'
import { CommonError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { fetchShopCategories } from '@/features/shop/api'
import { ShopNav } from '@/features/shop/components/ShopNav'
import { intParam, shopListUrl } from '@/features/shop/links'
import { go } from '@/utils/navigate'
import '@/features/shop/i18n'
import '@/features/shop/components/Shop.scss'

/** /otherpages/shop/category/category?site_id=: the categories of the shop's goods; each opens the shop's goods in it. */
export default function ShopCategoryPage() {
  const { t } = useTranslation()
  const [siteId] = useState(() => intParam(Taro.getCurrentInstance().router?.params?.site_id))
  const tree = useResource(() => fetchShopCategories(siteId ?? 0), { enabled: Boolean(siteId), isEmpty: noItems })
  const missing = !siteId || (tree.status === 'error' && tree.error instanceof ApiError && tree.error.code === CommonError.NOT_FOUND)

  const open = (categoryId?: number) => siteId && go(shopListUrl(siteId, { category_id: categoryId }))
  const content = missing ? (
    <ErrorState message={t('shop:missing')} />
  ) : (
    <ResourceView resource={tree} empty={{ tip: t('shop:noCategory') }}>
      {(roots) => (
        <View className='shop-category-tree'>
          <View className='shop-category'>
            <Text className='shop-category__name shop-category__all' onClick={() => open()}>
              {t('shop:allCategory')}
            </Text>
          </View>
          {roots.map((root) => (
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
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('shop:categoryTitle')} body='fixed' bottom={siteId ? <ShopNav siteId={siteId} active='category' /> : undefined}>
      <PullScroll onRefresh={siteId ? tree.reload : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
