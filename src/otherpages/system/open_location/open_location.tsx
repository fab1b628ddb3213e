import '@/features/location/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { loadMapProvider } from '@/features/location/api'
import { placeFromQuery } from '@/platform/location'
import { toast } from '@/services/toast'
import './open_location.scss'

/**
 * /open-location (H5): the place openLocation() was given. The provider's map when one is configured,
 * always the name, address and coordinates, and copying the address.
 */
export default function OpenLocationPage() {
  const { t } = useTranslation()
  const [place] = useState(() => placeFromQuery(Taro.getCurrentInstance()?.router?.params ?? {}))
  // the provider never fails: without settings the page works without tiles
  const mapProvider = useResource(loadMapProvider)
  const provider = mapProvider.data

  const title = t('location:open.title')
  if (!place) {
    return (
      <PageShell title={title}>
        <ErrorState message={t('location:open.invalid')} />
      </PageShell>
    )
  }
  if (!provider) {
    return (
      <PageShell title={title}>
        <ResourceView resource={mapProvider} loadingRows={2}>
          {() => null}
        </ResourceView>
      </PageShell>
    )
  }
  const viewer = provider.viewerUrl(place)
  const copyText = [place.name, place.address].filter(Boolean).join(' ') || `${place.latitude},${place.longitude}`
  const copy = () =>
    Taro.setClipboardData({ data: copyText })
      .then(() => toast(t('location:open.copied')))
      .catch(() => undefined)
  return (
    <PageShell title={title}>
      <View className='open-location'>
        {viewer ? <iframe className='open-location__frame' src={viewer} title={title} /> : null}
        <View className='open-location__card'>
          {place.name ? <Text className='open-location__name'>{place.name}</Text> : null}
          {place.address ? <Text className='open-location__address'>{place.address}</Text> : null}
          <Text className='open-location__coords'>
            {t('location:open.coordinates', { latitude: place.latitude.toFixed(6), longitude: place.longitude.toFixed(6) })}
          </Text>
          {viewer ? null : <Text className='open-location__tip'>{t('location:open.noMapTip')}</Text>}
        </View>
        <View className='open-location__actions'>
          <Button className='open-location__copy' block onClick={copy}>
            {t('location:open.copy')}
          </Button>
        </View>
      </View>
    </PageShell>
  )
}
