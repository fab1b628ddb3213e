import '@/features/level/i18n'
import { useState, type ReactNode } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { fetchLevelInfo, fetchLevels, type MemberLevel } from '@/features/level/api'
import { formatLevelDiscount } from '@/features/level/discount'
import { levelTagStyle } from '@/features/level/tagStyle'
import { GiftContents } from '@/features/level/components/GiftContents'
import { LevelCard } from '@/features/level/components/LevelCard'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import './level.scss'

/**
 * /otherpages/member/level: the member's level with the growth bar to the next one, then every level
 * (a strip to swipe through) with its tag, discount (N折), service, condition, rights and upgrade gift
 * package. The server moves members up as growth arrives; this page only shows it.
 */
export default function LevelPage() {
  const { t } = useTranslation()
  const [selected, setSelected] = useState(0)
  const resource = useResource(
    () =>
      Promise.all([fetchLevelInfo(), fetchLevels()]).then(([info, levels]) => {
        setSelected(info.level?.level_id ?? levels[0]?.level_id ?? 0)
        return { info, levels }
      }),
    { login: true },
  )

  const body = (
    <ResourceView resource={resource} login={{ tip: t('level:loginTip'), back: ROUTES.level }} loadingRows={3}>
      {({ info, levels }) => {
        const current = info.level
        const shown = levels.find((l) => l.level_id === selected) ?? levels[0]
        return (
          <View className='level-page__body'>
            <LevelCard info={info} onRules={() => go(ROUTES.levelGrowthRules)} />
            {!levels.length || !shown ? (
              <Empty tip={t('level:none')} />
            ) : (
              <>
                <ScrollView className='level-tabs' scrollX enhanced showScrollbar={false}>
                  {levels.map((l) => {
                    const reached = current ? l.growth <= current.growth : false
                    const cls = [
                      'level-tabs__item',
                      l.level_id === shown.level_id ? 'level-tabs__item--active' : '',
                      current?.level_id === l.level_id ? 'level-tabs__item--current' : '',
                      reached ? 'level-tabs__item--reached' : '',
                    ].filter(Boolean).join(' ')
                    return (
                      <View key={l.level_id} className={cls} data-level-id={l.level_id} onClick={() => setSelected(l.level_id)}>
                        <Text className='level-tabs__name'>{l.level_name}</Text>
                        <Text className='level-tabs__threshold'>
                          {current?.level_id === l.level_id ? t('level:current') : reached ? t('level:reached') : t('level:threshold', { growth: l.growth })}
                        </Text>
                      </View>
                    )
                  })}
                </ScrollView>
                <LevelDetail level={shown} />
              </>
            )}
          </View>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell title={t('level:title')} className='level-page'>
      {body}
    </PageShell>
  )
}

function LevelDetail({ level }: { level: MemberLevel }) {
  const { t } = useTranslation()
  const section = (key: string, content: ReactNode) => (
    <View className={`level-detail__section level-detail__section--${key}`}>
      <Text className='level-detail__label'>{t(`level:section.${key}`)}</Text>
      {content}
    </View>
  )
  return (
    <View className='level-detail' data-level-id={level.level_id}>
      <View className='level-detail__head'>
        <Text className='level-detail__name'>{level.level_name}</Text>
        {level.level_tag ? (
          <Text className='level-detail__tag' style={levelTagStyle(level.level_color)}>{level.level_tag}</Text>
        ) : null}
      </View>
      {section('discount', <Text className='level-detail__text level-detail__discount'>{formatLevelDiscount(t, level.discount)}</Text>)}
      {section('service', <Text className='level-detail__text level-detail__service'>{level.service || t('level:noService')}</Text>)}
      {section('condition', <Text className='level-detail__text level-detail__condition'>{level.condition || t('level:threshold', { growth: level.growth })}</Text>)}
      {section('equity', level.equity.length ? (
        <View className='level-detail__equity'>
          {level.equity.map((e, i) => <Text key={i} className='level-detail__equity-item'>{e}</Text>)}
        </View>
      ) : <Text className='level-detail__text'>{t('level:noEquity')}</Text>)}
      {section('gift', (
        <View className='level-detail__gift'>
          <GiftContents
            point={level.gift_point}
            balance={level.gift_balance}
            coupons={level.gift_coupon_list.map((c) => ({ coupon_type_id: c.coupon_type_id, name: c.platformcoupon_name, type: c.type, money: c.money, discount: c.discount, at_least: c.at_least }))}
          />
          {level.gift_point > 0 || level.gift_balance > 0 || level.gift_coupon_list.length ? <Text className='level-detail__note'>{t('level:giftOnce')}</Text> : null}
        </View>
      ))}
    </View>
  )
}
