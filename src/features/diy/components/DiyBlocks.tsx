import { useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import { Carousel, slideImageProps } from '@/platform/carousel'
import { go } from '@/utils/navigate'
import { ROUTES } from '@/constants/routes'
import type { DiyBannerComponent, DiyLink, DiyNavComponent, DiyNoticeComponent } from '../types'

/** In-app links only: decoration may carry empty or external links that the app cannot open. */
export function openDiyLink(link?: DiyLink | string) {
  const url = typeof link === 'string' ? link : link?.wap_url
  if (url && url.startsWith('/')) go(url)
}

function useEnglish(): boolean {
  const { i18n } = useTranslation()
  return (i18n.language ?? '').toLowerCase().startsWith('en')
}

/** Title in the current language: title_en in English when present. */
export function useLocalTitle(item: { title?: string; title_en?: string }): string {
  const en = useEnglish()
  return (en && item.title_en) || item.title || ''
}

export function DiyBanner({ data }: { data: DiyBannerComponent }) {
  if (!data.list?.length) return null
  return (
    <View className='diy-banner'>
      <Carousel
        className='diy-banner__swiper'
        autoplay={data.list.length > 1}
        loop
        indicator
        slides={data.list.map((item, i) => (
          <Image
            key={i}
            className='diy-banner__image'
            src={img(item.image, 'big')}
            mode='aspectFill'
            onClick={() => openDiyLink(item.link)}
            {...slideImageProps(i)}
          />
        ))}
      />
    </View>
  )
}

function NavCell({ item }: { item: DiyNavComponent['list'][number] }) {
  const title = useLocalTitle(item)
  return (
    <View className='diy-nav__item' onClick={() => openDiyLink(item.link)}>
      <Image className='diy-nav__icon' src={img(item.icon, 'small', 'default_category_img')} mode='aspectFit' />
      <Text className='diy-nav__title'>{title}</Text>
    </View>
  )
}

/** Icon grid, five a row. */
export function DiyNav({ data }: { data: DiyNavComponent }) {
  if (!data.list?.length) return null
  return (
    <View className='diy-nav'>
      {data.list.map((item, i) => (
        <NavCell key={i} item={item} />
      ))}
    </View>
  )
}

export function DiyNotice({ data }: { data: DiyNoticeComponent }) {
  const { t } = useTranslation()
  const en = useEnglish()
  const [index, setIndex] = useState(0)
  const count = data.list?.length ?? 0
  useEffect(() => {
    if (count < 2) return
    const id = setInterval(() => setIndex((i) => (i + 1) % count), 3000)
    return () => clearInterval(id)
  }, [count])
  if (!count) return null
  const item = data.list[index % count]
  return (
    <View className='diy-notice' onClick={() => openDiyLink(item.link)}>
      <Text className='diy-notice__label'>{t('pages:home.notice')}</Text>
      <Text className='diy-notice__text'>{(en && item.title_en) || item.title}</Text>
      <Text
        className='diy-notice__more'
        onClick={(e) => {
          e.stopPropagation()
          go(ROUTES.noticeList)
        }}
      >
        {t('pages:home.more')}
      </Text>
    </View>
  )
}

export function BlockTitle({ title, more }: { title: string; more?: () => void }) {
  const { t } = useTranslation()
  if (!title) return null
  return (
    <View className='diy-block__head'>
      <Text className='diy-block__title'>{title}</Text>
      {more ? (
        <Text className='diy-block__more' onClick={more}>
          {t('pages:home.more')}
        </Text>
      ) : null}
    </View>
  )
}
