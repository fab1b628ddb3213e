import '@/features/level/i18n'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchGifts, type Gift } from '@/features/level/api'
import { giftTitle } from '@/features/level/gift'
import { ROUTES } from '@/constants/routes'
import { useAppStore } from '@/store/app'
import { formatDateTime } from '@/utils/date'
import { formatMoney } from '@/utils/money'
import { go } from '@/utils/navigate'
import './gift.scss'

/** /otherpages/member/gift: the gift packages the member received (level upgrades, activities), newest first. */
export default function GiftPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const summary = (g: Gift) => [
    g.point > 0 ? t('level:giftPoint', { count: g.point }) : '',
    g.balance > 0 ? t('level:giftBalance', { money: formatMoney(g.balance) }) : '',
    g.coupon_list.length ? t('level:coupons', { count: g.coupon_list.length }) : '',
  ].filter(Boolean).join(' · ')
  return (
    <PageShell title={t('level:giftTitle')} body='fixed' className='gift-page'>
      {token ? (
        <PullList<Gift>
          fetchPage={fetchGifts}
          keyOf={(g) => g.id}
          empty={<Empty tip={t('level:giftEmpty')} />}
          renderItem={(g) => (
            <View className='gift-item' data-gift-id={g.id} onClick={() => go(`${ROUTES.giftDetail}?id=${g.id}`)}>
              <View className='gift-item__head'>
                <Text className='gift-item__title'>{giftTitle(t, g)}</Text>
                <Text className='gift-item__time'>{formatDateTime(g.create_time)}</Text>
              </View>
              <Text className='gift-item__summary'>{summary(g) || t('level:empty')}</Text>
            </View>
          )}
        />
      ) : (
        <LoginPrompt tip={t('level:giftLoginTip')} back={ROUTES.gift} />
      )}
    </PageShell>
  )
}
