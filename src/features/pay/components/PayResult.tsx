import '../i18n'
import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Checked, CheckClose } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { formatMoney } from '@/utils/money'
import { go } from '@/utils/navigate'
import { fetchPayInfo, type PayInfo, type PayStatusAnswer } from '../api'
import { isPaid, pollPayStatus, type PollOptions } from '../flow'
import './PayResult.scss'

export interface PayResultProps {
  outTradeNo: string
  poll?: PollOptions
}

/** What the payment cost: every order's money (balance and channel together), or the status's pay_money. */
export function paidAmount(status: PayStatusAnswer | null, info: PayInfo | null): number {
  if (info?.orders?.length) return info.orders.reduce((sum, o) => sum + o.order_money, 0)
  return info?.pay_money ?? status?.pay_money ?? 0
}

/**
 * The result of a payment as the server knows it (spec: success or failure, the amount in yuan, home
 * and member centre): /api/pay/status is asked a few times, since the notification may arrive a moment
 * after the shopper comes back.
 */
export function PayResult({ outTradeNo, poll }: PayResultProps) {
  const { t } = useTranslation()
  const [state, setState] = useState<{ done: boolean; status: PayStatusAnswer | null; info: PayInfo | null }>({ done: false, status: null, info: null })

  useEffect(() => {
    let live = true
    if (!outTradeNo) {
      setState({ done: true, status: null, info: null })
      return
    }
    ;(async () => {
      const [status, info] = await Promise.all([pollPayStatus(outTradeNo, poll), fetchPayInfo(outTradeNo).catch(() => null)])
      if (live) setState({ done: true, status, info })
    })()
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- polls once per trade number, with the options it started with
  }, [outTradeNo])

  if (!state.done) {
    return (
      <View className='pay-result pay-result--pending'>
        <Text className='pay-result__title'>{t('pay:result.checking')}</Text>
      </View>
    )
  }
  const ok = isPaid(state.status)
  // a recharge leads back to its records; an order payment to the order list
  const recharge = state.info?.event === 'recharge'
  return (
    <View className={`pay-result ${ok ? 'pay-result--success' : 'pay-result--fail'}`}>
      {/* Checked: the filled circle with a tick (CheckChecked is a radio's ring) */}
      <View className='pay-result__icon'>{ok ? <Checked size={56} /> : <CheckClose size={56} />}</View>
      <Text className='pay-result__title'>{ok ? t('pay:result.success') : t('pay:result.fail')}</Text>
      {state.status || state.info ? (
        <View className='pay-result__amount'>
          <Text className='pay-result__label'>{t('pay:result.amount')}</Text>
          <Text className='pay-result__money'>{formatMoney(paidAmount(state.status, state.info))}</Text>
        </View>
      ) : null}
      {!ok ? (
        <Text className='pay-result__tip'>
          {state.status?.status === 'closed' ? t('pay:result.closedTip') : recharge ? t('pay:result.rechargeFailTip') : t('pay:result.failTip')}
        </Text>
      ) : null}
      <View className='pay-result__actions'>
        {recharge ? (
          <Button className='pay-result__recharge' type='primary' fill='outline' size='small' onClick={() => go(ROUTES.rechargeOrderList, 'redirectTo')}>
            {t('pay:result.rechargeOrders')}
          </Button>
        ) : (
          <Button className='pay-result__orders' type='primary' fill='outline' size='small' onClick={() => go(ROUTES.orderList, 'redirectTo')}>
            {t('pay:result.orders')}
          </Button>
        )}
        <Button className='pay-result__member' fill='outline' size='small' onClick={() => go(ROUTES.member)}>
          {t('pay:result.member')}
        </Button>
        <Button className='pay-result__home' fill='outline' size='small' onClick={() => go(ROUTES.home)}>
          {t('pay:result.home')}
        </Button>
      </View>
    </View>
  )
}
