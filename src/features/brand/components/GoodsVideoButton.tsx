import { View, Text } from '@tarojs/components'
import { PlayCircleFill } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { go } from '@/utils/navigate'
import { previewVideoUrl } from '../links'
import '../i18n'
import './GoodsVideoButton.scss'

/** A play button over the goods gallery, only when the goods has a video; opens the video page. */
export function GoodsVideoButton({ videoUrl }: { videoUrl?: string | null }) {
  const { t } = useTranslation()
  const url = (videoUrl ?? '').trim()
  if (!url) return null
  return (
    <View className='goods-video-button' onClick={() => go(previewVideoUrl(url))}>
      <PlayCircleFill size={18} />
      <Text className='goods-video-button__text'>{t('brand:video.play')}</Text>
    </View>
  )
}

export default GoodsVideoButton
