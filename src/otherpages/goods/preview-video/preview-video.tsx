import { useState } from 'react'
import { View, Text, Video } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { videoSrc } from '@/features/brand/video'
import '@/features/brand/i18n'
import { apiBase } from '@/services/request'
import './preview-video.scss'

/** Plays a goods' video (the `url` parameter) with the platform's video component. */
export default function PreviewVideoPage() {
  const { t } = useTranslation()
  const [src] = useState(() =>
    videoSrc(Taro.getCurrentInstance().router?.params?.url, apiBase(), typeof location !== 'undefined' && location.protocol === 'https:'),
  )
  const [failed, setFailed] = useState(false)

  return (
    <PageShell title={t('brand:video.title')}>
      <View className={`preview-video${src ? ' preview-video--dark' : ''}`}>
        {src ? (
          <>
            <Video
              id='preview-video'
              className='preview-video__player'
              src={src}
              controls
              autoplay
              showCenterPlayBtn
              objectFit='contain'
              onError={() => setFailed(true)}
              onPlay={() => setFailed(false)}
            />
            {failed ? <Text className='preview-video__error'>{t('brand:video.failed')}</Text> : null}
          </>
        ) : (
          <Empty tip={t('brand:video.missing')} />
        )}
      </View>
    </PageShell>
  )
}
