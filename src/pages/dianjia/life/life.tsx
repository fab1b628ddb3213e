import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { ShopCard } from '@/components/ShopCard/ShopCard'
import { Empty } from '@/components/Empty/Empty'
import { Loading } from '@/components/StateViews/StateViews'
import { fetchShopPage } from '@/features/shop/api'
import type { ShopCardData } from '@/features/shop/types'
import { useCurrentPosition } from '@/features/shop/useCurrentPosition'
import './life.scss'

/** Life circle: nearby shops, nearest first; without a location the server's default order. */
export default function LifePage() {
  const { t } = useTranslation()
  const position = useCurrentPosition()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (position.status !== 'locating') setReady(true)
  }, [position.status])

  const coords = position.status === 'located' ? position.coords : undefined
  return (
    <PageShell title={t('pages:life.title')} tab='life' body='fixed'>
      {!ready ? (
        <Loading text={t('pages:life.locating')} />
      ) : (
        <PullList<ShopCardData>
          reloadKey={coords ? `${coords.latitude},${coords.longitude}` : 'none'}
          fetchPage={(page, page_size) =>
            fetchShopPage({ page, page_size, lat: coords?.latitude, lng: coords?.longitude })
          }
          keyOf={(s) => s.site_id}
          renderItem={(s) => <ShopCard shop={s} />}
          listClassName='shop-list'
          header={
            <View className='life-header'>
              {coords ? (
                <Text className='life-header__tip'>{t('pages:life.nearby')}</Text>
              ) : (
                <Text className='life-header__tip life-header__tip--warn'>{t('pages:life.noLocation')}</Text>
              )}
            </View>
          }
          empty={<Empty tip={t('pages:life.empty')} />}
        />
      )}
    </PageShell>
  )
}
