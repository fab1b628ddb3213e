import '@/features/account/i18n'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { fetchAccountFigures } from '@/features/account/api'
import { RecentLedger } from '@/features/account/components/RecentLedger'
import { rechargeRoute, withdrawRoute } from '@/features/account/links'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { useAppStore } from '@/store/app'
import { fenToYuan } from '@/utils/money'
import { go } from '@/utils/navigate'
import './balance.scss'

/**
 * The balance (spec section 2): the total split into withdrawable and non-withdrawable (the
 * registration reward's balance pays orders but is not withdrawn), recharge and withdrawal once those
 * pages exist, and the newest ledger rows with the way to the whole ledger.
 */
export default function BalancePage() {
  const { t } = useTranslation()
  // again on every return (from a recharge, a withdrawal, an order)
  const figures = useResource(fetchAccountFigures, { login: true, reloadOnShow: true })
  const addons = useAppStore((s) => s.addonIsExist)
  // once their pages exist, and while their add-ons are on
  const recharge = !addons || addons.memberrecharge ? rechargeRoute() : null
  const withdraw = !addons || addons.memberwithdraw ? withdrawRoute() : null

  const body = (
    <ResourceView resource={figures} login={{ tip: t('account:loginTip'), back: ROUTES.balance }} loadingRows={2}>
      {(data) => (
        <View className='balance'>
          <View className='balance-card'>
            <Text className='balance-card__label'>{t('account:balance.total')}</Text>
            <Text className='balance-card__total balance-total'>{fenToYuan(data.balance_total)}</Text>
            <View className='balance-card__split'>
              <View className='balance-split balance-split--withdrawable'>
                <Text className='balance-split__value balance-withdrawable'>{fenToYuan(data.balance_money)}</Text>
                <Text className='balance-split__label'>{t('account:balance.withdrawable')}</Text>
              </View>
              <View className='balance-split balance-split--non-withdrawable'>
                <Text className='balance-split__value balance-non-withdrawable'>{fenToYuan(data.balance)}</Text>
                <Text className='balance-split__label'>{t('account:balance.nonWithdrawable')}</Text>
              </View>
            </View>
            {recharge || withdraw ? (
              <View className='balance-card__actions'>
                {recharge ? (
                  <Button className='balance-recharge' type='primary' size='small' onClick={() => go(recharge)}>{t('account:balance.recharge')}</Button>
                ) : null}
                {withdraw ? (
                  <Button className='balance-withdraw' size='small' onClick={() => go(withdraw)}>{t('account:balance.withdraw')}</Button>
                ) : null}
              </View>
            ) : null}
          </View>
          <Text className='balance-note'>{t('account:balance.note')}</Text>
          <View className='balance-section'>
            <View className='balance-section__head balance-detail-link' onClick={() => go(ROUTES.balanceDetail)}>
              <Text className='balance-section__title'>{t('account:balance.recent')}</Text>
              <Text className='balance-section__more'>{t('account:balance.all')} ›</Text>
            </View>
            <RecentLedger account='balance,balance_money' showAccount reloadKey={figures.shows} />
          </View>
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('account:balance.title')} className='balance-page'>
      {body}
    </PageShell>
  )
}
