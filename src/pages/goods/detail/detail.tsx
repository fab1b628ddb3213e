import { useEffect, useState } from 'react'
import { View, Text, RichText } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ShopCard } from '@/components/ShopCard/ShopCard'
import { ErrorState } from '@/components/StateViews/StateViews'
import { fetchGoodsDetail } from '@/features/catalog/api'
import type { GoodsSku } from '@/features/catalog/types'
import { GoodsBuyBar } from '@/features/catalog/components/GoodsBuyBar'
import { GoodsGallery } from '@/features/catalog/components/GoodsGallery'
import { GoodsSkuOptions } from '@/features/catalog/components/GoodsSkuOptions'
import { GoodsSummary } from '@/features/catalog/components/GoodsSummary'
import { shopIndexUrl } from '@/features/shop/links'
import { img } from '@/services/image'
import { formatMoney } from '@/utils/money'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { currentRoute, go, replaceRouteQuery } from '@/utils/navigate'
import { loginUrl } from '@/features/links'
import { addToCart, syncCartCountFor } from '@/features/cart/api'
import { buyNowUrl } from '@/features/cart/links'
import { SkuPicker } from '@/features/cart/components/SkuPicker'
import { goodsLimits } from '@/features/cart/quantity'
import { goodsCouponUrl } from '@/features/coupon/links'
import '@/features/cart/i18n'
import { GoodsShare, useGoodsShare } from '@/features/share'
import { useFootprint } from '@/features/favorite/components/CollectButton'
import { GoodsEvaluateSummary } from '@/features/evaluate/components/GoodsEvaluateSummary'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
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
  const [sku, setSku] = useState<GoodsSku | null>(null)
  const token = useAppStore((st) => st.token)
  const [picker, setPicker] = useState<'cart' | 'buy' | null>(null)
  const [busy, setBusy] = useState(false)

  const detail = useResource(
    async () => {
      const res = await fetchGoodsDetail(skuId ? { sku_id: skuId } : { goods_id: goodsId })
      const skus = res.goods.skus ?? []
      setSku(skus.find((s) => s.sku_id === skuId) ?? skus.find((s) => s.stock > 0) ?? skus[0] ?? null)
      return res
    },
    { deps: [skuId, goodsId], enabled: Boolean(skuId || goodsId) },
  )
  const data = detail.data
  const goods = data?.goods

  // the address follows the chosen SKU (replaced, not pushed) so that reloading or sharing keeps it,
  // and so do the links back here (the login page's return)
  const choose = (s: GoodsSku) => {
    setSku(s)
    replaceRouteQuery({ sku_id: s.sku_id })
  }

  // the bar's cart badge: true for this session's token even when no tab page was shown yet
  useEffect(() => syncCartCountFor(token), [token])
  useFootprint(goods?.goods_id, token)

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

  // the share data of every surface (JSSDK, mini-program menus, poster); the link credits the sharer
  const shareData = useGoodsShare(goods, sku?.sku_id ?? null, sku?.price ?? null)
  const content =
    !skuId && !goodsId ? (
      <ErrorState message={t('pages:goodsDetail.missing')} />
    ) : (
      <ResourceView resource={detail} loadingRows={2}>
        {({ goods: g, shop }) => (
          <View className='goods-detail'>
            <GoodsGallery images={g.images?.length ? g.images : sku?.sku_image ? [sku.sku_image] : []} videoUrl={g.video_url} />
            <GoodsSummary goods={g} sku={sku} token={token} />
            <GoodsSkuOptions goods={g} sku={sku} onChoose={choose} />

            <View className='goods-detail__card goods-detail__coupon' onClick={() => go(goodsCouponUrl(g.goods_id))}>
              <Text className='goods-detail__coupon-label'>{t('cart:detail.coupon')}</Text>
              <Text className='goods-detail__coupon-tip'>{t('cart:detail.couponTip')}</Text>
              <ArrowRight size={12} />
            </View>

            <GoodsEvaluateSummary goodsId={g.goods_id} count={g.evaluate ?? 0} goodRate={g.evaluate_good_rate ?? 0} />

            {shop ? (
              <View className='goods-detail__shop'>
                <ShopCard shop={shop} onClick={() => go(shopIndexUrl(shop.site_id))} />
              </View>
            ) : null}

            <View className='goods-detail__card'>
              <Text className='goods-detail__section'>{t('pages:goodsDetail.description')}</Text>
              {g.description ? (
                <RichText className='goods-detail__desc' nodes={g.description} />
              ) : (
                <Text className='goods-detail__none'>{t('pages:goodsDetail.noDescription')}</Text>
              )}
            </View>
          </View>
        )}
      </ResourceView>
    )

  return (
    <PageShell
      title={t('pages:goodsDetail.title')}
      bottom={goods ? <GoodsBuyBar onPick={openPicker} /> : null}
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
