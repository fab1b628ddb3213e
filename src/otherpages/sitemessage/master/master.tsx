import '@/features/sitemessage/i18n'
import { useState, type ComponentType } from 'react'
import { View, Text } from '@tarojs/components'
import { Notice, Order, Transit, UserAdd, Wallet } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { fetchMaster, markAllRead, type SiteMessageType } from '@/features/sitemessage/api'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { siteMessageDate } from '@/utils/date'
import { badgeText, CATEGORY_ROUTES } from '@/features/sitemessage/links'
import { toast } from '@/services/toast'
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
  // asked again on every return from a category
  const resource = useResource(fetchMaster, { login: true, reloadOnShow: true })
  const load = resource.reload
  const [busy, setBusy] = useState(false)

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

  const body = (
    <ResourceView resource={resource} login={{ tip: t('sitemessage:loginTip') }} loadingRows={5}>
      {(data) => (
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
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('sitemessage:title.master')} className='sitemessage-page sitemessage-master-page'>
      {body}
    </PageShell>
  )
}
