import { useCallback, useEffect, useState } from 'react'
import { View, Text, Image, RichText } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ArrowRight, Cart } from '@nutui/icons-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Price } from '@/components/Price/Price'
import { ShopCard } from '@/components/ShopCard/ShopCard'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { fetchGoodsDetail } from '@/features/catalog/api'
import type { GoodsDetail, GoodsSku } from '@/features/catalog/types'
import type { ShopCardData } from '@/features/shop/types'
import { shopIndexUrl } from '@/features/shop/links'
import { img } from '@/services/image'
import { Carousel, slideImageProps } from '@/platform/carousel'
import { formatMoney } from '@/utils/money'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { TAB_ROUTES } from '@/constants/routes'
import { currentRoute, go, replaceRouteQuery } from '@/utils/navigate'
import { loginUrl } from '@/features/links'
import { addToCart, syncCartCountFor } from '@/features/cart/api'
import { buyNowUrl } from '@/features/cart/links'
import { SkuPicker } from '@/features/cart/components/SkuPicker'
import { goodsLimits } from '@/features/cart/quantity'
import { goodsCouponUrl } from '@/features/coupon/links'
import '@/features/cart/i18n'
import { GoodsShare, useGoodsShare } from '@/features/share'
import { GoodsVideoButton } from '@/features/brand/components/GoodsVideoButton'
import { CollectButton, useFootprint } from '@/features/favorite/components/CollectButton'
import { GoodsEvaluateSummary } from '@/features/evaluate/components/GoodsEvaluateSummary'
import './detail.scss'

