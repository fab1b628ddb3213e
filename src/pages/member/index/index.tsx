import '@/features/member/i18n'
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { LanguageSwitch } from '@/features/member/components/LanguageSwitch'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { MemberAssets } from '@/features/member/components/MemberAssets'
import { MemberHead } from '@/features/member/components/MemberHead'
import { MemberOrdersCard } from '@/features/member/components/MemberOrdersCard'
import { ReferrerPopup } from '@/features/member/components/ReferrerPopup'
import { VerifierEntry } from '@/features/verify/components/VerifierEntry'
import { useMemberStore } from '@/features/member/store'
import { useMemberRefreshOnShow } from '@/features/member/hooks'
import { logout } from '@/features/auth/session'
import { ROUTES } from '@/constants/routes'
import { MEMBER_ENTRIES, ORDER_LIST_ROUTE } from '@/features/member/entries'
import { ENTRY_ICONS, ORDER_ICONS, REFUND_ICON } from './icons'
import { useOrderCounts } from '@/features/order/counts'
import { useShowAgain } from '@/features/resource/useResource'
import { useAppStore } from '@/store/app'
import { maskPhone } from '@/utils/phone'
import { go } from '@/utils/navigate'
import './index.scss'

export default function MemberIndexPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const addons = useAppStore((s) => s.addonIsExist)
  const member = useMemberStore((s) => s.info)
  const [referrerOpen, setReferrerOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)

  // fresh figures each time the page shows (after an edit, a payment...); an invalid token is
  // dropped by the request layer and the visitor view then shows
  useMemberRefreshOnShow()
  // the badges of the order shortcuts; refreshed whenever the member is (each show, after a payment)
  const { counts: orderCounts, reload: reloadOrderCounts } = useOrderCounts()
  useShowAgain(reloadOrderCounts)

  const onLogout = async () => {
    if (leaving) return
    setLeaving(true)
    try {
      await logout()
    } finally {
      setLeaving(false)
    }
  }

  const referrer = member?.source_member_info
  const hasReferrer = Boolean(Number(member?.source_member))
  const entries = MEMBER_ENTRIES.filter((e) => !e.addon || !addons || Boolean(addons[e.addon]))

  return (
    <PageShell title={t('pages:member.title')} tab='member'>
      <View className='member'>
        {token ? <MemberHead member={member} /> : <LoginPrompt className='member-visitor' tip={t('pages:member.loginTip')} back={ROUTES.member} />}
        {token && member ? <MemberAssets member={member} /> : null}
        {ORDER_LIST_ROUTE ? <MemberOrdersCard orderList={ORDER_LIST_ROUTE} counts={orderCounts} orderIcons={ORDER_ICONS} refundIcon={REFUND_ICON} /> : null}

        <View className='member-card'>
          <View className='member-card__head'>
            <Text className='member-card__title'>{t('pages:member.services')}</Text>
          </View>
          <View className='member-entries'>
            {entries.map((e) => {
              const Icon = ENTRY_ICONS[e.key]
              return (
                <View key={e.key} className={`member-entries__item member-entries__item--${e.key}`} onClick={() => go(e.url)}>
                  <View className='member-entries__icon'>
                    <Icon className='member-entries__glyph' size={20} />
                  </View>
                  <Text className='member-entries__label'>{t(`pages:member.entries.${e.key}`)}</Text>
                </View>
              )
            })}
          </View>
        </View>

        {token && member ? (
          <View
            className={`member-card member-row member-referrer member-referrer--${hasReferrer ? 'bound' : 'none'}`}
            onClick={() => {
              if (!hasReferrer) setReferrerOpen(true)
            }}
          >
            <Text className='member-row__label'>{t('member:home.referrer')}</Text>
            {hasReferrer ? (
              <Text className='member-row__value member-referrer__name'>
                {referrer?.nickname || t('pages:member.noNickname')}
                {referrer?.mobile ? ` ${maskPhone(String(referrer.mobile))}` : ''}
              </Text>
            ) : (
              <Text className='member-row__value member-row__value--link'>{t('member:home.bindReferrer')}</Text>
            )}
          </View>
        ) : null}

        <VerifierEntry token={token} />
        <LanguageSwitch />

        {token ? (
          <View className='member-logout-wrap'>
            <Button className='member-logout' block loading={leaving} onClick={onLogout}>
              {t('member:home.logout')}
            </Button>
          </View>
        ) : null}
      </View>
      {token && member && !hasReferrer ? (
        <ReferrerPopup
          visible={referrerOpen}
          onClose={() => setReferrerOpen(false)}
          onBound={() => {
            setReferrerOpen(false)
            useMemberStore.getState().refresh()
          }}
        />
      ) : null}
    </PageShell>
  )
}
