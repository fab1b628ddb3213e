import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import { lineRefundEntry, refundApplyUrl } from '../rules'
import '../i18n'
import './refund.scss'

/** Under an order line of a paid order: "refund" while it can be applied for, "after-sale" once anything was. */
export function LineRefundEntry({ order, line }: {
  order: { order_status: number; pay_status: number }
  line: { order_goods_id: number; refund_status: number }
}) {
  const { t } = useTranslation()
  const entry = lineRefundEntry(order, line)
  if (!entry) return null
  const route = entry === 'apply' ? ROUTES.orderRefund : ROUTES.orderRefundDetail
  return (
    <View className='refund-line-entry'>
      <Button
        className={`refund-line-entry__button refund-line-${entry}`}
        data-order-goods-id={line.order_goods_id}
        size='small'
        fill='outline'
        onClick={(e) => {
          e?.stopPropagation?.()
          go(refundApplyUrl(route, line.order_goods_id))
        }}
      >
        {t(entry === 'apply' ? 'refund:action.lineApply' : 'refund:action.lineView')}
      </Button>
    </View>
  )
}
