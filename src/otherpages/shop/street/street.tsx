import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { ShopCard } from '@/components/ShopCard/ShopCard'
import { Empty } from '@/components/Empty/Empty'
import { Loading } from '@/components/StateViews/StateViews'
import { fetchShopPage } from '@/features/shop/api'
import type { ShopCardData } from '@/features/shop/types'
import { useCurrentPosition } from '@/features/shop/useCurrentPosition'
import './street.scss'

/** Shop street: every shop, searchable, nearest first when the location is known. */
export default function ShopStreetPage() {
  const { t } = useTranslation()
  const position = useCurrentPosition()
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const coords = position.status === 'located' ? position.coords : undefined

  const bar = (
    <View className='street-bar'>
      <View className='street-bar__box'>
        <View className='street-bar__icon' />
        <Input
          className='street-bar__input'
          value={input}
          confirmType='search'
          placeholder={t('pages:street.placeholder')}
          onInput={(e) => {
            setInput(e.detail.value)
            if (!e.detail.value) setKeyword('')
          }}
          onConfirm={(e) => setKeyword(e.detail.value.trim())}
        />
      </View>
      <Text className='street-bar__button' onClick={() => setKeyword(input.trim())}>
        {t('pages:search.submit')}
      </Text>
    </View>
  )

  return (
    <PageShell title={t('pages:street.title')} body='fixed' top={bar}>
      {position.status === 'locating' ? (
        <Loading text={t('pages:life.locating')} />
      ) : (
        <PullList<ShopCardData>
          reloadKey={`${keyword}|${coords ? `${coords.latitude},${coords.longitude}` : ''}`}
          fetchPage={(page, page_size) =>
            fetchShopPage({ page, page_size, keyword: keyword || undefined, lat: coords?.latitude, lng: coords?.longitude })
          }
          keyOf={(s) => s.site_id}
          renderItem={(s) => <ShopCard shop={s} />}
          listClassName='shop-list mall-list-top'
          header={
            coords ? null : (
              <View className='street-tip'>
                <Text>{t('pages:life.noLocation')}</Text>
              </View>
            )
          }
          empty={<Empty tip={keyword ? t('pages:street.noResult', { keyword }) : t('pages:street.empty')} />}
        />
      )}
    </PageShell>
  )
}
