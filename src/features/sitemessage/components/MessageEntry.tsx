import { useCallback, useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Message } from '@nutui/icons-react-taro'
import { ROUTES } from '@/constants/routes'
import { useShowAgain } from '@/features/resource/useResource'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import { fetchUnreadCount } from '../api'
import { badgeText } from '../links'
import './MessageEntry.scss'

/**
 * The member centre's message icon (the origin's place: the head, beside the settings) with the unread
 * count, asked when the page opens, when the token changes and each time the page shows again (back
 * from the messages). Quiet: a failure leaves the badge out. No texts of its own, so the member
 * centre's package does not carry the messages' namespace.
 */
export function MessageEntry() {
  const token = useAppStore((s) => s.token)
  const [count, setCount] = useState(0)
  const refresh = useCallback(() => {
    if (!useAppStore.getState().token) {
      setCount(0)
      return
    }
    fetchUnreadCount().then(setCount).catch(() => undefined)
  }, [])
  useEffect(refresh, [refresh, token])
  useShowAgain(refresh)
  if (!token) return null
  const text = badgeText(count)
  return (
    <View
      className='member-message-entry'
      data-count={count}
      onClick={(e) => {
        e.stopPropagation()
        go(ROUTES.sitemessageMaster)
      }}
    >
      <Message className='member-message-entry__icon' size={24} color='#fff' />
      {text ? <Text className='member-message-entry__count'>{text}</Text> : null}
    </View>
  )
}
