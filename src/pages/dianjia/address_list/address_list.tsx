import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Location } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell/PageShell'
import { SearchBar } from '@/components/SearchBar/SearchBar'
import { Empty } from '@/components/Empty/Empty'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { fetchCities, type PartnerCity } from '@/features/partner/api'
import { addressForCity, filterCities } from '@/features/partner/city'
import '@/features/partner/i18n'
import { fetchHotCities, type HotCity } from '@/features/region/api'
import { useAppStore } from '@/store/app'
import { back } from '@/utils/navigate'
import './address_list.scss'

/**
 * City choice for the partner pages: the current city, hot cities, then every city by province,
 * searchable. The choice becomes the current city of the whole app (as the city page does).
 */
export default function PartnerCityPage() {
  const { t } = useTranslation()
  const current = useAppStore((s) => s.currentShippingAddress)
  const setAddress = useAppStore((s) => s.setCurrentShippingAddress)
  const citiesResource = useResource(fetchCities)
  // hot cities are a shortcut: none when they fail
  const hot = useResource<HotCity[]>(() => fetchHotCities().catch(() => [])).data ?? []
  const cities = citiesResource.data
  const [input, setInput] = useState('')

  const groups = useMemo(() => (cities ? filterCities(cities, input) : []), [cities, input])
  const byId = useMemo(() => new Map((cities ?? []).map((c) => [c.city_id, c])), [cities])
  const keyword = input.trim()

  const choose = (city: PartnerCity) => {
    setAddress(addressForCity(current, city))
    back()
  }

  const cityCell = (c: PartnerCity, extra = '') => (
    <Text
      key={c.city_id}
      className={`partner-city__city${extra}${current?.city_id === c.city_id ? ' partner-city__city--active' : ''}`}
      onClick={() => choose(c)}
    >
      {c.city_name}
    </Text>
  )

  const top = (
    <SearchBar
      value={input}
      placeholder={t('partner:city.placeholder')}
      onInput={setInput}
      onSearch={(value) => setInput(value)}
    />
  )

  return (
    <PageShell title={t('partner:city.title')} top={top}>
      <View className='partner-city'>
        <View className='partner-city__section partner-city__current'>
          <Text className='partner-city__label'>{t('partner:city.current')}</Text>
          <View className='partner-city__current-row'>
            <Location className='partner-city__current-icon' size={16} />
            <Text className='partner-city__current-name'>{current?.city_name || t('partner:city.none')}</Text>
          </View>
        </View>

        {!keyword && hot.length > 0 && cities ? (
          <View className='partner-city__section'>
            <Text className='partner-city__label'>{t('partner:city.hot')}</Text>
            <View className='partner-city__grid'>
              {hot.map((h) => byId.get(h.id)).filter((c): c is PartnerCity => !!c).map((c) => cityCell(c, ' partner-city__city--hot'))}
            </View>
          </View>
        ) : null}

        <ResourceView resource={citiesResource} loadingRows={3}>
          {() =>
            !groups.length ? (
              <Empty tip={t('partner:city.noResult', { keyword })} />
            ) : (
              <View className='partner-city__section'>
                <Text className='partner-city__label'>{t('partner:city.all')}</Text>
                {groups.map((g) => (
                  <View key={g.province_id} className='partner-city__province'>
                    <Text className='partner-city__province-name'>{g.province_name}</Text>
                    <View className='partner-city__grid'>{g.cities.map((c) => cityCell(c))}</View>
                  </View>
                ))}
              </View>
            )
          }
        </ResourceView>
      </View>
    </PageShell>
  )
}
