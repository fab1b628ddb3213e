import '@/features/refund/i18n'
import { useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ChoiceChips } from '@/features/refund/components/ChoiceChips'
import { ImageUploader } from '@/components/ImageUploader/ImageUploader'
import { OrderLines } from '@/features/order/components/OrderLines'
import { applyRefund, fetchRefundData, type RefundData } from '@/features/refund/api'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { applyProblem, MAX_REMARK, refundApplyUrl } from '@/features/refund/rules'
import { ROUTES } from '@/constants/routes'
import { REFUND_TYPE, uploadImage, type RefundType } from '@/services/api/contract.gen'
import { toast } from '@/services/toast'
import { formatMoney } from '@/utils/money'
import { go } from '@/utils/navigate'
import '@/features/refund/components/RefundActions'
import { idParam } from '@/utils/pageParams'

const uploadEvidence = async (path: string) => (await uploadImage(path, { path: 'refund' })).pic_path

/**
 * The refund application of one order line: refund only, or return and refund once the goods left;
 * a reason from the server's list, details, up to six evidence pictures; the amount is the server's
 * (the line's share of what the order really paid), shown by the way it goes back.
 */
export default function RefundApplyPage() {
  const { t } = useTranslation()
  const [lineId] = useState(() => idParam('order_goods_id'))
  const [type, setType] = useState<RefundType>(REFUND_TYPE.REFUND)
  const [reason, setReason] = useState('')
  const [remark, setRemark] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [sending, setSending] = useState(false)

  const resource = useResource(
    () =>
      lineId
        ? fetchRefundData(lineId).then((d) => {
            setType(d.refund_type_list[0]?.value ?? REFUND_TYPE.REFUND)
            return d
          })
        : Promise.reject(new Error('no line')),
    { login: true },
  )
  const data = resource.data

  const submit = async () => {
    if (!data || sending) return
    const problem = applyProblem({ refund_type: type, refund_reason: reason, refund_remark: remark, images }, data.max_images)
    if (problem) return toast(t(problem.key, problem.values))
    setSending(true)
    try {
      await applyRefund({ order_goods_id: lineId, refund_type: type, refund_reason: reason as RefundData['refund_reason_list'][number]['value'], refund_remark: remark.trim() || undefined, refund_images: images.length ? images : undefined })
      toast(t('refund:apply.submitted'))
      go(refundApplyUrl(ROUTES.orderRefundDetail, lineId), 'redirectTo')
    } catch {
      // the request layer showed the server's reason
    } finally {
      setSending(false)
    }
  }

  const body = (
    <ResourceView resource={resource} login={{ tip: t('refund:activist.loginTip') }} loadingRows={2} retry={Boolean(lineId)}>
      {(data) => (
        <View className='refund-form' data-order-goods-id={lineId}>
          <View className='order-block'>
            <OrderLines lines={[data.order_goods]} />
          </View>
          {!data.can_apply ? (
            <View className='order-block'>
              <Text className='order-block__sub refund-form__closed'>{t('refund:apply.notAllowed')}</Text>
            </View>
          ) : null}
          <View className='order-block'>
            <Text className='order-block__title'>{t('refund:apply.type')}</Text>
            <ChoiceChips options={data.refund_type_list} value={type} onChange={setType} itemClass='refund-type' />
          </View>
          <View className='order-block'>
            <Text className='order-block__title'>{t('refund:apply.reason')}</Text>
            <ChoiceChips options={data.refund_reason_list} value={reason} onChange={setReason} itemClass='refund-reason' />
          </View>
          <View className='order-block'>
            <Text className='order-block__title'>{t('refund:apply.amount')}</Text>
            <Text className='refund-form__money refund-apply-money'>{formatMoney(data.refund_money)}</Text>
            <View className='refund-form__ways'>
              {data.refund_balance > 0 ? <Text>{t('refund:apply.toBalance', { money: formatMoney(data.refund_balance) })}</Text> : null}
              {data.refund_channel > 0 ? <Text>{t('refund:apply.toChannel', { money: formatMoney(data.refund_channel) })}</Text> : null}
              {data.refund_point > 0 ? <Text>{t('refund:apply.toPoint', { point: data.refund_point })}</Text> : null}
              {data.refund_delivery_money > 0 ? <Text>{t('refund:apply.freight', { money: formatMoney(data.refund_delivery_money) })}</Text> : null}
            </View>
          </View>
          <View className='order-block'>
            <Text className='order-block__title'>{t('refund:apply.remark')}</Text>
            <Textarea
              className='refund-form__textarea refund-remark'
              value={remark}
              maxlength={MAX_REMARK}
              placeholder={t('refund:apply.remarkPlaceholder')}
              onInput={(e) => setRemark(e.detail.value)}
            />
          </View>
          <View className='order-block'>
            <Text className='order-block__title'>{t('refund:apply.images')}</Text>
            <Text className='order-block__sub'>{t('refund:apply.imagesTip', { max: data.max_images })}</Text>
            <ImageUploader value={images} onChange={setImages} max={data.max_images} upload={uploadEvidence} />
          </View>
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell
      title={t('refund:apply.title')}
      className='refund-apply'
      bottom={data && data.can_apply ? (
        <View className='order-bottom'>
          <Button className='refund-submit' type='primary' block loading={sending} onClick={() => void submit()}>{t('refund:apply.submit')}</Button>
        </View>
      ) : undefined}
    >
      {body}
    </PageShell>
  )
}
