import { useState } from 'react'
import { View, Text, Image, ScrollView } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ResourceView } from '@/features/resource/ResourceView'
import { noItems, useResource } from '@/features/resource/useResource'
import { fetchCategoryTree } from '@/features/catalog/api'
import { goodsListUrl } from '@/features/links'
import { img } from '@/services/image'
import { go } from '@/utils/navigate'
import './category.scss'

/** Two panes: first-level categories on the left, their sub-categories on the right. */
export default function CategoryPage() {
  const { t } = useTranslation()
  const resource = useResource(fetchCategoryTree, { isEmpty: noItems })
  const [active, setActive] = useState(0)

  const current = resource.data?.[active]
  const content = (
    <ResourceView resource={resource} empty={{ tip: t('pages:category.empty') }}>
      {(tree) => (
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
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('pages:category.title')} tab='category' body='fixed'>
      {content}
    </PageShell>
  )
}
