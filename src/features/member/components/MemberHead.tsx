import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { LevelBadge } from '@/features/level/components/LevelBadge'
import { MessageEntry } from '@/features/sitemessage/components/MessageEntry'
import { img } from '@/services/image'
import { go } from '@/utils/navigate'
import { maskPhone } from '@/utils/phone'
import type { MemberInfo } from '../api'

/**
 * The member centre's head card: the picture (opens the head image page), nickname, mobile or the way
 * to bind one, level, messages; the rest of the card opens the profile. `member` is null while it loads.
 */
export function MemberHead({ member }: { member: MemberInfo | null }) {
  const { t } = useTranslation()
  return (
    <View className='member-head member-header' onClick={() => go(ROUTES.memberInfo)}>
      <Image
        className='member-head__avatar member-headimg'
        src={img(member?.headimg, 'small', 'default_headimg')}
        mode='aspectFill'
        onClick={(e) => {
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
  )
}
