import { useEffect, useRef, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import { Carousel, slideImageProps } from '@/platform/carousel'
import { go } from '@/utils/navigate'
import { ROUTES } from '@/constants/routes'
import { useAppStore } from '@/store/app'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { ShopCard } from '@/components/ShopCard/ShopCard'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData, GoodsCardPage } from '@/features/catalog/types'
import { goodsPage, shopPage } from '@/services/api/contract.gen'
import type { ShopCardData, ShopCardPage } from '@/features/shop/types'
import { goodsQueryOf } from '../api'
import { dropBoot, peekBoot } from '../boot'
import type {
  DiyBannerComponent,
  DiyComponent,
  DiyGoodsComponent,
  DiyLink,
  DiyNavComponent,
  DiyNoticeComponent,
  DiyShopsComponent,
} from '../types'
import './Diy.scss'

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
function useLocalTitle(item: { title?: string; title_en?: string }): string {
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

function BlockTitle({ title, more }: { title: string; more?: () => void }) {
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

export function DiyGoods({ data, refreshKey }: { data: DiyGoodsComponent; refreshKey?: number }) {
  const title = useLocalTitle(data)
  // the H5 first load may carry this list in the page (../boot.ts): no request for it then
  const [goods, setGoods] = useState<GoodsCardData[] | null>(
    () => peekBoot<GoodsCardPage>(goodsPage.path, { ...goodsQueryOf(data) }, useAppStore.getState())?.list ?? null,
  )
  const fromPage = useRef(goods !== null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (fromPage.current) {
      fromPage.current = false
      dropBoot(goodsPage.path, { ...goodsQueryOf(data) })
      return
    }
    let live = true
    setFailed(false)
    fetchGoodsPage(goodsQueryOf(data), { silent: true })
      .then((res) => live && setGoods(res.list))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [data, refreshKey, attempt])

  return (
    <View className='diy-block diy-goods'>
      <BlockTitle title={title} />
      {failed && !goods ? (
        <ErrorState onRetry={() => setAttempt((a) => a + 1)} />
      ) : goods === null ? (
        <Loading rows={2} />
      ) : (
        <View className='goods-grid'>
          {goods.map((g) => (
            <GoodsCard key={g.sku_id} goods={g} />
          ))}
        </View>
      )}
    </View>
  )
}

export function DiyShops({ data, refreshKey }: { data: DiyShopsComponent; refreshKey?: number }) {
  const title = useLocalTitle(data)
  const location = useAppStore((s) => s.location)
  const lat = location?.latitude
  const lng = location?.longitude
  const pageSize = Math.min(Math.max(data.count ?? 3, 1), 50)
  // shops without a position may come with the H5 first load (../boot.ts)
  const [shops, setShops] = useState<ShopCardData[] | null>(() =>
    lat === undefined && lng === undefined
      ? peekBoot<ShopCardPage>(shopPage.path, { page: 1, page_size: pageSize }, useAppStore.getState())?.list ?? null
      : null,
  )
  const fromPage = useRef(shops !== null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (fromPage.current) {
      fromPage.current = false
      dropBoot(shopPage.path, { page: 1, page_size: pageSize })
      return
    }
    let live = true
    setFailed(false)
    // the generated call itself: features/shop/api also brings the coupon code (the buying chunk) into the home page's load
    shopPage({ page: 1, page_size: pageSize, lat, lng }, { silent: true })
      .then((res) => live && setShops(res.list))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [data, refreshKey, attempt, lat, lng])

  return (
    <View className='diy-block diy-shops'>
      <BlockTitle title={title} />
      {failed && !shops ? (
        <ErrorState onRetry={() => setAttempt((a) => a + 1)} />
      ) : shops === null ? (
        <Loading rows={1} />
      ) : (
        <View className='shop-list'>
          {shops.map((s) => (
            <ShopCard key={s.site_id} shop={s} />
          ))}
        </View>
      )}
    </View>
  )
}

export interface DiyRendererProps {
  components: DiyComponent[]
  /** Bumped by pull-down refresh so blocks reload their goods and shops. */
  refreshKey?: number
}

/** Draws decoration components in server order; unknown types are skipped. */
export function DiyRenderer({ components, refreshKey }: DiyRendererProps) {
  return (
    <>
      {components.map((c, i) => {
        const key = `${c.type}-${c.id ?? i}`
        switch (c.type) {
          case 'banner':
            return <DiyBanner key={key} data={c} />
          case 'nav':
            return <DiyNav key={key} data={c} />
          case 'notice':
            return <DiyNotice key={key} data={c} />
          case 'goods':
            return <DiyGoods key={key} data={c} refreshKey={refreshKey} />
          case 'shops':
            return <DiyShops key={key} data={c} refreshKey={refreshKey} />
          default:
            return null
        }
      })}
    </>
  )
}

export default DiyRenderer