function intParam(v: string | undefined): number | undefined {
  const n = v ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** Goods detail: images, price, SKU choice with stock, the shop, the description. */
export default function GoodsDetailPage() {
  const { t } = useTranslation()
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const skuId = intParam(params.sku_id)
  const goodsId = intParam(params.goods_id)
  const [data, setData] = useState<{ goods: GoodsDetail; shop: ShopCardData } | null>(null)
  const [failed, setFailed] = useState(false)
  const [sku, setSku] = useState<GoodsSku | null>(null)
  const token = useAppStore((st) => st.token)
  const cartCount = useAppStore((st) => st.cartCount)
  const [picker, setPicker] = useState<'cart' | 'buy' | null>(null)
  const [busy, setBusy] = useState(false)

  // the address follows the chosen SKU (replaced, not pushed) so that reloading or sharing keeps it,
  // and so do the links back here (the login page's return)
  const choose = (s: GoodsSku) => {
    setSku(s)
    replaceRouteQuery({ sku_id: s.sku_id })
  }

  const load = useCallback(() => {
    setFailed(false)
    fetchGoodsDetail(skuId ? { sku_id: skuId } : { goods_id: goodsId })
      .then((res) => {
        setData(res)
        const skus = res.goods.skus ?? []
        setSku(skus.find((s) => s.sku_id === skuId) ?? skus.find((s) => s.stock > 0) ?? skus[0] ?? null)
      })
      .catch(() => setFailed(true))
  }, [skuId, goodsId])
  useEffect(load, [load])
  // the bar's cart badge: true for this session's token even when no tab page was shown yet
  useEffect(() => syncCartCountFor(token), [token])
  useFootprint(data?.goods.goods_id, token)

  // visitors log in first and come back to this goods (with the SKU they chose)
  const openPicker = (mode: 'cart' | 'buy') => {
    if (!token) {
      go(loginUrl(currentRoute()))
      return
    }
    setPicker(mode)
  }

  const confirm = async (s: GoodsSku, num: number) => {
    if (picker === 'buy') {
      setPicker(null)
      go(buyNowUrl(s.sku_id, num))
      return
    }
    setBusy(true)
    try {
      await addToCart(s.sku_id, num)
      setPicker(null)
      toast(t('cart:added'))
    } catch {
      // the request layer showed the server's reason (stock, limits); the picker stays open to adjust
    } finally {
      setBusy(false)
    }
  }

  const goods = data?.goods
  // the share data of every surface (JSSDK, mini-program menus, poster); the link credits the sharer
  const shareData = useGoodsShare(goods, sku?.sku_id ?? null, sku?.price ?? null)
  let content
  if (!skuId && !goodsId) content = <ErrorState message={t('pages:goodsDetail.missing')} />
  else if (failed && !data) content = <ErrorState onRetry={load} />
  else if (!goods) content = <Loading rows={2} />
  else {
    const images = goods.images?.length ? goods.images : sku?.sku_image ? [sku.sku_image] : []
    const price = sku?.price ?? goods.price_min
    const market = sku?.market_price ?? 0
    const stock = sku?.stock ?? goods.stock_total
    content = (
      <View className='goods-detail'>
        {images.length ? (
          <Carousel
            className='goods-detail__swiper'
            indicator
            slides={images.map((path, i) => (
              <Image
                key={i}
                className='goods-detail__image'
                src={img(path, 'big', 'default_goods_img')}
                mode='aspectFit'
                {...slideImageProps(i)}
                onClick={() =>
                  Taro.previewImage({ current: img(path, 'big'), urls: images.map((p) => img(p, 'big')) }).catch(() => undefined)
                }
              />
            ))}
          />
        ) : (
          <Image className='goods-detail__image' src={img(undefined, 'big', 'default_goods_img')} mode='aspectFit' />
        )}
        {/* only a goods with a video shows the play button (over the gallery's corner) */}
        <GoodsVideoButton videoUrl={goods.video_url} />

        <View className='goods-detail__card'>
          <View className='goods-detail__prices'>
            {sku ? (
              <Price fen={price} size='large' />
            ) : (
              <View className='goods-detail__range'>
                <Price fen={goods.price_min} size='large' />
                {goods.price_max > goods.price_min ? (
                  <>
                    <Text className='goods-detail__dash'>-</Text>
                    <Price fen={goods.price_max} size='large' />
                  </>
                ) : null}
              </View>
            )}
            {market > price ? <Price fen={market} line className='goods-detail__market' /> : null}
          </View>
          <View className='goods-detail__name-row'>
            <Text className='goods-detail__name'>{goods.goods_name}</Text>
            <CollectButton goodsId={goods.goods_id} token={token} />
          </View>
          {goods.introduction ? <Text className='goods-detail__intro'>{goods.introduction}</Text> : null}
          <View className='goods-detail__stats'>
            <Text>{t('pages:goods.sold', { count: goods.sale_num })}</Text>
            <Text className={stock > 0 ? '' : 'goods-detail__out'}>
              {stock > 0 ? t('pages:goodsDetail.stock', { count: stock, unit: goods.unit || '' }) : t('pages:goods.soldOut')}
            </Text>
          </View>
        </View>

        {goods.skus?.length ? (
          <View className='goods-detail__card goods-sku'>
            <Text className='goods-sku__title'>{t('pages:goodsDetail.chooseSpec')}</Text>
            <View className='goods-sku__options'>
              {goods.skus.map((s) => {
                const out = s.stock <= 0
                const on = sku?.sku_id === s.sku_id
                return (
                  <View
                    key={s.sku_id}
                    className={`goods-sku__option${on ? ' goods-sku__option--active' : ''}${out ? ' goods-sku__option--disabled' : ''}`}
                    onClick={() => !out && choose(s)}
                  >
                    <Text>{s.spec_name || goods.goods_name}</Text>
                  </View>
                )
              })}
            </View>
            {sku ? (
              <Text className='goods-sku__chosen'>
                {t('pages:goodsDetail.chosen', { spec: sku.spec_name || goods.goods_name })}
              </Text>
            ) : null}
          </View>
        ) : null}

        <View className='goods-detail__card goods-detail__coupon' onClick={() => go(goodsCouponUrl(goods.goods_id))}>
          <Text className='goods-detail__coupon-label'>{t('cart:detail.coupon')}</Text>
          <Text className='goods-detail__coupon-tip'>{t('cart:detail.couponTip')}</Text>
          <ArrowRight size={12} />
        </View>

        <GoodsEvaluateSummary goodsId={goods.goods_id} count={goods.evaluate ?? 0} goodRate={goods.evaluate_good_rate ?? 0} />

        {data?.shop ? (
          <View className='goods-detail__shop'>
            <ShopCard shop={data.shop} onClick={() => go(shopIndexUrl(data.shop.site_id))} />
          </View>
        ) : null}

        <View className='goods-detail__card'>
          <Text className='goods-detail__section'>{t('pages:goodsDetail.description')}</Text>
          {goods.description ? (
            <RichText className='goods-detail__desc' nodes={goods.description} />
          ) : (
            <Text className='goods-detail__none'>{t('pages:goodsDetail.noDescription')}</Text>
          )}
        </View>
      </View>
    )
  }

  const bar = goods ? (
    <View className='goods-detail__bar'>
      <View className='goods-detail__bar-cart' onClick={() => go(TAB_ROUTES.cart, 'tabbar')}>
        <Cart size={20} />
        <Text className='goods-detail__bar-label'>{t('cart:detail.cart')}</Text>
        {cartCount > 0 ? <Text className='goods-detail__bar-badge'>{cartCount > 99 ? '99+' : cartCount}</Text> : null}
      </View>
      <Button className='goods-detail__add-cart' type='warning' onClick={() => openPicker('cart')}>
        {t('cart:detail.addCart')}
      </Button>
      <Button className='goods-detail__buy-now' type='primary' onClick={() => openPicker('buy')}>
        {t('cart:detail.buyNow')}
      </Button>
    </View>
  ) : null

  return (
    <PageShell
      title={t('pages:goodsDetail.title')}
      bottom={bar}
      navRight={goods && shareData ? (
        <GoodsShare
          data={shareData}
          poster={{ name: goods.goods_name, priceText: formatMoney(sku?.price ?? goods.price_min), imageUrl: img(goods.images?.[0] || sku?.sku_image, 'big', 'default_goods_img') }}
        />
      ) : null}
    >
      {content}
      {goods ? (
        <SkuPicker
          visible={picker !== null}
          onClose={() => setPicker(null)}
          goodsName={goods.goods_name}
          unit={goods.unit}
          cover={goods.images?.[0]}
          skus={goods.skus ?? []}
          sku={sku}
          onChoose={choose}
          limits={goodsLimits(goods)}
          confirmText={picker === 'buy' ? t('cart:detail.buyNow') : t('cart:detail.addCart')}
          busy={busy}
          onConfirm={confirm}
        />
      ) : null}
    </PageShell>
  )
}
