import { useState } from 'react'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { Empty } from '@/components/Empty/Empty'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { DiyRenderer } from '@/features/diy/components/DiyRenderer'
import type { DiyView } from '@/features/diy/types'
import { diyPageRef, fetchDiyPage } from '@/features/brand/diyPage'
import '@/features/brand/i18n'
import { usePageShare } from '@/features/share/usePageShare'
import { ROUTES } from '@/constants/routes'
import { ApiError } from '@/services/request'
import { CommonError } from '@/services/api/contract.gen'
import './diy.scss'

/** A custom (landing) page: the decoration named by `id` or `name` in the URL, with pull-down refresh. */
export default function DiyPage() {
  const { t } = useTranslation()
  const [ref] = useState(() => diyPageRef(Taro.getCurrentInstance().router?.params ?? {}))
  // an unknown page is null (not found); a failed refresh keeps the page on screen
  const page = useResource<DiyView | null>(
    async () => {
      if (!ref) return null
      try {
        return await fetchDiyPage(ref)
      } catch (err) {
        if (err instanceof ApiError && err.code === CommonError.NOT_FOUND) return null
        throw err
      }
    },
    { enabled: Boolean(ref), isEmpty: (v) => !v },
  )
  const view = page.data
  const [refreshKey, setRefreshKey] = useState(0)

  const refresh = async () => {
    setRefreshKey((k) => k + 1)
    await page.reload()
  }

  const components = view?.value?.components ?? []
  const bg = view?.value?.global?.bgColor
  const title = view?.value?.global?.title || view?.title || t('brand:diy.title')
  const sharePath = ref ? `${ROUTES.diy}?${'id' in ref ? `id=${ref.id}` : `name=${encodeURIComponent(ref.name)}`}` : ''
  usePageShare(view && ref ? { title, desc: t('share:pageDesc'), path: sharePath } : null)

  return (
    <PageShell title={title} body='fixed'>
      <PullScroll onRefresh={refresh}>
        <View className='diy-page' style={bg ? { backgroundColor: bg } : undefined}>
          {ref ? (
            <ResourceView resource={page} empty={{ tip: t('brand:diy.notFound') }}>
              {() => (
                <>
                  {!components.length ? <Empty tip={t('brand:diy.empty')} /> : null}
                  <DiyRenderer components={components} refreshKey={refreshKey} />
                </>
              )}
            </ResourceView>
          ) : (
            <Empty tip={t('brand:diy.missing')} />
          )}
          <View className='diy-page__foot' />
        </View>
      </PullScroll>
    </PageShell>
  )
}
