import '../i18n'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { SiteMessage } from '../api'
import { siteMessageDate } from '@/utils/date'

interface Props {
  message: SiteMessage
  /** read here already (opened on this page), whatever the list said when it loaded */
  read?: boolean
  /** shows "view details" (the message opens a page) */
  opens: boolean
  onOpen: (m: SiteMessage) => void
}

/** One message in a category's list: its date (spec's site-message rule), title, text, an unread dot. */
export function MessageCard({ message: m, read, opens, onOpen }: Props) {
  const { t } = useTranslation()
  const unread = !read && m.is_read === 0
  return (
    <View className={`sitemessage-item${unread ? ' sitemessage-item--unread' : ''}`} data-id={m.id} onClick={() => onOpen(m)}>
      <Text className='sitemessage-item__time'>{siteMessageDate(m.send_time, t)}</Text>
      <View className='sitemessage-item__card'>
        <View className='sitemessage-item__head'>
          {unread ? <View className='sitemessage-item__dot' /> : null}
          <Text className='sitemessage-item__title'>{m.title}</Text>
        </View>
        <Text className='sitemessage-item__content'>{m.content}</Text>
        {opens ? <Text className='sitemessage-item__more'>{t('sitemessage:view')}</Text> : null}
      </View>
    </View>
  )
}
