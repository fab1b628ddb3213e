import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import '../i18n'
import './refund.scss'

/** The buyer's actions the server answers with a refund, in the order they are shown; others (the shop's) never reach here. */
export const BUYER_REFUND_ACTIONS = ['delivery', 'apply', 'cancel'] as const
export type BuyerRefundAction = (typeof BUYER_REFUND_ACTIONS)[number]

export function buyerActions(actions: readonly string[]): BuyerRefundAction[] {
  return BUYER_REFUND_ACTIONS.filter((a) => actions.includes(a))
}

/** Buttons for the refund's buyer actions (plus "details" in a list); nothing when there is none. */
export function RefundActions({ actions, onAction, withDetail, busy }: {
  actions: readonly string[]
  onAction: (action: BuyerRefundAction | 'detail') => void
  withDetail?: boolean
  busy?: boolean
}) {
  const { t } = useTranslation()
  const shown = buyerActions(actions)
  if (!shown.length && !withDetail) return null
  return (
    <View className='refund-actions'>
      {withDetail ? (
        <Button className='refund-action refund-action--detail' size='small' fill='outline' onClick={(e) => { e?.stopPropagation?.(); onAction('detail') }}>
          {t('refund:action.detail')}
        </Button>
      ) : null}
      {shown.map((a) => (
        <Button
          key={a}
          className={`refund-action refund-action--${a}`}
          data-action={a}
          size='small'
          type={a === 'cancel' ? 'default' : 'primary'}
          fill={a === 'cancel' ? 'outline' : 'solid'}
          loading={busy && a === 'cancel'}
          onClick={(e) => {
            e?.stopPropagation?.()
            onAction(a)
          }}
        >
          {t(`refund:action.${a}`)}
        </Button>
      ))}
    </View>
  )
}
