import { useCallback, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState } from '@/components/StateViews/StateViews'
import { fetchEvaluateCounts, fetchEvaluations, type EvaluateCounts, type EvaluateFilter, type EvaluateItem } from '@/features/evaluate/api'
import { EvaluateCard } from '@/features/evaluate/components/EvaluateCard'
import '@/features/evaluate/i18n'
import { useResource } from '@/features/resource/useResource'
import './evaluate.scss'

const FILTERS: EvaluateFilter[] = ['all', 'good', 'medium', 'poor', 'image']

function goodsIdParam(): number | undefined {
  const n = Number(Taro.getCurrentInstance().router?.params?.goods_id)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

const countOf = (c: EvaluateCounts | null, f: EvaluateFilter) => (c ? (f === 'all' ? c.total : c[f]) : null)

/** /otherpages/goods/evaluate/evaluate?goods_id=: every evaluation of a goods, filtered good / medium / poor / with pictures. */
export default function GoodsEvaluatePage() {
  const { t } = useTranslation()
  const goodsId = goodsIdParam()
  const [filter, setFilter] = useState<EvaluateFilter>('all')
  // the counts label the filters; without them (a failure) the filters show bare
  const counts = useResource(() => fetchEvaluateCounts(goodsId ?? 0), { enabled: Boolean(goodsId), deps: [goodsId] }).data
  const fetchPage = useCallback((page: number, size: number) => fetchEvaluations(goodsId ?? 0, filter, page, size), [goodsId, filter])

  const tabs = (
    <View className='evaluate-filters'>
      {counts ? <Text className='evaluate-filters__rate'>{t('evaluate:goodRate', { rate: counts.good_rate })}</Text> : null}
      <View className='evaluate-filters__list'>
        {FILTERS.map((f) => {
          const n = countOf(counts, f)
          return (
            <Text
              key={f}
              className={`evaluate-filters__item${f === filter ? ' evaluate-filters__item--on' : ''}`}
              data-filter={f}
              onClick={() => setFilter(f)}
            >
              {t(`evaluate:filters.${f}`)}{n === null ? '' : ` ${n}`}
            </Text>
          )
        })}
      </View>
    </View>
  )

  return (
    <PageShell title={t('evaluate:listTitle')} body='fixed' top={goodsId ? tabs : null}>
      {goodsId ? (
        <View className='goods-evaluate-list'>
          <PullList<EvaluateItem>
            reloadKey={filter}
            fetchPage={fetchPage}
            keyOf={(item) => item.evaluate_id}
            empty={<Empty tip={t('evaluate:empty')} />}
            renderItem={(item) => <EvaluateCard item={item} />}
          />
        </View>
      ) : (
        <ErrorState message={t('evaluate:missingGoods')} />
      )}
    </PageShell>
  )
}
