import '@/features/location/i18n'
import '@/features/address/i18n'
import { useEffect, useRef, useState } from 'react'
import { useUnload } from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { AreaPicker, type AreaPick } from '@/features/address/components/AreaPicker'
import { areaText } from '@/features/address/form'
import { fetchRegionCentre, loadMapProvider } from '@/features/location/api'
import { chosenRegionId, placeFromRegion, PLACE_TEXT_MAX } from '@/features/location/place'
import { getLocation, settleChoice, type ChosenLocation } from '@/platform/location'
import { inWechatBrowser } from '@/platform/wxjssdk'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { back } from '@/utils/navigate'
import './choose_location.scss'

/**
 * /choose-location (H5): the place chooseLocation() waits for. With a map provider its picker fills
 * the page; without one the user picks the region and types the address, and the place is the
 * region's centre named by that text. Leaving without a choice answers null.
 */
export default function ChooseLocationPage() {
  const { t } = useTranslation()
  // the provider never fails: without settings the page works without tiles
  const mapProvider = useResource(loadMapProvider)
  const provider = mapProvider.data
  const [area, setArea] = useState<Partial<AreaPick>>({})
  const [text, setText] = useState('')
  const [picker, setPicker] = useState(false)
  const [busy, setBusy] = useState(false)
  const done = useRef(false)

  const finish = (place: ChosenLocation) => {
    if (done.current) return
    done.current = true
    settleChoice(place)
    back()
  }
  // back without a choice: the caller's wait ends with null
  useUnload(() => {
    if (!done.current) settleChoice(null)
  })
  useEffect(() => () => {
    if (!done.current) settleChoice(null)
  }, [])

  // the map picker posts the chosen point to this window
  useEffect(() => {
    if (!provider?.hasTiles || typeof window === 'undefined') return
    const onMessage = (e: MessageEvent) => {
      const place = provider.readPickerMessage(e.origin, e.data)
      if (place) finish(place)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [provider])

  const confirm = async () => {
    if (busy) return
    const regionId = chosenRegionId(area)
    if (!regionId) {
      toast(t('location:choose.needRegion'))
      return
    }
    setBusy(true)
    try {
      finish(placeFromRegion(await fetchRegionCentre(regionId), text))
    } catch {
      // the request layer showed the server's reason
    } finally {
      setBusy(false)
    }
  }

  // the WeChat browser knows where the phone is (the JSSDK's gcj02): that point is a choice too
  const chooseHere = async () => {
    if (busy) return
    setBusy(true)
    try {
      const pos = await getLocation()
      finish({ latitude: pos.latitude, longitude: pos.longitude, type: pos.type })
    } catch {
      toast(t('location:choose.hereFailed'))
    } finally {
      setBusy(false)
    }
  }

  const title = t('location:choose.title')
  if (!provider) {
    return (
      <PageShell title={title}>
        <ResourceView resource={mapProvider} loadingRows={2}>
          {() => null}
        </ResourceView>
      </PageShell>
    )
  }
  if (provider.hasTiles) {
    const at = useAppStore.getState().location
    return (
      <PageShell title={title} body='fixed'>
        <View className='choose-location choose-location--map'>
          <iframe className='choose-location__frame' src={provider.pickerUrl(at) ?? ''} title={title} />
        </View>
      </PageShell>
    )
  }
  const areaLabel = areaText(area)
  return (
    <PageShell title={title}>
      <View className='choose-location choose-location--nomap'>
        <Text className='choose-location__tip'>{t('location:choose.noMapTip')}</Text>
        <View className='choose-location__form'>
          <View className='choose-location__row'>
            <Text className='choose-location__label'>{t('location:choose.region')}</Text>
            <View className='choose-location__input choose-location__region' onClick={() => setPicker(true)}>
              <Text className={areaLabel ? 'choose-location__value' : 'choose-location__placeholder'}>
                {areaLabel || t('location:choose.regionPlaceholder')}
              </Text>
            </View>
          </View>
          <View className='choose-location__row'>
            <Text className='choose-location__label'>{t('location:choose.text')}</Text>
            <Input
              className='choose-location__input choose-location__text'
              value={text}
              maxlength={PLACE_TEXT_MAX}
              placeholder={t('location:choose.textPlaceholder')}
              onInput={(e) => setText(e.detail.value)}
            />
          </View>
        </View>
        <View className='choose-location__actions'>
          <Button className='choose-location__confirm' type='primary' block loading={busy} onClick={confirm}>
            {t('location:choose.confirm')}
          </Button>
          {inWechatBrowser() ? (
            <Button className='choose-location__here' block disabled={busy} onClick={chooseHere}>
              {t('location:choose.here')}
            </Button>
          ) : null}
        </View>
      </View>
      <AreaPicker
        visible={picker}
        value={area}
        onConfirm={(v) => {
          setPicker(false)
          setArea(v)
        }}
        onClose={() => setPicker(false)}
      />
    </PageShell>
  )
}
