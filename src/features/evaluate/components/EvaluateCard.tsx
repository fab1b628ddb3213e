import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import { formatDate } from '@/utils/date'
import type { EvaluateItem } from '../api'
import { daysBetween } from '../rules'
import { StarRating } from './StarRating'
import '../i18n'
import './EvaluateCard.scss'

function Pictures({ paths, className }: { paths: string[]; className: string }) {
  if (!paths.length) return null
  const urls = paths.map((p) => img(p, 'big'))
  return (
    <View className={`evaluate-card__images ${className}`}>
      {paths.map((p, i) => (
        <Image
          key={`${p}-${i}`}
          className='evaluate-card__image'
          src={img(p, 'mid')}
          mode='aspectFill'
          onClick={() => Taro.previewImage({ current: urls[i], urls }).catch(() => undefined)}
        />
      ))}
    </View>
  )
}

/**
 * One evaluation. Every text a member or shop wrote is a Text child: shown as typed, never parsed as
 * HTML (RichText is not used here on purpose).
 */
export function EvaluateCard({ item, showSpec = true }: { item: EvaluateItem; showSpec?: boolean }) {
  const { t } = useTranslation()
  const days = item.again_time ? daysBetween(item.create_time, item.again_time) : 0
  return (
    <View className='evaluate-card' data-evaluate-id={item.evaluate_id}>
      <View className='evaluate-card__head'>
        <Image className='evaluate-card__avatar' src={img(item.member_headimg, 'small', 'default_headimg')} mode='aspectFill' />
        <View className='evaluate-card__who'>
          <Text className='evaluate-card__name'>{item.member_name}</Text>
          <StarRating value={item.scores} size='small' />
        </View>
        <Text className='evaluate-card__date'>{formatDate(item.create_time)}</Text>
      </View>
      <Text className={`evaluate-card__content${item.content ? '' : ' evaluate-card__content--none'}`}>
        {item.content || t('evaluate:noContent')}
      </Text>
      <Pictures paths={item.images} className='evaluate-card__images--first' />
      {showSpec && item.spec_name ? <Text className='evaluate-card__spec'>{item.spec_name}</Text> : null}
      {item.explain_first ? (
        <View className='evaluate-card__reply'>
          <Text className='evaluate-card__reply-label'>{t('evaluate:shopReply')}</Text>
          <Text className='evaluate-card__reply-text'>{item.explain_first}</Text>
        </View>
      ) : null}
      {item.again_time ? (
        <View className='evaluate-card__again'>
          <Text className='evaluate-card__again-label'>
            {days ? t('evaluate:againAfter', { count: days }) : t('evaluate:againSameDay')}
          </Text>
          {item.again_content ? <Text className='evaluate-card__again-content'>{item.again_content}</Text> : null}
          <Pictures paths={item.again_images} className='evaluate-card__images--again' />
        </View>
      ) : null}
    </View>
  )
}
