import '@/features/account/i18n'
import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { fetchAssets } from '@/features/account/api'
import { useAccountData } from '@/features/account/hooks'
import { levelRoute } from '@/features/account/links'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fenToYuan } from '@/utils/money'
import { go } from '@/utils/navigate'
import './assets.scss'

/** The assets overview: the balance with its split, points, growth, coupons and the level, each opening its page. */
export default function AssetsPage() {
  const { t } = useTranslation()
  const { token, data, failed, reload } = useAccountData(fetchAssets)
  const level = levelRoute()

  let body: ReactNode
  if (!token) body = <LoginPrompt tip={t('account:loginTip')} back={ROUTES.memberAssets} />
  else if (failed && !data) body = <ErrorState onRetry={reload} />
  else if (!data) body = <Loading rows={2} />
  else {
    const cells: Array<{ key: string; label: string; value: string; url: string | null }> = [
      { key: 'point', label: t('account:assets.point'), value: String(data.point), url: ROUTES.point },
      { key: 'growth', label: t('account:assets.growth'), value: String(data.growth), url: level },
      { key: 'coupon', label: t('account:assets.coupon'), value: t('account:assets.couponCount', { count: data.coupon_count }), url: ROUTES.memberCoupon },
      { key: 'level', label: t('account:assets.level'), value: data.level_name || t('account:assets.noLevel'), url: level },
    ]
    body = (
      <View className='assets'>
        <View className='assets-balance' onClick={() => go(ROUTES.balance)}>
          <Text className='assets-balance__label'>{t('account:assets.balance')}</Text>
          <Text className='assets-balance__total assets-balance-total'>{fenToYuan(data.balance_total)}</Text>
          <View className='assets-balance__split'>
            <Text className='assets-balance__part assets-withdrawable'>{t('account:assets.withdrawable')} {fenToYuan(data.balance_money)}</Text>
            <Text className='assets-balance__part assets-non-withdrawable'>{t('account:assets.nonWithdrawable')} {fenToYuan(data.balance)}</Text>
          </View>
        </View>
        <View className='assets-grid'>
          {cells.map((c) => (
            <View key={c.key} className={`assets-cell assets-cell--${c.key}`} onClick={() => c.url && go(c.url)}>
              <Text className='assets-cell__value'>{c.value}</Text>
              <Text className='assets-cell__label'>{c.label}</Text>
            </View>
          ))}
        </View>
      </View>
    )
  }

  return (
    <PageShell title={t('account:assets.title')} className='assets-page'>
      {body}
    </PageShell>
  )
}
