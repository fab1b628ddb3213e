import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchMemberCoupons, type MemberCoupon } from '@/features/coupon/api'
import { memberCouponFace } from '@/features/coupon/face'
import { CouponCard } from '@/features/coupon/components/CouponCard'
import '@/features/coupon/i18n'
import { useAppStore } from '@/store/app'
import { COUPON_STATE } from '@/services/api/contract.gen'
import { ROUTES } from '@/constants/routes'
import './coupon.scss'

const TABS = [
  { state: COUPON_STATE.UNUSED, key: 'unused' },
  { state: COUPON_STATE.USED, key: 'used' },
  { state: COUPON_STATE.EXPIRED, key: 'expired' },
] as const

type TabState = (typeof TABS)[number]['state']

/** /otherpages/member/coupon: the member's coupons by state, with pull-down refresh and paging. */
export default function MemberCouponPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [state, setState] = useState<TabState>(COUPON_STATE.UNUSED)

  const tabs = (
    <View className='member-coupon-tabs'>
      {TABS.map((tab) => (
        <View
          key={tab.state}
          className={`member-coupon-tabs__item member-coupon-tabs__item--${tab.key}${tab.state === state ? ' member-coupon-tabs__item--active' : ''}`}
          onClick={() => setState(tab.state)}
        >
          <Text>{t(`coupon:tabs.${tab.key}`)}</Text>
        </View>
      ))}
    </View>
  )

  return (
    <PageShell title={t('coupon:memberTitle')} body='fixed' top={token ? tabs : undefined}>
      {token ? (
        <PullList<MemberCoupon>
          reloadKey={state}
          fetchPage={(page, size) => fetchMemberCoupons(state, page, size)}
          keyOf={(c) => c.coupon_id}
          empty={<Empty tip={t('coupon:memberEmpty')} />}
          renderItem={(c) => (
            <CouponCard
              className='member-coupon'
              coupon={memberCouponFace(c)}
              dimmed={c.state !== COUPON_STATE.UNUSED}
              action={c.state === COUPON_STATE.UNUSED ? null : <Text className='coupon-stamp'>{t(c.state === COUPON_STATE.USED ? 'coupon:state.used' : 'coupon:state.expired')}</Text>}
            />
          )}
        />
      ) : (
        <LoginPrompt tip={t('coupon:memberLoginTip')} back={ROUTES.memberCoupon} />
      )}
    </PageShell>
  )
}
