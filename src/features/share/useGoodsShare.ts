import './i18n'
import { useEffect, useMemo } from 'react'
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { getEnv } from '@/platform/env'
import { share, type ShareData } from '@/platform/share'
import { useMemberStore } from '@/features/member/store'
import { apiBase } from '@/services/request'
import { img } from '@/services/image'
import { useAppStore } from '@/store/app'
import { formatMoney } from '@/utils/money'
import { goodsShareData, toTimeline } from './build'

/** The fields of a goods detail the share needs. */
export interface ShareableGoods {
  goods_id: number
  goods_name: string
  introduction?: string
  images?: string[]
  price_min: number
}

/**
 * The H5 site's origin: this page's own in a browser, the API server's (which serves /h5/ too) in the
 * mini-programs, where the link is only used for the poster's QR code.
 */
export function shareOrigin(): string {
  if (getEnv().target === 'h5' && typeof window !== 'undefined') return window.location.origin
  return apiBase()
}

/**
 * The goods detail's share data, handed to the platform (the WeChat browser's JSSDK, the mini-programs'
 * share menu) and answered to the page's share hooks. The link names the logged-in member as
 * source_member. Null until the goods is loaded.
 */
export function useGoodsShare(goods: ShareableGoods | null | undefined, skuId: number | null, price: number | null): ShareData | null {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const memberId = useMemberStore((s) => s.info?.member_id ?? null)
  useEffect(() => {
    if (token && !useMemberStore.getState().info) void useMemberStore.getState().refresh()
  }, [token])

  const data = useMemo(() => {
    if (!goods) return null
    return goodsShareData(
      {
        goodsId: goods.goods_id,
        skuId,
        goodsName: goods.goods_name,
        introduction: goods.introduction,
        priceText: formatMoney(price ?? goods.price_min),
        imageUrl: img(goods.images?.[0], 'mid', 'default_goods_img'),
        memberId: token ? memberId : null,
        origin: shareOrigin(),
      },
      (priceText) => t('share:goodsDesc', { price: priceText }),
    )
  }, [goods, skuId, price, token, memberId, t])

  useEffect(() => {
    if (data) share.setShareData(data).catch(() => false)
  }, [data])

  useShareAppMessage(() => share.appMessage() ?? { title: goods?.goods_name ?? '' })
  useShareTimeline(() => toTimeline(share.appMessage()) ?? { title: goods?.goods_name ?? '' })
  return data
}
