import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Search, TriangleDown } from '@nutui/icons-react-taro'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { DiyRenderer } from '@/features/diy/components/DiyRenderer'
import { LoadView } from '@/features/resource/LoadView'
import { useResource } from '@/features/resource/useResource'
import { bootDiyView, dropBootDiyView, fetchDiyView } from '@/features/diy/api'
import { dropHomeShell } from '@/platform/shell'
import { useAppStore } from '@/store/app'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import './index.scss'

/** Home: the server's decoration page (banner, nav grid, notice, goods and shop blocks). */
export default function HomePage() {
  const { t } = useTranslation()
  // on the H5 first load the decoration comes with the page (server/src/http/h5-boot.ts)
  const [boot] = useState(() => bootDiyView() ?? null)
  const home = useResource(fetchDiyView, { initial: () => boot })
  const view = home.data
  const status = home.status
  const [refreshKey, setRefreshKey] = useState(0)
  const cityName = useAppStore((s) => s.currentShippingAddress?.city_name)

  useEffect(() => {
    if (boot) dropBootDiyView()
  }, [boot]) // boot never changes: this runs once

  // the first screen the server drew (H5) gives way once this page shows its own
  const startsWithBanner = view?.value?.components?.[0]?.type === 'banner'
  useEffect(() => {
    if (status !== 'loading') dropHomeShell(startsWithBanner ? 3000 : 0)
  }, [status, startsWithBanner])

  // a failed refresh keeps the decoration on screen
  const refresh = async () => {
    setRefreshKey((k) => k + 1)
    await home.reload()
  }

  const components = view?.value?.components ?? []
  const bg = view?.value?.global?.bgColor

  return (
    <PageShell title={view?.value?.global?.title || view?.title || t('pages:home.title')} tab='home' body='fixed'>
      <PullScroll onRefresh={refresh}>
        <View className='home-diy' style={bg ? { backgroundColor: bg } : undefined}>
          <View className='home-diy__top'>
            <View className='home-diy__city' onClick={() => go(ROUTES.city)}>
              <Text className='home-diy__city-name'>{cityName || t('pages:home.chooseCity')}</Text>
              <TriangleDown className='home-diy__city-arrow' size={10} />
            </View>
            <View className='home-diy__search' onClick={() => go(ROUTES.goodsSearch)}>
              <Search className='home-diy__search-icon' size={16} />
              <Text className='home-diy__search-text'>{t('pages:home.searchPlaceholder')}</Text>
            </View>
          </View>
          <LoadView resource={home}>{() => <DiyRenderer components={components} refreshKey={refreshKey} />}</LoadView>
          <View className='home-diy__foot' />
        </View>
      </PullScroll>
    </PageShell>
  )
}
