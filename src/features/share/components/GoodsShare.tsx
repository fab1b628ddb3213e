import '../i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Button as NativeButton, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { Share } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { getEnv } from '@/platform/env'
import type { ShareData } from '@/platform/share'
import { toast } from '@/services/toast'
import { PosterPopup } from './PosterPopup'
import './GoodsShare.scss'

export interface GoodsShareProps {
  data: ShareData
  /** what the poster shows */
  poster: { name: string; priceText: string; imageUrl: string }
}

/** Which entries the share sheet offers here. */
export function shareEntries(env: { target: string; browser: string }, canSystemShare: boolean): Array<'friend' | 'poster' | 'wechatTip' | 'system' | 'copy'> {
  if (env.target !== 'h5') return ['friend', 'poster']
  if (env.browser === 'wechat') return ['wechatTip', 'copy']
  return canSystemShare ? ['system', 'copy'] : ['copy']
}

type NavigatorShare = { share?: (d: { title?: string; text?: string; url?: string }) => Promise<void> }

/**
 * The goods detail's share button and sheet: in the mini-programs the native share to a chat and the
 * poster; in the WeChat browser a pointer to its menu (the JSSDK has the data); elsewhere the
 * browser's own share sheet where there is one, and copying the link.
 */
export function GoodsShare({ data, poster }: GoodsShareProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [posterOpen, setPosterOpen] = useState(false)
  const nav = (typeof navigator === 'undefined' ? {} : navigator) as NavigatorShare
  const entries = shareEntries(getEnv(), typeof nav.share === 'function')

  const copy = () => {
    setOpen(false)
    Taro.setClipboardData({ data: data.link })
      .then(() => toast(t('share:copied')))
      .catch(() => undefined)
  }
  const systemShare = () => {
    setOpen(false)
    nav.share?.({ title: data.title, text: data.desc, url: data.link }).catch(() => undefined)
  }

  return (
    <>
      <View className='share-button' onClick={() => setOpen(true)}>
        <Share size={18} />
      </View>
      <Popup visible={open} position='bottom' round onClose={() => setOpen(false)} className='share-sheet'>
        <View className='share-sheet__body'>
          <Text className='share-sheet__title'>{t('share:title')}</Text>
          <View className='share-sheet__entries'>
            {entries.map((e) => {
              if (e === 'friend') {
                return (
                  <NativeButton key={e} className='share-sheet__entry share-sheet__friend' openType='share' onClick={() => setOpen(false)}>
                    {t('share:friend')}
                  </NativeButton>
                )
              }
              if (e === 'wechatTip') return <Text key={e} className='share-sheet__tip'>{t('share:wechatTip')}</Text>
              const label = e === 'poster' ? t('share:poster') : e === 'system' ? t('share:systemShare') : t('share:copyLink')
              const onClick = e === 'poster' ? () => { setOpen(false); setPosterOpen(true) } : e === 'system' ? systemShare : copy
              return (
                <View key={e} className={`share-sheet__entry share-sheet__${e}`} onClick={onClick}>
                  <Text>{label}</Text>
                </View>
              )
            })}
          </View>
          <View className='share-sheet__cancel' onClick={() => setOpen(false)}>
            <Text>{t('share:cancel')}</Text>
          </View>
        </View>
      </Popup>
      {entries.includes('poster') ? (
        <PosterPopup
          visible={posterOpen}
          onClose={() => setPosterOpen(false)}
          name={poster.name}
          priceText={poster.priceText}
          imageUrl={poster.imageUrl}
          link={data.link}
        />
      ) : null}
    </>
  )
}
