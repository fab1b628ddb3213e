import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Location, TriangleDown } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { ShopCard } from '@/components/ShopCard/ShopCard'
import { SearchBar } from '@/components/SearchBar/SearchBar'
import { Empty } from '@/components/Empty/Empty'
import { fetchShopPage } from '@/features/shop/api'
import type { ShopCardData } from '@/features/shop/types'
import '@/features/partner/i18n'
import { useAppStore } from '@/store/app'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import './search.scss'

/** Partner shop search: shops by name, nearest to the chosen city first (its centre, or the located position). */
export default function PartnerShopSearchPage() {
  const { t } = useTranslation()
  const address = useAppStore((s) => s.currentShippingAddress)
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const lat = address?.latitude
  const lng = address?.longitude
  const near = lat !== undefined && lng !== undefined

  const top = (
    <View className='partner-search__top'>
      <View className='partner-search__city' onClick={() => go(ROUTES.dianjiaAddressList)}>
        <Location size={14} />
        <Text className='partner-search__city-name'>{address?.city_name || t('partner:shopSearch.noCity')}</Text>
        <TriangleDown size={8} />
      </View>
      <View className='partner-search__bar'>
        <SearchBar
          value={input}
          placeholder={t('partner:shopSearch.placeholder')}
          onInput={(value) => {
            setInput(value)
            if (!value) setKeyword('')
          }}
          onSearch={(value) => setKeyword(value.trim())}
        />
      </View>
    </View>
  )

  return (
    <PageShell title={t('partner:shopSearch.title')} body='fixed' top={top}>
      <PullList<ShopCardData>
        reloadKey={`${keyword}|${near ? `${lat},${lng}` : ''}`}
        fetchPage={(page, page_size) =>
          fetchShopPage({ page, page_size, keyword: keyword || undefined, lat: near ? lat : undefined, lng: near ? lng : undefined })
        }
        keyOf={(s) => s.site_id}
        renderItem={(s) => <ShopCard shop={s} />}
        listClassName='shop-list mall-list-top'
        header={
          near && address?.city_name ? (
            <View className='partner-search__near'>
              <Text>{t('partner:shopSearch.near', { city: address.city_name })}</Text>
            </View>
          ) : null
        }
        empty={<Empty tip={keyword ? t('partner:shopSearch.noResult', { keyword }) : t('partner:shopSearch.empty')} />}
      />
    </PageShell>
  )
}
