import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ArrowRight, Location } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell/PageShell'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { fetchHotCities, fetchProvinces, fetchRegionChildren } from '@/features/region/api'
import type { HotCity, Region } from '@/features/region/api'
import { useAppStore } from '@/store/app'
import { back } from '@/utils/navigate'
import './city.scss'

interface ChosenCity {
  city_id: number
  city_name: string
  province_id?: number
  province_name?: string
  latitude?: number
  longitude?: number
}

/** City select: hot cities, then provinces opening into their cities; the choice becomes the current city. */
export default function CitySelectPage() {
  const { t } = useTranslation()
  const current = useAppStore((s) => s.currentShippingAddress)
  const setAddress = useAppStore((s) => s.setCurrentShippingAddress)
  // hot cities are a shortcut: none when they fail
  const hot = useResource<HotCity[]>(() => fetchHotCities().catch(() => [])).data ?? []
  const provinces = useResource(fetchProvinces)
  const [open, setOpen] = useState<number | null>(null)
  const [cities, setCities] = useState<Record<number, Region[] | 'loading' | 'error'>>({})

  const toggle = (p: Region) => {
    if (open === p.id) {
      setOpen(null)
      return
    }
    setOpen(p.id)
    const known = cities[p.id]
    if (Array.isArray(known) || known === 'loading') return
    setCities((c) => ({ ...c, [p.id]: 'loading' }))
    fetchRegionChildren(p.id)
      .then((list) => setCities((c) => ({ ...c, [p.id]: list })))
      .catch(() => setCities((c) => ({ ...c, [p.id]: 'error' })))
  }

  const choose = (city: ChosenCity) => {
    // a new city invalidates the district and community of the old address
    setAddress({
      ...(current ?? {}),
      city_id: city.city_id,
      city_name: city.city_name,
      province_id: city.province_id ?? current?.province_id,
      province_name: city.province_name ?? current?.province_name,
      district_id: undefined,
      district_name: undefined,
      community_id: undefined,
      community_name: undefined,
      full_address: `${city.province_name ?? ''}${city.city_name}`,
      latitude: city.latitude ?? current?.latitude,
      longitude: city.longitude ?? current?.longitude,
    })
    back()
  }

  return (
    <PageShell title={t('pages:city.title')}>
      <View className='city'>
        <View className='city__current'>
          <Text className='city__label'>{t('pages:city.current')}</Text>
          <View className='city__current-row'>
            <Location className='city__current-icon' size={16} />
            <Text className='city__current-name'>{current?.city_name || t('pages:city.none')}</Text>
          </View>
        </View>

        {hot.length ? (
          <View className='city__section'>
            <Text className='city__label'>{t('pages:city.hot')}</Text>
            <View className='city__hot'>
              {hot.map((c) => (
                <Text
                  key={c.id}
                  className={`city__hot-item${current?.city_id === c.id ? ' city__hot-item--active' : ''}`}
                  onClick={() => choose({ city_id: c.id, city_name: c.name, latitude: c.lat, longitude: c.lng })}
                >
                  {c.name}
                </Text>
              ))}
            </View>
          </View>
        ) : null}

        <View className='city__section'>
          <Text className='city__label'>{t('pages:city.byProvince')}</Text>
          <ResourceView resource={provinces} loadingRows={2}>
            {(all) => (
              <View className='city__provinces'>
                {all.map((p) => {
                  const list = cities[p.id]
                  return (
                    <View key={p.id} className='city__province'>
                      <View className='city__province-head' onClick={() => toggle(p)}>
                        <Text>{p.name}</Text>
                        <ArrowRight className={`city__arrow${open === p.id ? ' city__arrow--open' : ''}`} size={12} />
                      </View>
                      {open === p.id ? (
                        <View className='city__cities'>
                          {list === 'loading' || list === undefined ? (
                            <Text className='city__hint'>{t('pages:common.loading')}</Text>
                          ) : list === 'error' ? (
                            <Text className='city__hint city__hint--error' onClick={() => {
                              setCities((c) => {
                                const next = { ...c }
                                delete next[p.id]
                                return next
                              })
                              setOpen(null)
                            }}>
                              {t('pages:common.loadFailed')}
                            </Text>
                          ) : (
                            list.map((c) => (
                              <Text
                                key={c.id}
                                className={`city__city${current?.city_id === c.id ? ' city__city--active' : ''}`}
                                onClick={() =>
                                  choose({ city_id: c.id, city_name: c.name, province_id: p.id, province_name: p.name })
                                }
                              >
                                {c.name}
                              </Text>
                            ))
                          )}
                        </View>
                      ) : null}
                    </View>
                  )
                })}
              </View>
            )}
          </ResourceView>
        </View>
      </View>
    </PageShell>
  )
}
