import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { LevelInfo } from '../api'
import { levelTagStyle } from '../tagStyle'
import '../i18n'
import './level.scss'

export interface LevelCardProps {
  info: LevelInfo
  onRules?: () => void
}

/** The member's level: name and tag, growth, the bar to the next level and what is still needed. */
export function LevelCard({ info, onRules }: LevelCardProps) {
  const { t } = useTranslation()
  const level = info.level
  return (
    <View className='level-card' data-level-id={level?.level_id ?? 0}>
      <View className='level-card__head'>
        <Text className='level-card__name'>{level ? level.level_name : t('level:noLevel')}</Text>
        {level?.level_tag ? (
          <Text className='level-card__tag' style={levelTagStyle(level.level_color)}>{level.level_tag}</Text>
        ) : null}
      </View>
      <Text className='level-card__growth'>{t('level:growth', { growth: info.growth })}</Text>
      <View className='level-card__bar'>
        <View className='level-card__bar-fill' style={{ width: `${info.progress}%` }} />
      </View>
      <View className='level-card__foot'>
        <Text className='level-card__need'>
          {info.next_level ? t('level:need', { need: info.need_growth, name: info.next_level.level_name }) : t('level:top')}
        </Text>
        {onRules ? <Text className='level-card__rules' onClick={onRules}>{t('level:rulesLink')}</Text> : null}
      </View>
    </View>
  )
}
