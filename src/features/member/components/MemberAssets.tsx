import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/Price/Price'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import type { MemberInfo } from '../api'

/** Both parts of the balance, withdrawable or not, in fen; null (shown as '-') when either is not an integer. */
function balanceFen(member: MemberInfo): number | null {
  const parts = [member.balance, member.balance_money].filter((v) => v !== undefined && v !== null)
  return parts.length && parts.every((v) => Number.isSafeInteger(v)) ? (parts as number[]).reduce((a, b) => a + b, 0) : null
}

/** The member centre's figures: balance, points, growth, each opening its page. */
export function MemberAssets({ member }: { member: MemberInfo }) {
  const { t } = useTranslation()
  const balance = balanceFen(member)
  return (
    <View className='member-assets'>
      <View className='member-assets__item member-assets__item--balance' onClick={() => go(ROUTES.balance)}>
        {balance !== null ? (
          <Price fen={balance} size='small' className='member-assets__value member-balance' />
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
  )
}
