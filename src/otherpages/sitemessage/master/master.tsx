import '@/features/sitemessage/i18n'
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Notice, Order, Transit, UserAdd, Wallet } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchMaster, markAllRead, type SiteMessageLists, type SiteMessageType } from '@/features/sitemessage/api'
import { siteMessageDate } from '@/utils/date'
import { badgeText, CATEGORY_ROUTES } from '@/features/sitemessage/links'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import './master.scss'

const ICONS: Record<SiteMessageType, ComponentType<{ size?: number | string; className?: string }>> = {
  order: Order,
  delivery: Transit,
  account: Wallet,
  promotion: Notice,
  group: UserAdd,
}

/**
 * /otherpages/sitemessage/master: every category with its latest message (dated by the spec's
 * site-message rule) and its unread count; asked again each time the page shows (back from a category).
 */
export default function SiteMessageMasterPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [data, setData] = useState<SiteMessageLists | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    if (!useAppStore.getState().token) return
    setFailed(false)
    fetchMaster()
      .then(setData)
      .catch(() => setFailed(true))
  }, [])
  useEffect(load, [load, token])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })

  const readAll = async () => {
    if (busy) return
    setBusy(true)
    try {
      await markAllRead()
      toast(t('sitemessage:readAllDone'))
      load()
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  let body: ReactNode
  if (!token) body = <LoginPrompt tip={t('sitemessage:loginTip')} />
  else if (failed && !data) body = <ErrorState onRetry={load} />
  else if (!data) body = <Loading rows={5} />
  else {
    body = (
      <View className='sitemessage-master' data-unread={data.unread}>
        <View className='sitemessage-master__bar'>
          <Text className='sitemessage-readall' onClick={() => void readAll()}>{t('sitemessage:readAll')}</Text>
        </View>
        {data.list.map((c) => {
          const Icon = ICONS[c.sub_type]
          const badge = badgeText(c.unread)
          return (
            <View
              key={c.sub_type}
              className={`sitemessage-master__item sitemessage-master__item--${c.sub_type}`}
              data-type={c.sub_type}
              data-unread={c.unread}
              onClick={() => go(CATEGORY_ROUTES[c.sub_type])}
            >
              <View className='sitemessage-master__icon'>
                <Icon size={24} />
              </View>
              <View className='sitemessage-master__body'>
                <View className='sitemessage-master__row'>
                  <Text className='sitemessage-master__name'>{t(`sitemessage:type.${c.sub_type}`)}</Text>
                  {c.latest ? <Text className='sitemessage-master__time'>{siteMessageDate(c.latest.send_time, t)}</Text> : null}
                </View>
                <View className='sitemessage-master__row'>
                  <Text className='sitemessage-master__line'>{c.latest ? c.latest.title : t('sitemessage:noLatest')}</Text>
                  {badge ? <Text className='sitemessage-master__badge'>{badge}</Text> : null}
                </View>
              </View>
            </View>
          )
        })}
      </View>
    )
  }

  return (
    <PageShell title={t('sitemessage:title.master')} className='sitemessage-page sitemessage-master-page'>
      {body}
    </PageShell>
  )
}
