import '@/features/level/i18n'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { fetchGrowthRules, fetchLevels } from '@/features/level/api'
import './level.scss'

const NOTES = ['up', 'gift', 'refund'] as const

/** /otherpages/member/level/level_growth_rules: what gives growth now, each level's threshold, how upgrades work. */
export default function LevelGrowthRulesPage() {
  const { t } = useTranslation()
  const resource = useResource(() => Promise.all([fetchGrowthRules(), fetchLevels()]).then(([r, levels]) => ({ rules: r.list, levels })))

  const body = (
    <ResourceView resource={resource} loadingRows={3}>
      {({ rules, levels }) => (
        <View className='growth-rules'>
          <View className='level-detail growth-rules__ways'>
            <Text className='level-detail__label'>{t('level:ways')}</Text>
            {rules.length ? rules.map((r, i) => (
              <Text key={i} className={`growth-rule growth-rule--${r.type}`}>{t(`level:rule.${r.type}`, { growth: r.growth, count: r.days })}</Text>
            )) : <Text className='growth-rule growth-rule--none'>{t('level:rulesEmpty')}</Text>}
          </View>
          {levels.length ? (
            <View className='level-detail growth-rules__levels'>
              <Text className='level-detail__label'>{t('level:thresholds')}</Text>
              {levels.map((l) => (
                <View key={l.level_id} className='growth-threshold' data-level-id={l.level_id}>
                  <Text className='growth-threshold__name'>{l.level_name}</Text>
                  <Text className='growth-threshold__value'>{t('level:threshold', { growth: l.growth })}</Text>
                </View>
              ))}
            </View>
          ) : null}
          <View className='level-detail growth-rules__notes'>
            <Text className='level-detail__label'>{t('level:notesTitle')}</Text>
            {NOTES.map((n) => <Text key={n} className='growth-rule growth-rule--note'>{t(`level:notes.${n}`)}</Text>)}
          </View>
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('level:rulesTitle')} className='level-page'>
      {body}
    </PageShell>
  )
}
