import { useState } from 'react'
import { View, Text, Image, Textarea } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { CheckNormal, Checked } from '@nutui/icons-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { fetchEvaluateData, submitEvaluation, submitFollowUp, uploadEvaluateImage, type EvaluateLine } from '@/features/evaluate/api'
import { EvaluateCard } from '@/features/evaluate/components/EvaluateCard'
import { ImageUploader } from '@/components/ImageUploader/ImageUploader'
import { StarRating } from '@/features/evaluate/components/StarRating'
import { orderEvaluateUrl } from '@/features/evaluate/links'
import { addPayload, againPayload, DEFAULT_SCORE, draftProblem, MAX_IMAGES, explainTypeOf, MAX_CONTENT, type ShopScores } from '@/features/evaluate/rules'
import '@/features/evaluate/i18n'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { img } from '@/services/image'
import { toast } from '@/services/toast'
import { formatDate } from '@/utils/date'
import './evaluate.scss'

interface Draft {
  scores: number
  content: string
  images: string[]
}

const emptyDraft = (): Draft => ({ scores: DEFAULT_SCORE, content: '', images: [] })

function orderIdParam(): number | undefined {
  const n = Number(Taro.getCurrentInstance().router?.params?.order_id)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

function LineHead({ line }: { line: EvaluateLine }) {
  return (
    <View className='evaluate-line__goods'>
      <Image className='evaluate-line__image' src={img(line.sku_image, 'small')} mode='aspectFill' />
      <View className='evaluate-line__names'>
        <Text className='evaluate-line__name'>{line.sku_name}</Text>
        {line.spec_name ? <Text className='evaluate-line__spec'>{line.spec_name}</Text> : null}
      </View>
    </View>
  )
}

/**
 * /otherpages/order/evaluate/evaluate?order_id=: the first evaluation of a received or completed order
 * (each line: goods score, text, up to 6 pictures; the shop's three scores; anonymous), then the
 * follow-up of each evaluated line while its window is open.
 */
export default function OrderEvaluatePage() {
  const { t } = useTranslation()
  const orderId = orderIdParam()
  const [drafts, setDrafts] = useState<Record<number, Draft>>({})
  const [shop, setShop] = useState<ShopScores>({ shop_desccredit: DEFAULT_SCORE, shop_servicecredit: DEFAULT_SCORE, shop_deliverycredit: DEFAULT_SCORE })
  const [anonymous, setAnonymous] = useState(false)
  const [busy, setBusy] = useState(false)

  const resource = useResource(
    () =>
      orderId
        ? fetchEvaluateData(orderId).then((d) => {
            setDrafts({})
            return d
          })
        : Promise.reject(new Error('no order')),
    { login: true },
  )
  const data = resource.data
  const load = resource.reload

  const draftOf = (id: number) => drafts[id] ?? emptyDraft()
  const setDraft = (id: number, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [id]: { ...(d[id] ?? emptyDraft()), ...patch } }))

  const mode = !data ? null : data.can_evaluate ? 'first' : data.can_again ? 'again' : 'done'
  const lines = data?.order_goods ?? []
  const open = mode === 'first' ? lines.filter((l) => l.can_evaluate) : mode === 'again' ? lines.filter((l) => l.can_again) : []

  const submit = async () => {
    if (!data || busy) return
    const written = open.map((l) => ({ order_goods_id: l.order_goods_id, sku_id: l.sku_id, ...draftOf(l.order_goods_id) }))
    const problem = draftProblem(written)
    if (problem) {
      toast(t(`evaluate:${problem.key}`, { max: problem.max }))
      return
    }
    const again = mode === 'again' ? againPayload(data.order_id, written) : null
    if (again && !again.goods_evaluate.length) {
      toast(t('evaluate:againEmpty'))
      return
    }
    setBusy(true)
    try {
      if (again) {
        await submitFollowUp(again)
        toast(t('evaluate:againSubmitted'))
      } else {
        const r = await submitEvaluation(addPayload(data, written, shop, anonymous))
        const gifts = [
          r.point > 0 ? t('evaluate:rewardPoint', { count: r.point }) : '',
          r.growth > 0 ? t('evaluate:rewardGrowth', { count: r.growth }) : '',
        ].filter(Boolean)
        toast(gifts.length ? t('evaluate:reward', { text: gifts.join(' ') }) : t('evaluate:submitted'))
      }
      load()
    } catch {
      // the request layer showed the server's reason (already evaluated, window closed …); show what is true now
      load()
    } finally {
      setBusy(false)
    }
  }

  const body = (
    <ResourceView
      resource={resource}
      login={{ tip: t('evaluate:loginTip'), back: orderId ? orderEvaluateUrl(orderId) : undefined }}
      loadingRows={2}
      errorMessage={() => (orderId ? undefined : t('evaluate:missing'))}
      retry={Boolean(orderId)}
    >
      {(data) => (
        <View className='order-evaluate'>
          {lines.map((line) => {
            const d = draftOf(line.order_goods_id)
            const editing = open.includes(line)
            return (
              <View key={line.order_goods_id} className='evaluate-line' data-order-goods-id={line.order_goods_id}>
                <LineHead line={line} />
                {line.evaluate ? <EvaluateCard item={line.evaluate} showSpec={false} /> : null}
                {mode === 'first' && !line.can_evaluate ? <Text className='evaluate-line__note'>{t('evaluate:refunded')}</Text> : null}
                {editing ? (
                  <View className='evaluate-line__form'>
                    {mode === 'first' ? (
                      <View className='evaluate-line__score'>
                        <Text className='evaluate-line__label'>{t('evaluate:goodsScore')}</Text>
                        <StarRating value={d.scores} onChange={(n) => setDraft(line.order_goods_id, { scores: n })} />
                        <Text className='evaluate-line__score-name'>
                          {t(`evaluate:scoreNames.${d.scores}`)} · {t(`evaluate:explain.${explainTypeOf(d.scores)}`)}
                        </Text>
                      </View>
                    ) : null}
                    <Textarea
                      className='evaluate-line__content'
                      value={d.content}
                      maxlength={MAX_CONTENT}
                      placeholder={t(mode === 'again' ? 'evaluate:againPlaceholder' : 'evaluate:placeholder')}
                      onInput={(e) => setDraft(line.order_goods_id, { content: e.detail.value })}
                    />
                    <ImageUploader value={d.images} onChange={(images) => setDraft(line.order_goods_id, { images })} max={MAX_IMAGES} upload={uploadEvaluateImage} className='evaluate-images' />
                  </View>
                ) : null}
              </View>
            )
          })}

          {mode === 'first' ? (
            <View className='evaluate-shop'>
              <Text className='evaluate-shop__title'>{t('evaluate:shopScores')}</Text>
              {(['shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit'] as const).map((key) => (
                <View key={key} className={`evaluate-shop__row evaluate-shop__row--${key}`}>
                  <Text className='evaluate-shop__label'>{t(`evaluate:${key.replace('shop_', '')}`)}</Text>
                  <StarRating value={shop[key]} onChange={(n) => setShop((s) => ({ ...s, [key]: n }))} />
                </View>
              ))}
              <View className={`evaluate-anonymous${anonymous ? ' evaluate-anonymous--on' : ''}`} role='checkbox' aria-checked={anonymous} onClick={() => setAnonymous((a) => !a)}>
                {anonymous ? <Checked size={18} /> : <CheckNormal size={18} />}
                <Text className='evaluate-anonymous__text'>{t('evaluate:anonymous')}</Text>
              </View>
            </View>
          ) : null}

          {mode === 'again' && data.again_deadline ? (
            <Text className='order-evaluate__deadline'>{t('evaluate:againDeadline', { date: formatDate(data.again_deadline) })}</Text>
          ) : null}
          {mode === 'done' ? (
            <Text className='order-evaluate__done'>{data.is_evaluate ? t('evaluate:againClosed') : t('evaluate:alreadyDone')}</Text>
          ) : null}
        </View>
      )}
    </ResourceView>
  )

  const bar = mode === 'first' || mode === 'again' ? (
    <View className='order-evaluate__bar'>
      <Button className='order-evaluate__submit' type='primary' block loading={busy} onClick={() => void submit()}>
        {t('evaluate:submit')}
      </Button>
    </View>
  ) : null

  return (
    <PageShell title={t(mode === 'again' ? 'evaluate:againTitle' : 'evaluate:title')} bottom={bar}>
      {body}
    </PageShell>
  )
}
