import '@/features/member/i18n'
import { useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Price } from '@/components/Price/Price'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { ReferrerPopup } from '@/features/member/components/ReferrerPopup'
import { VerifierEntry } from '@/features/verify/components/VerifierEntry'
import { LevelBadge } from '@/features/level/components/LevelBadge'
import { MessageEntry } from '@/features/sitemessage/components/MessageEntry'
import { useMemberStore } from '@/features/member/store'
import { useMemberRefreshOnShow } from '@/features/member/hooks'
import { logout } from '@/features/auth/session'
import { ROUTES } from '@/constants/routes'
import { MEMBER_ENTRIES, ORDER_LIST_ROUTE, ORDER_STATUS_SHORTCUTS, REFUND_SHORTCUT } from '@/features/member/entries'
import { ENTRY_ICONS, ORDER_ICONS, REFUND_ICON } from './icons'
import { useOrderCounts } from '@/features/order/counts'
import { appendQuery } from '@/utils/query'
import { useAppStore } from '@/store/app'
import { changeLanguage } from '@/i18n'
import { img } from '@/services/image'
import { maskPhone } from '@/utils/phone'
import { go } from '@/utils/navigate'
import './index.scss'

const LANGS = ['zh-cn', 'en-us'] as const

export default function MemberIndexPage() {
  const { t, i18n } = useTranslation()
  const token = useAppStore((s) => s.token)
  const addons = useAppStore((s) => s.addonIsExist)
  const member = useMemberStore((s) => s.info)
  const [referrerOpen, setReferrerOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)

  // fresh figures each time the page shows (after an edit, a payment...); an invalid token is
  // dropped by the request layer and the visitor view then shows
  useMemberRefreshOnShow()

  const onLogout = async () => {
    if (leaving) return
    setLeaving(true)
    try {
      await logout()
    } finally {
      setLeaving(false)
    }
  }

  // both parts of the balance, withdrawable or not (integer fen; anything else shows '-')
  const parts = [member?.balance, member?.balance_money].filter((v) => v !== undefined && v !== null)
  const balanceFen = parts.length && parts.every((v) => Number.isSafeInteger(v)) ? (parts as number[]).reduce((a, b) => a + b, 0) : null
  const referrer = member?.source_member_info
  const hasReferrer = Boolean(Number(member?.source_member))

  const lang = (i18n.language ?? 'zh-cn').toLowerCase()
  const entries = MEMBER_ENTRIES.filter((e) => !e.addon || !addons || Boolean(addons[e.addon]))
  const orderList = ORDER_LIST_ROUTE
  // the badges of the order shortcuts; refreshed whenever the member is (each show, after a payment)
  const { counts: orderCounts, reload: reloadOrderCounts } = useOrderCounts()
  const countsShown = useRef(false)
  useDidShow(() => {
    // the first show comes with the mount, which already asked
    if (countsShown.current) reloadOrderCounts()
    countsShown.current = true
  })

  return (
    <PageShell title={t('pages:member.title')} tab='member'>
      <View className='member'>
        {token ? (
          <View className='member-head member-header' onClick={() => go(ROUTES.memberInfo)}>
            <Image
              className='member-head__avatar member-headimg'
              src={img(member?.headimg, 'small', 'default_headimg')}
              mode='aspectFill'
              onClick={(e) => {
                // the picture opens the head image page; the rest of the card the profile
                e.stopPropagation()
                go(ROUTES.modifyFace)
              }}
            />
            <View className='member-head__info'>
              <Text className='member-head__name member-nickname'>
                {member?.nickname || (member ? t('pages:member.noNickname') : t('pages:common.loading'))}
              </Text>
              {member?.mobile ? (
                <Text className='member-head__mobile'>{maskPhone(String(member.mobile))}</Text>
              ) : member ? (
                <Text
                  className='member-head__mobile member-head__bind member-bind-mobile'
                  onClick={(e) => {
                    e.stopPropagation()
                    go(`${ROUTES.memberInfoEdit}?type=mobile`)
                  }}
                >
                  {t('member:home.bindMobile')}
                </Text>
              ) : null}
              {member ? <LevelBadge growth={member.growth} memberLevel={member.member_level} /> : null}
            </View>
            <MessageEntry />
          </View>
        ) : (
          <LoginPrompt className='member-visitor' tip={t('pages:member.loginTip')} back={ROUTES.member} />
        )}

        {token && member ? (
          <View className='member-assets'>
            <View className='member-assets__item member-assets__item--balance' onClick={() => go(ROUTES.balance)}>
              {balanceFen !== null ? (
                <Price fen={balanceFen} size='small' className='member-assets__value member-balance' />
              ) : (
                <Text className='member-assets__value'>-</Text>
              )}
              <Text className='member-assets__label'>{t('pages:member.entries.balance')}</Text>
            </View>
            <View className='member-assets__item member-assets__item--point' onClick={() => go(ROUTES.point)}>
              <Text className='member-assets__value member-point'>{member.point ?? '-'}</Text>
              <Text className='member-assets__label'>{t('pages:member.entries.point')}</Text>
            </View>
            <View className='member-assets__item member-assets__item--growth' onClick={() => go(ROUTES.level)}>
              <Text className='member-assets__value member-growth'>{member.growth ?? '-'}</Text>
              <Text className='member-assets__label'>{t('pages:member.growth')}</Text>
            </View>
          </View>
        ) : null}

        {orderList ? (
          <View className='member-card member-orders-card'>
            <View className='member-card__head member-order-entry member-order-entry--all-head' data-status='all' onClick={() => go(appendQuery(orderList, { status: 'all' }))}>
              <Text className='member-card__title'>{t('pages:member.myOrders')}</Text>
              <Text className='member-card__more'>{t('pages:member.allOrders')}</Text>
            </View>
            <View className='member-orders'>
              {ORDER_STATUS_SHORTCUTS.map((o) => {
                const Icon = ORDER_ICONS[o.key]
                const n = orderCounts ? orderCounts[o.status] : 0
                return (
                  <View
                    key={o.key}
                    className={`member-orders__item member-orders__item--${o.key} member-order-entry`}
                    data-status={o.status}
                    onClick={() => go(appendQuery(orderList, { status: o.status }))}
                  >
                    <View className='member-orders__icon-wrap'>
                      <Icon className={`member-orders__icon member-orders__icon--${o.key}`} size={24} />
                      {n > 0 ? <Text className='member-orders__count'>{n > 99 ? '99+' : n}</Text> : null}
                    </View>
                    <Text className='member-orders__label'>{t(`pages:member.orders.${o.key}`)}</Text>
                  </View>
                )
              })}
              <View
                className={`member-orders__item member-orders__item--${REFUND_SHORTCUT.key} member-refund-entry`}
                data-status={REFUND_SHORTCUT.status}
                onClick={() => go(REFUND_SHORTCUT.url)}
              >
                <View className='member-orders__icon-wrap'>
                  <REFUND_ICON className='member-orders__icon member-orders__icon--refund' size={24} />
                  {orderCounts && orderCounts.refunding > 0 ? <Text className='member-orders__count'>{orderCounts.refunding > 99 ? '99+' : orderCounts.refunding}</Text> : null}
                </View>
                <Text className='member-orders__label'>{t('pages:member.orders.refund')}</Text>
              </View>
            </View>
          </View>
        ) : null}

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

        <View className='member-card lang-switch'>
          <Text className='lang-switch__title'>{t('pages:member.language')}</Text>
          <View className='lang-switch__options'>
            {LANGS.map((l) => (
              <View
                key={l}
                className={`lang-switch__option lang-switch__option--${l}${lang === l ? ' lang-switch__option--active' : ''}`}
                onClick={() => {
                  if (lang !== l) changeLanguage(l)
                }}
              >
                {/* each language's own name, readable whatever the current language is */}
                <Text>{t(`pages:member.langName.${l}`, { lng: l })}</Text>
              </View>
            ))}
          </View>
        </View>

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
