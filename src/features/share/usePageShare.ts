import './i18n'
import { useEffect, useMemo } from 'react'
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { share, type ShareData } from '@/platform/share'
import { useMemberStore } from '@/features/member/store'
import { img } from '@/services/image'
import { useAppStore } from '@/store/app'
import { absoluteUrl, pageShareLink, toTimeline } from './build'
import { shareOrigin } from './useGoodsShare'

/** What a page shares: its app route with the query that reopens it, and the card's texts and image. */
export interface PageShareInput {
  title: string
  desc: string
  /** the app route, `/otherpages/shop/index/index?site_id=3` */
  path: string
  /** an image path as the API gives it ('' for none) */
  image?: string
}

/** The logged-in member who shares (credited as source_member), null for visitors. */
export function useSharerId(): number | null {
  const token = useAppStore((s) => s.token)
  const memberId = useMemberStore((s) => s.info?.member_id ?? null)
  useEffect(() => {
    if (token && !useMemberStore.getState().info) void useMemberStore.getState().refresh()
  }, [token])
  return token ? memberId : null
}

/**
 * Sets the page's share card (WeChat browser: chat and Moments through the JSSDK; mini-programs: the
 * share menu) and answers the page's share hooks. Null while the page has nothing loaded yet. The page's
 * config needs enableShareAppMessage / enableShareTimeline for the mini-program menu.
 */
export function usePageShare(input: PageShareInput | null): ShareData | null {
  const memberId = useSharerId()
  const { title = '', desc = '', path = '', image = '' } = input ?? {}
  // the input's fields, not the object a render made
  const hasInput = Boolean(input)
  const data = useMemo<ShareData | null>(() => {
    if (!hasInput) return null
    const origin = shareOrigin()
    return { title, desc, link: pageShareLink(path, memberId, origin), imgUrl: image ? absoluteUrl(img(image, 'mid'), origin) : '' }
  }, [hasInput, title, desc, path, image, memberId])

  useEffect(() => {
    if (data) share.setShareData(data).catch(() => false)
  }, [data])

  useShareAppMessage(() => share.appMessage() ?? { title })
  useShareTimeline(() => toTimeline(share.appMessage()) ?? { title })
  return data
}
