import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/utils/date'
import { formatMoney } from '@/utils/money'
import type { WithdrawDetail, WithdrawKindKey } from '../api'
import { perMilleText } from '../rules'
import '../i18n'

const NOTE: Record<string, { balance: string; point: string }> = {
  '0': { balance: 'held', point: 'heldPoint' },
  '1': { balance: 'approved', point: 'approved' },
  '2': { balance: 'transferred', point: 'transferred' },
  '-1': { balance: 'refused', point: 'refusedPoint' },
}

/** One withdrawal: its status and what it means, the amounts to the fen, the account and the times. */
export function WithdrawDetailView({ w, kind }: { w: WithdrawDetail; kind: WithdrawKindKey }) {
  const { t } = useTranslation()
  const rows: Array<[string, string, string]> = [
    ['no', t('withdraw:detail.no'), w.withdraw_no],
    ...(kind === 'point'
      ? [['point', t('withdraw:detail.point'), t('withdraw:point.unit', { count: w.point })], ['rate', t('withdraw:detail.rate'), t('withdraw:detail.rateValue', { count: w.point_rate })]] as Array<[string, string, string]>
      : []),
    ['apply-money', t('withdraw:detail.applyMoney'), formatMoney(w.apply_money)],
    ['fee', t('withdraw:detail.fee'), `${formatMoney(w.service_money)}${w.fee_rate ? ` (${perMilleText(w.fee_rate)})` : ''}`],
    ['money', t('withdraw:detail.money'), formatMoney(w.money)],
    ['account', t('withdraw:detail.account'), [t(`withdraw:type.${w.transfer_type}`), w.bank_name, w.account_number].filter(Boolean).join(' ')],
    ['realname', t('withdraw:detail.realname'), w.realname],
    ['apply-time', t('withdraw:detail.applyTime'), formatDateTime(w.apply_time)],
  ]
  if (w.audit_time) rows.push(['audit-time', t('withdraw:detail.auditTime'), formatDateTime(w.audit_time)])
  if (w.payment_time) rows.push(['payment-time', t('withdraw:detail.paymentTime'), formatDateTime(w.payment_time)])
  if (w.certificate_remark) rows.push(['certificate', t('withdraw:detail.certificate'), w.certificate_remark])
  if (w.refuse_time) rows.push(['refuse-time', t('withdraw:detail.refuseTime'), formatDateTime(w.refuse_time)])
  if (w.refuse_reason) rows.push(['refuse-reason', t('withdraw:detail.refuseReason'), w.refuse_reason])
  return (
    <View className='withdraw-detail' data-status={w.status}>
      <View className={`withdraw-card withdraw-detail__head withdraw-detail__head--${w.status}`}>
        <Text className='withdraw-detail__status'>{t(`withdraw:status.${w.status}`)}</Text>
        <Text className='withdraw-detail__note'>{t(`withdraw:detail.${NOTE[String(w.status)][kind]}`)}</Text>
      </View>
      <View className='withdraw-card'>
        {rows.map(([key, label, value]) => (
          <View key={key} className={`withdraw-row withdraw-detail__${key}`}>
            <Text className='withdraw-row__label'>{label}</Text>
            <Text className='withdraw-row__value'>{value}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
