import { useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { toast } from '@/services/toast'
import { go } from '@/utils/navigate'
import { cancelRefund } from './api'
import type { BuyerRefundAction } from './components/RefundActions'
import { refundApplyUrl } from './rules'
import './i18n'

/** The buyer's refund actions: opening, applying again, the return parcel (on the detail page), withdrawing after a confirm. */
export function useRefundActions(onChanged: () => void) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const run = async (orderGoodsId: number, action: BuyerRefundAction | 'detail') => {
    if (action === 'detail' || action === 'delivery') return go(refundApplyUrl(ROUTES.orderRefundDetail, orderGoodsId))
    if (action === 'apply') return go(refundApplyUrl(ROUTES.orderRefund, orderGoodsId))
    if (busy) return
    const answer = await Taro.showModal({
      title: t('refund:confirm.title'), content: t('refund:confirm.cancel'), confirmText: t('common:confirm'), cancelText: t('common:cancel'),
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    setBusy(true)
    try {
      await cancelRefund(orderGoodsId)
      toast(t('refund:cancelled'))
      onChanged()
    } catch {
      // the request layer showed the server's reason
    } finally {
      setBusy(false)
    }
  }
  return { run, busy }
}
