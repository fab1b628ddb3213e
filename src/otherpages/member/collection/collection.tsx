import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { FavoriteList } from '@/features/favorite/components/FavoriteList'
import { fetchCollects, uncollect, type CollectItem } from '@/features/favorite/api'
import '@/features/favorite/i18n'
import { useAppStore } from '@/store/app'
import { ROUTES } from '@/constants/routes'

/** /otherpages/member/collection: the member's collected goods. */
export default function CollectionPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  return (
    token ? (
        <FavoriteList<CollectItem>
          fetchPage={fetchCollects}
          idOf={(c) => c.goods_id}
          remove={uncollect}
          title={t('favorite:collectionTitle')}
          emptyTip={t('favorite:collectionEmpty')}
        />
    ) : (
      <PageShell title={t('favorite:collectionTitle')} body='fixed'>
        <LoginPrompt tip={t('favorite:loginTip')} back={ROUTES.collection} />
      </PageShell>
    )
  )
}
