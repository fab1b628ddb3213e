import { useCallback, useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { DiyRenderer } from '@/features/diy/components/DiyRenderer'
import type { DiyView } from '@/features/diy/types'
import { diyPageRef, fetchDiyPage } from '@/features/brand/diyPage'
import '@/features/brand/i18n'
import { ApiError } from '@/services/request'
import { CommonError } from '@/services/api/contract.gen'
import './diy.scss'

type Status = 'loading' | 'ready' | 'error' | 'missing'

/** A custom (landing) page: the decoration named by `id` or `name` in the URL, with pull-down refresh. */
export default function DiyPage() {
  const { t } = useTranslation()
  const [ref] = useState(() => diyPageRef(Taro.getCurrentInstance().router?.params ?? {}))
  const [view, setView] = useState<DiyView | null>(null)
  const [status, setStatus] = useState<Status>(ref ? 'loading' : 'missing')
  const [refreshKey, setRefreshKey] = useState(0)
  const live = useRef(true)

  const load = useCallback(async (placeholder: boolean) => {
    if (!ref) return
    if (placeholder) setStatus('loading')
    try {
      const data = await fetchDiyPage(ref)
      if (!live.current) return
      setView(data)
      setStatus('ready')
    } catch (err) {
      if (!live.current) return
      if (err instanceof ApiError && err.code === CommonError.NOT_FOUND) {
        setView(null)
        setStatus('missing')
      } else if (placeholder) {
        // a failed refresh keeps the page on screen
        setStatus('error')
      }
    }
  }, [ref])

  useEffect(() => {
    live.current = true
    load(true)
    return () => {
      live.current = false
    }
  }, [load])

  const refresh = async () => {
    setRefreshKey((k) => k + 1)
    await load(!view)
  }

  const components = view?.value?.components ?? []
  const bg = view?.value?.global?.bgColor
  const title = view?.value?.global?.title || view?.title || t('brand:diy.title')

  return (
    <PageShell title={title} body='fixed'>
      <PullScroll onRefresh={refresh}>
        <View className='diy-page' style={bg ? { backgroundColor: bg } : undefined}>
          {status === 'loading' && !view ? <Loading /> : null}
          {status === 'error' && !view ? <ErrorState onRetry={() => load(true)} /> : null}
          {status === 'missing' ? <Empty tip={ref ? t('brand:diy.notFound') : t('brand:diy.missing')} /> : null}
          {view && !components.length ? <Empty tip={t('brand:diy.empty')} /> : null}
          {view ? <DiyRenderer components={components} refreshKey={refreshKey} /> : null}
          <View className='diy-page__foot' />
        </View>
      </PullScroll>
    </PageShell>
  )
}
