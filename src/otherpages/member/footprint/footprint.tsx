import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { FavoriteList } from '@/features/favorite/components/FavoriteList'
import { deleteFootprints, fetchFootprints, type BrowseItem } from '@/features/favorite/api'
import '@/features/favorite/i18n'
import { useAppStore } from '@/store/app'
import { ROUTES } from '@/constants/routes'

/** The day of a footprint, yyyy-mm-dd in local time (the list is grouped by it). */
function dayOf(seconds: number): string {
  const d = new Date(seconds * 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** /otherpages/member/footprint: the goods the member viewed, latest first, grouped by day. */
export default function FootprintPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  return (
    token ? (
        <FavoriteList<BrowseItem>
          fetchPage={fetchFootprints}
          idOf={(b) => b.id}
          remove={deleteFootprints}
          title={t('favorite:footprintTitle')}
          emptyTip={t('favorite:footprintEmpty')}
          groupOf={(b) => dayOf(b.browse_time)}
        />
    ) : (
      <PageShell title={t('favorite:footprintTitle')} body='fixed'>
        <LoginPrompt tip={t('favorite:loginTip')} back={ROUTES.footprint} />
      </PageShell>
    )
  )
}
