import { SearchBar } from '@/components/SearchBar/SearchBar'
import { useState } from 'react'
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
import { NotesLink } from '@/features/content/components/NotesLink'
import { shopIndexUrl } from '@/features/shop/links'
import { go } from '@/utils/navigate'
import './street.scss'

/** Shop street: every shop, searchable, nearest first when the location is known. */
export default function ShopStreetPage() {
  const { t } = useTranslation()
  const position = useCurrentPosition()
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const coords = position.status === 'located' ? position.coords : undefined

  const bar = (
    <SearchBar
      value={input}
      placeholder={t('pages:street.placeholder')}
      onInput={(value) => {
        setInput(value)
        if (!value) setKeyword('')
      }}
      onSearch={(value) => setKeyword(value.trim())}
    />
  )

  return (
    <PageShell title={t('pages:street.title')} body='fixed' top={bar} navRight={<NotesLink />}>
      {position.status === 'locating' ? (
        <Loading text={t('pages:life.locating')} />
      ) : (
        <PullList<ShopCardData>
          reloadKey={`${keyword}|${coords ? `${coords.latitude},${coords.longitude}` : ''}`}
          fetchPage={(page, page_size) =>
            fetchShopPage({ page, page_size, keyword: keyword || undefined, lat: coords?.latitude, lng: coords?.longitude })
          }
          keyOf={(s) => s.site_id}
          renderItem={(s) => <ShopCard shop={s} onClick={() => go(shopIndexUrl(s.site_id))} />}
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
