import '@/features/signin/i18n'
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { useMemberStore } from '@/features/member/store'
import { fetchSignAward, fetchSignStatus, signIn } from '@/features/signin/api'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { monthGrid } from '@/features/signin/calendar'
import { toast } from '@/services/toast'
import './signin.scss'

/**
 * Daily sign-in: today's state and the run of days, a calendar of the month with the days signed, the
 * operator's rewards. The server decides the day (China time) and gives the reward once.
 */
export default function SigninPage() {
  const { t } = useTranslation()
  const resource = useResource(() => Promise.all([fetchSignStatus(), fetchSignAward()]).then(([status, award]) => ({ status, award })), { login: true })
  const load = resource.reload
  const [busy, setBusy] = useState(false)

  const sign = async () => {
    if (busy) return
    setBusy(true)
    try {
      const r = await signIn()
      toast(r.growth > 0 ? t('signin:rewardGrowth', { count: r.point, growth: r.growth }) : t('signin:reward', { count: r.point }))
      load()
      // the member centre's points
      useMemberStore.getState().refresh().catch(() => undefined)
    } catch {
      // the request layer showed the server's reason (already signed in, closed)
      load()
    } finally {
      setBusy(false)
    }
  }

  const body = (
    <ResourceView resource={resource} login={{ tip: t('signin:loginTip') }} loadingRows={2}>
      {({ status, award }) => {
        const signed = new Set(status.sign_dates)
        const [year, month] = status.month.split('-').map(Number)
        const cycle = award.continuous.length ? award.continuous[award.continuous.length - 1].days : 0
        return (
          <View className='signin' data-signed={status.is_sign}>
            <View className='signin-head'>
              <Text className='signin-head__days'>{t('signin:continuous', { count: status.continuous_days })}</Text>
              <Button className='signin-button' type='primary' disabled={!status.is_use || status.is_sign === 1} loading={busy} onClick={() => void sign()}>
                {!status.is_use ? t('signin:closed') : status.is_sign ? t('signin:signed') : t('signin:sign')}
              </Button>
            </View>
            <View className='signin-calendar'>
              <Text className='signin-calendar__title'>{t('signin:month', { year, month })}</Text>
              <View className='signin-calendar__row'>
                {[0, 1, 2, 3, 4, 5, 6].map((d) => <Text key={d} className='signin-calendar__cell signin-calendar__cell--head'>{t(`signin:weekday.${d}`)}</Text>)}
              </View>
              {monthGrid(status.month).map((week, i) => (
                <View key={i} className='signin-calendar__row'>
                  {week.map((day, k) => (
                    <Text
                      key={day ?? `e${k}`}
                      className={`signin-calendar__cell${day && signed.has(day) ? ' signin-calendar__cell--signed' : ''}${day === status.today ? ' signin-calendar__cell--today' : ''}`}
                      data-date={day ?? ''}
                    >
                      {day ? Number(day.slice(8)) : ''}
                    </Text>
                  ))}
                </View>
              ))}
            </View>
            <View className='signin-rules'>
              <Text className='signin-rules__title'>{t('signin:rules')}</Text>
              <Text className='signin-rules__item'>{award.growth > 0 ? t('signin:dailyGrowth', { count: award.point, growth: award.growth }) : t('signin:daily', { count: award.point })}</Text>
              {award.continuous.map((r) => (
                <Text key={r.days} className='signin-rules__item'>
                  {r.growth > 0 ? t('signin:bonusGrowth', { count: r.days, point: r.point, growth: r.growth }) : t('signin:bonus', { count: r.days, point: r.point })}
                </Text>
              ))}
              {cycle ? <Text className='signin-rules__item'>{t('signin:cycle', { count: cycle })}</Text> : null}
            </View>
          </View>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell title={t('signin:title')} className='signin-page'>
      {body}
    </PageShell>
  )
}
