import '@/features/refund/i18n'
import { useState } from 'react'
import { View, Text, Image, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { OrderLines } from '@/features/order/components/OrderLines'
import { fetchRefundDetail, sendReturnParcel } from '@/features/refund/api'
import { RefundActions } from '@/features/refund/components/RefundActions'
import { deliveryProblem, refundApplyUrl } from '@/features/refund/rules'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import { useRefundActions } from '@/features/refund/useRefundActions'
import { img } from '@/services/image'
import { toast } from '@/services/toast'
import { formatDateTime } from '@/utils/date'
import { formatMoney } from '@/utils/money'
import '@/features/refund/components/RefundActions'
import { idParam } from '@/utils/pageParams'
import { REFUND_CHANNEL_STATUS, REFUND_STATUS } from '@/services/api/contract.gen'
import { InfoRow } from '@/features/order/components/InfoRow'

/** The return parcel: carrier, tracking number, a note. */
function ReturnParcelForm({ orderGoodsId, onSent }: { orderGoodsId: number; onSent: () => void }) {
  const { t } = useTranslation()
  const [company, setCompany] = useState('')
  const [no, setNo] = useState('')
  const [remark, setRemark] = useState('')
  const [sending, setSending] = useState(false)
  const submit = async () => {
    const problem = deliveryProblem(company, no)
    if (problem) return toast(t(problem))
    setSending(true)
    try {
      await sendReturnParcel({ order_goods_id: orderGoodsId, refund_delivery_name: company.trim(), refund_delivery_no: no.trim(), refund_delivery_remark: remark.trim() || undefined })
      toast(t('refund:delivery.sent'))
      onSent()
    } catch {
      // the request layer showed the server's reason
    } finally {
      setSending(false)
    }
  }
  return (
    <View className='order-block refund-form refund-parcel-form'>
      <Text className='order-block__title'>{t('refund:delivery.title')}</Text>
      <View className='refund-form__field'>
        <Text className='refund-form__label'>{t('refund:delivery.company')}</Text>
        <Input className='refund-form__input refund-parcel-company' value={company} maxlength={50} placeholder={t('refund:delivery.companyPlaceholder')} onInput={(e) => setCompany(e.detail.value)} />
      </View>
      <View className='refund-form__field'>
        <Text className='refund-form__label'>{t('refund:delivery.no')}</Text>
        <Input className='refund-form__input refund-parcel-no' value={no} maxlength={50} placeholder={t('refund:delivery.noPlaceholder')} onInput={(e) => setNo(e.detail.value)} />
      </View>
      <View className='refund-form__field'>
        <Text className='refund-form__label'>{t('refund:delivery.remark')}</Text>
        <Input className='refund-form__input' value={remark} maxlength={255} onInput={(e) => setRemark(e.detail.value)} />
      </View>
      <View className='refund-form__field'>
        <Button className='refund-parcel-submit' type='primary' block loading={sending} onClick={() => void submit()}>{t('refund:delivery.submit')}</Button>
      </View>
    </View>
  )
}

/** One line's after-sale: status, money by the way it goes back, the application, the return, the history, and the buyer's next step. */
export default function RefundDetailPage() {
  const { t } = useTranslation()
  const [lineId] = useState(() => idParam('order_goods_id'))
  // again on every return (from the complaint, the application)
  const resource = useResource(() => (lineId ? fetchRefundDetail(lineId) : Promise.reject(new Error('no line'))), { login: true, reloadOnShow: true })
  const refund = resource.data
  const load = () => void resource.reload()
  const { run, busy } = useRefundActions(load)

  const body = (
    <ResourceView resource={resource} login={{ tip: t('refund:activist.loginTip') }} loadingRows={2} retry={Boolean(lineId)}>
      {(r) => {
        const paid = r.refund_money > 0
        return (
          <View className='refund-detail' data-status={r.refund_status} data-channel-status={r.channel_status}>
            <View className='refund-detail__banner'>
              <Text className='refund-detail__status refund-status-name'>{r.refund_status_name}</Text>
              {r.channel_status === REFUND_CHANNEL_STATUS.PROCESSING ? <Text className='refund-detail__tip'>{t('refund:detail.transferring')}</Text> : null}
              {r.channel_status === REFUND_CHANNEL_STATUS.FAILED ? <Text className='refund-detail__tip'>{t('refund:detail.channelFailed')}</Text> : null}
              {r.refund_status === REFUND_STATUS.REFUSED && r.refuse_reason ? <Text className='refund-detail__tip'>{t('refund:detail.refuseReason')}: {r.refuse_reason}</Text> : null}
            </View>

            {r.actions.includes('delivery') ? <ReturnParcelForm orderGoodsId={r.order_goods_id} onSent={load} /> : null}

            {r.can_complain || r.refund_status === REFUND_STATUS.REFUSED ? (
              <View className='order-block refund-complain-entry' onClick={() => go(refundApplyUrl(ROUTES.orderComplain, r.order_goods_id))}>
                <Text className='order-block__text'>{t(r.can_complain ? 'refund:complain.entry' : 'refund:complain.view')} ›</Text>
              </View>
            ) : null}

            {r.refund_address ? (
              <View className='order-block refund-address'>
                <Text className='order-block__title'>{t('refund:detail.returnAddress')}</Text>
                <Text className='order-block__text'>{r.refund_address}</Text>
              </View>
            ) : null}

            <View className='order-block'>
              <Text className='order-block__title'>{r.site_name}</Text>
              <OrderLines lines={[r.order_goods]} />
            </View>

            <View className='order-block refund-money'>
              <InfoRow label={t(paid ? 'refund:detail.refundMoney' : 'refund:detail.applyMoney')} className='refund-money__total'>{formatMoney(paid ? r.refund_money : r.apply_money)}</InfoRow>
              {paid && r.refund_balance > 0 ? <InfoRow label={t('refund:detail.refundBalance')} className='refund-money__balance'>{formatMoney(r.refund_balance)}</InfoRow> : null}
              {paid && r.refund_channel > 0 ? <InfoRow label={t('refund:detail.refundChannel')} className='refund-money__channel'>{formatMoney(r.refund_channel)}</InfoRow> : null}
              {paid && r.refund_point > 0 ? <InfoRow label={t('refund:detail.refundPoint')}>{r.refund_point}</InfoRow> : null}
            </View>

            <View className='order-block'>
              <InfoRow label={t('refund:detail.refundNo')}>{r.refund_no}</InfoRow>
              <InfoRow label={t('refund:detail.type')}>{r.refund_type_name}</InfoRow>
              <InfoRow label={t('refund:detail.reason')}>{r.refund_reason_name}</InfoRow>
              {/* the buyer's words, as text */}
              {r.refund_remark ? <InfoRow label={t('refund:detail.remark')} className='refund-remark-text'>{r.refund_remark}</InfoRow> : null}
              <InfoRow label={t('refund:detail.applyTime')}>{formatDateTime(r.apply_time)}</InfoRow>
              {r.refund_delivery_no ? <InfoRow label={t('refund:detail.returnParcel')} className='refund-parcel'>{`${r.refund_delivery_name} ${r.refund_delivery_no}`}</InfoRow> : null}
              {r.refund_images.length ? (
                <View className='refund-detail__images'>
                  {r.refund_images.map((p) => <Image key={p} className='refund-detail__image' src={img(p, 'mid')} mode='aspectFill' />)}
                </View>
              ) : null}
            </View>

            {r.history.length ? (
              <View className='order-block refund-history'>
                <Text className='order-block__title'>{t('refund:detail.history')}</Text>
                {[...r.history].reverse().map((h, i) => (
                  <View key={`${h.time}-${i}`} className='refund-detail__history-item'>
                    <Text className='refund-history__move'>{t('refund:detail.move', { side: t(`refund:detail.side.${h.side}`), status: t(`refund:statusName.${h.to_status}`, { defaultValue: String(h.to_status) }) })}</Text>
                    <Text>{formatDateTime(h.time)}</Text>
                  </View>
                ))}
              </View>
            ) : null}
          </View>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell
      title={t('refund:detail.title')}
      className='refund-detail-page'
      bottom={refund && refund.actions.some((a) => a === 'cancel' || a === 'apply') ? (
        <View className='order-bottom'>
          <RefundActions actions={refund.actions.filter((a) => a !== 'delivery')} busy={busy} onAction={(a) => run(refund.order_goods_id, a)} />
        </View>
      ) : undefined}
    >
      {body}
    </PageShell>
  )
}
