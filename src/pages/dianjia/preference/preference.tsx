import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { Empty } from '@/components/Empty/Empty'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData } from '@/features/catalog/types'

/** Shop preferred: the platform's recommended goods. */
export default function PreferencePage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('pages:preference.title')} tab='preference' body='fixed'>
      <PullList<GoodsCardData>
        fetchPage={(page, page_size) => fetchGoodsPage({ page, page_size, recommend: 1 })}
        keyOf={(g) => g.sku_id}
        renderItem={(g) => <GoodsCard goods={g} showShop />}
        listClassName='goods-grid mall-list-top'
        empty={<Empty tip={t('pages:preference.empty')} />}
      />
    </PageShell>
  )
}
