import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { fetchBrandPage, type GoodsBrand } from '@/features/brand/api'
import { brandGoodsUrl } from '@/features/brand/links'
import '@/features/brand/i18n'
import { img } from '@/services/image'
import { go } from '@/utils/navigate'
import './brand.scss'

const PAGE_SIZE = 18

/** Brand wall: recommended brands first; a brand opens the goods list of that brand. */
export default function BrandWallPage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('brand:wall.title')} body='fixed'>
      <PullList<GoodsBrand>
        pageSize={PAGE_SIZE}
        fetchPage={(page, pageSize) => fetchBrandPage(page, pageSize)}
        keyOf={(b) => b.brand_id}
        listClassName='brand-wall mall-list-top'
        renderItem={(b) => (
          <View className={`brand-cell${b.is_recommend ? ' brand-cell--recommend' : ''}`} onClick={() => go(brandGoodsUrl(b.brand_id))}>
            <Image className='brand-cell__logo' src={img(b.image, 'small', 'default_brand_img')} mode='aspectFit' lazyLoad />
            <Text className='brand-cell__name'>{b.brand_name}</Text>
            <Text className='brand-cell__count'>{t('brand:wall.goodsCount', { count: b.goods_count })}</Text>
            {b.is_recommend ? <Text className='brand-cell__tag'>{t('brand:wall.recommended')}</Text> : null}
          </View>
        )}
        empty={<Empty tip={t('brand:wall.empty')} />}
      />
    </PageShell>
  )
}
