import '@/features/account/i18n'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { fetchAssets } from '@/features/account/api'
import { levelRoute } from '@/features/account/links'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { fenToYuan } from '@/utils/money'
import { go } from '@/utils/navigate'
import './assets.scss'

/** The assets overview: the balance with its split, points, growth, coupons and the level, each opening its page. */
export default function AssetsPage() {
  const { t } = useTranslation()
  // again on every return (from a recharge, a withdrawal, an order)
  const assets = useResource(fetchAssets, { login: true, reloadOnShow: true })
  const level = levelRoute()

  const body = (
    <ResourceView resource={assets} login={{ tip: t('account:loginTip'), back: ROUTES.memberAssets }} loadingRows={2}>
      {(data) => {
        const cells: Array<{ key: string; label: string; value: string; url: string | null }> = [
          { key: 'point', label: t('account:assets.point'), value: String(data.point), url: ROUTES.point },
          { key: 'growth', label: t('account:assets.growth'), value: String(data.growth), url: level },
          { key: 'coupon', label: t('account:assets.coupon'), value: t('account:assets.couponCount', { count: data.coupon_count }), url: ROUTES.memberCoupon },
          { key: 'level', label: t('account:assets.level'), value: data.level_name || t('account:assets.noLevel'), url: level },
        ]
        return (
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
      }}
    </ResourceView>
  )

  return (
    <PageShell title={t('account:assets.title')} className='assets-page'>
      {body}
    </PageShell>
  )
}
