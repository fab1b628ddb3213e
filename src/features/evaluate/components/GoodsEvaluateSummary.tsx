import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { go } from '@/utils/navigate'
import { fetchFirstEvaluations, type EvaluateItem } from '../api'
import { goodsEvaluateUrl } from '../links'
import { EvaluateCard } from './EvaluateCard'
import '../i18n'
import './GoodsEvaluateSummary.scss'

export interface GoodsEvaluateSummaryProps {
  goodsId: number
  /** from the goods detail (counters on the goods row): no request when there is nothing to show */
  count: number
  goodRate: number
}

/** The goods page's block: the count and good rate, the newest two evaluations, a link to all of them. */
export function GoodsEvaluateSummary({ goodsId, count, goodRate }: GoodsEvaluateSummaryProps) {
  const { t } = useTranslation()
  const [list, setList] = useState<EvaluateItem[]>([])
  useEffect(() => {
    setList([])
    if (count <= 0) return
    let live = true
    fetchFirstEvaluations(goodsId)
      .then((r) => live && setList(r.list))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [goodsId, count])

  const open = () => go(goodsEvaluateUrl(goodsId))
  return (
    <View className='goods-evaluate'>
      <View className='goods-evaluate__head' onClick={count > 0 ? open : undefined}>
        <Text className='goods-evaluate__title'>{t('evaluate:summaryTitle', { count })}</Text>
        {count > 0 ? <Text className='goods-evaluate__rate'>{t('evaluate:goodRate', { rate: goodRate })}</Text> : null}
        {count > 0 ? (
          <View className='goods-evaluate__all'>
            <Text>{t('evaluate:viewAll')}</Text>
            <ArrowRight size={12} />
          </View>
        ) : null}
      </View>
      {count > 0 ? (
        list.map((item) => <EvaluateCard key={item.evaluate_id} item={item} />)
      ) : (
        <Text className='goods-evaluate__none'>{t('evaluate:empty')}</Text>
      )}
    </View>
  )
}
