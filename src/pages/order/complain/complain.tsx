import '@/features/refund/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Textarea, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ChoiceChips } from '@/features/refund/components/ChoiceChips'
import { ImageUploader } from '@/components/ImageUploader/ImageUploader'
import { OrderLines } from '@/features/order/components/OrderLines'
import { fetchComplaint, sendComplaint, withdrawComplaint, type ComplainReason } from '@/features/refund/api'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { MAX_REMARK } from '@/features/refund/rules'
import '@/features/refund/components/RefundActions'
import { uploadImage } from '@/services/api/contract.gen'
import { img } from '@/services/image'
import { toast } from '@/services/toast'
import { formatDateTime } from '@/utils/date'
import { idParam } from '@/utils/pageParams'
import { InfoRow } from '@/features/order/components/InfoRow'

const uploadEvidence = async (path: string) => (await uploadImage(path, { path: 'refund' })).pic_path

/**
 * A complaint to the platform about an order line's refund: the refund as it stands, the newest
 * complaint with the platform's answer, and a new complaint while one can be made (a refusal, or the
 * shop silent for 48 hours).
 */
export default function ComplainPage() {
  const { t } = useTranslation()
  const [lineId] = useState(() => idParam('order_goods_id'))
  const resource = useResource(() => (lineId ? fetchComplaint(lineId) : Promise.reject(new Error('no line'))), { login: true })
  const view = resource.data
  const setView = resource.setData
  const [reason, setReason] = useState<ComplainReason | ''>('')
  const [remark, setRemark] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [sending, setSending] = useState(false)

  const submit = async () => {
    if (!view || sending) return
    if (!reason) return toast(t('refund:complain.reasonRequired'))
    setSending(true)
    try {
      setView(await sendComplaint({ order_goods_id: lineId, complain_reason: reason, complain_remark: remark.trim() || undefined, complain_images: images.length ? images : undefined }))
      toast(t('refund:complain.submitted'))
    } catch {
      // the request layer showed the server's reason
    } finally {
      setSending(false)
    }
  }

  const withdraw = async () => {
    const answer = await Taro.showModal({ title: t('refund:confirm.title'), content: t('refund:complain.cancelConfirm'), confirmText: t('common:confirm'), cancelText: t('common:cancel') })
      .catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    try {
      setView(await withdrawComplaint(lineId))
      toast(t('refund:complain.cancelled'))
    } catch {
      // shown by the request layer
    }
  }

  const body = (
    <ResourceView resource={resource} login={{ tip: t('refund:activist.loginTip') }} loadingRows={2} retry={Boolean(lineId)}>
      {(view) => {
        const c = view.complaint
        return (
          <View className='refund-form complain' data-can-complain={view.can_complain ? 1 : 0} data-status={c?.complain_status ?? 0}>
            <View className='order-block'>
              <Text className='order-block__title'>{view.site_name}</Text>
              <OrderLines lines={[view.order_goods]} />
              <InfoRow label={t('refund:complain.refund')}>{view.refund_status_name}</InfoRow>
              {view.refuse_reason ? <InfoRow label={t('refund:complain.refuseReason')}>{view.refuse_reason}</InfoRow> : null}
            </View>
            {c ? (
              <View className='order-block complain-current'>
                <InfoRow label={t('refund:complain.status')} className='complain-status'>{c.complain_status_name}</InfoRow>
                <InfoRow label={t('refund:complain.reason')}>{c.complain_reason_name}</InfoRow>
                {c.complain_remark ? <InfoRow label={t('refund:complain.remark')} className='complain-remark-text'>{c.complain_remark}</InfoRow> : null}
                <InfoRow label={t('refund:detail.applyTime')}>{formatDateTime(c.apply_time)}</InfoRow>
                {c.complain_images.length ? (
                  <View className='refund-detail__images'>
                    {c.complain_images.map((p) => <Image key={p} className='refund-detail__image' src={img(p, 'mid')} mode='aspectFill' />)}
                  </View>
                ) : null}
                {c.result ? <InfoRow label={t('refund:complain.result')} className='complain-result'>{c.result_name}</InfoRow> : null}
                {c.platform_answer ? <InfoRow label={t('refund:complain.answer')} className='complain-answer'>{c.platform_answer}</InfoRow> : null}
              </View>
            ) : null}
            {view.can_complain ? (
              <>
                <View className='order-block'>
                  <Text className='order-block__title'>{t('refund:complain.reason')}</Text>
                  <ChoiceChips options={view.reason_list} value={reason} onChange={setReason} itemClass='complain-reason' />
                </View>
                <View className='order-block'>
                  <Text className='order-block__title'>{t('refund:complain.remark')}</Text>
                  <Textarea className='refund-form__textarea complain-remark' value={remark} maxlength={MAX_REMARK} placeholder={t('refund:complain.remarkPlaceholder')} onInput={(e) => setRemark(e.detail.value)} />
                </View>
                <View className='order-block'>
                  <Text className='order-block__title'>{t('refund:complain.images')}</Text>
                  <ImageUploader value={images} onChange={setImages} max={view.max_images} upload={uploadEvidence} />
                </View>
              </>
            ) : !c ? (
              <View className='order-block'>
                <Text className='order-block__sub complain-not-allowed'>{t('refund:complain.notAllowed')}</Text>
              </View>
            ) : null}
          </View>
        )
      }}
    </ResourceView>
  )

  const bottom = view?.can_complain ? (
    <View className='order-bottom'>
      <Button className='complain-submit' type='primary' block loading={sending} onClick={() => void submit()}>{t('refund:complain.submit')}</Button>
    </View>
  ) : view?.can_cancel ? (
    <View className='order-bottom'>
      <Button className='complain-cancel' fill='outline' block onClick={() => void withdraw()}>{t('refund:complain.cancel')}</Button>
    </View>
  ) : undefined

  return (
    <PageShell title={t('refund:complain.title')} className='complain-page' bottom={bottom}>
      {body}
    </PageShell>
  )
}
