import { useCallback, useEffect, useState } from 'react'
import { View, Text, Image, ScrollView } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { fetchCategoryTree } from '@/features/catalog/api'
import type { CategoryNode } from '@/features/catalog/types'
import { goodsListUrl } from '@/features/links'
import { img } from '@/services/image'
import { go } from '@/utils/navigate'
import './category.scss'

/** Two panes: first-level categories on the left, their sub-categories on the right. */
export default function CategoryPage() {
  const { t } = useTranslation()
  const [tree, setTree] = useState<CategoryNode[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [active, setActive] = useState(0)

  const load = useCallback(() => {
    setFailed(false)
    fetchCategoryTree()
      .then((data) => setTree(data))
      .catch(() => setFailed(true))
  }, [])
  useEffect(load, [load])

  const current = tree?.[active]
  let content
  if (failed && !tree) content = <ErrorState onRetry={load} />
  else if (!tree) content = <Loading />
  else if (tree.length === 0) content = <Empty tip={t('pages:category.empty')} />
  else
    content = (
      <View className='category'>
        <ScrollView className='category__side' scrollY>
          {tree.map((c, i) => (
            <View
              key={c.category_id}
              className={`category__side-item${i === active ? ' category__side-item--active' : ''}`}
              onClick={() => setActive(i)}
            >
              <Text>{c.category_name}</Text>
            </View>
          ))}
        </ScrollView>
        <ScrollView className='category__main' scrollY>
          {current ? (
            <View className='category__panel'>
              <View className='category__all' onClick={() => go(goodsListUrl({ category_id: current.category_id }))}>
                <Text className='category__all-name'>{current.category_name}</Text>
                <Text className='category__all-link'>{t('pages:category.viewAll')}</Text>
              </View>
              {(current.children ?? []).map((sub) => (
                <View key={sub.category_id} className='category__group'>
                  <Text
                    className='category__group-title'
                    onClick={() => go(goodsListUrl({ category_id: sub.category_id }))}
                  >
                    {sub.category_name}
                  </Text>
                  <View className='category__grid'>
                    {(sub.children?.length ? sub.children : [sub]).map((leaf) => (
                      <View
                        key={leaf.category_id}
                        className='category__cell'
                        onClick={() => go(goodsListUrl({ category_id: leaf.category_id }))}
                      >
                        <Image
                          className='category__cell-image'
                          src={img(leaf.image, 'small', 'default_category_img')}
                          mode='aspectFit'
                        />
                        <Text className='category__cell-name'>{leaf.category_name}</Text>
                      </View>
                    ))}
                  </View>
                </View>
              ))}
            </View>
          ) : null}
        </ScrollView>
      </View>
    )

  return (
    <PageShell title={t('pages:category.title')} tab='category' body='fixed'>
      {content}
    </PageShell>
  )
}
