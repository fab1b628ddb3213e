import '@/features/account/i18n'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { fetchAccountFigures } from '@/features/account/api'
import { RecentLedger } from '@/features/account/components/RecentLedger'
import { pointWithdrawRoute } from '@/features/account/links'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import './point.scss'

/** Points: the balance of points, the newest ledger rows, the points ledger and its search, sign-in. */
export default function PointPage() {
  const { t } = useTranslation()
  const addons = useAppStore((s) => s.addonIsExist)
  // again on every return (from a recharge, a withdrawal, an order)
  const figures = useResource(fetchAccountFigures, { login: true, reloadOnShow: true })
  const signinOn = !addons || Boolean(addons.membersignin)
  const withdraw = !addons || addons.memberwithdraw ? pointWithdrawRoute() : null

  const links = [
    { key: 'list', url: ROUTES.pointList, text: t('account:point.list') },
    { key: 'detail-list', url: ROUTES.pointDetailList, text: t('account:point.detailList') },
    ...(signinOn ? [{ key: 'signin', url: ROUTES.signin, text: t('account:point.earn') }] : []),
    ...(withdraw ? [{ key: 'withdraw', url: withdraw, text: t('account:point.withdraw') }] : []),
  ]

  const body = (
    <ResourceView resource={figures} login={{ tip: t('account:loginTip'), back: ROUTES.point }} loadingRows={2}>
      {(data) => (
        <View className='point'>
          <View className='point-card'>
            <Text className='point-card__label'>{t('account:point.current')}</Text>
            <Text className='point-card__value point-total'>{data.point}</Text>
            <Text className='point-card__growth'>{t('account:point.growth', { growth: data.growth })}</Text>
          </View>
          <View className='point-links'>
            {links.map((l) => (
              <View key={l.key} className={`point-link point-link--${l.key}`} onClick={() => go(l.url)}>
                <Text className='point-link__text'>{l.text}</Text>
                <Text className='point-link__arrow'>›</Text>
              </View>
            ))}
          </View>
          <View className='point-section'>
            <View className='point-section__head' onClick={() => go(ROUTES.pointList)}>
              <Text className='point-section__title'>{t('account:point.recent')}</Text>
              <Text className='point-section__more'>{t('account:point.all')} ›</Text>
            </View>
            <RecentLedger account='point' reloadKey={figures.shows} />
          </View>
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('account:point.title')} className='point-page'>
      {body}
    </PageShell>
  )
}
