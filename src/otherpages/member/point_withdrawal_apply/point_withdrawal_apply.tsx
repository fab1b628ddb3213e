import '@/features/withdraw/i18n'
import '@/features/withdraw/styles'
import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { useMemberStore } from '@/features/member/store'
import { applyPointWithdraw, fetchAccounts, fetchPointWithdrawInfo } from '@/features/withdraw/api'
import { PayPasswordPopup } from '@/features/checkout/components/PayPasswordPopup'
import { AccountChoice } from '@/features/withdraw/components/AccountChoice'
import { problemText } from '@/features/withdraw/problem'
import { parsePoints, perMilleText, pickAccount, pointApplyProblem, pointMoney, withdrawAmounts } from '@/features/withdraw/rules'
import { usePayPasswordStep } from '@/features/withdraw/usePayPasswordStep'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { formatMoney } from '@/utils/money'
import { go } from '@/utils/navigate'
import { appendQuery } from '@/utils/query'

/**
 * Point withdrawal: the points, how many to convert (or all), what they are worth at the operator's
 * rate, the fee and what arrives, the account, then the pay password; the points are held by the server
 * at once, under review.
 */
export default function PointWithdrawalApplyPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [text, setText] = useState('')
  const [accountId, setAccountId] = useState(0)
  const [busy, setBusy] = useState(false)
  const pay = usePayPasswordStep()

  // again on every return (from adding an account)
  const resource = useResource(
    () =>
      Promise.all([fetchPointWithdrawInfo(), fetchAccounts()]).then(([info, accounts]) => {
        setAccountId((current) => pickAccount(accounts, info.config.transfer_types, current))
        return { info, accounts }
      }),
    { login: true, reloadOnShow: true },
  )
  const info = resource.data?.info ?? null
  const load = resource.reload

  const point = parsePoints(text)
  const problem = info ? pointApplyProblem(point, info.point, info.config, info.today_count) : null
  const amounts = point && info ? withdrawAmounts(pointMoney(point, info.config.rate), info.config.fee_rate) : null

  const submit = async () => {
    if (busy || !info) return
    if (problem) {
      toast(problemText(t, problem))
      return
    }
    if (!accountId) {
      toast(t('withdraw:problem.noAccount'))
      return
    }
    await pay.begin()
  }

  const apply = async (payPassword: string): Promise<boolean> => {
    if (busy || !point) return false
    setBusy(true)
    try {
      const w = await applyPointWithdraw(point, accountId, payPassword)
      pay.close()
      toast(t('withdraw:apply.submitted'))
      useMemberStore.getState().refresh().catch(() => undefined)
      go(appendQuery(ROUTES.pointWithdrawalDetail, { id: w.id }), 'redirectTo')
      return true
    } catch (e) {
      pay.refused(e)
      load()
      return false
    } finally {
      setBusy(false)
    }
  }

  const body = (
    <ResourceView resource={resource} login={{ tip: t('withdraw:point.loginTip'), back: ROUTES.pointWithdrawalApply }} loadingRows={3}>
      {({ info, accounts }) => {
        if (!info.config.is_use) return <Text className='withdraw-closed'>{t('withdraw:point.closed')}</Text>
        const c = info.config
        return (
          <View className='withdraw-page withdraw-point'>
            <View className='withdraw-card withdraw-balance'>
              <Text className='withdraw-balance__label'>{t('withdraw:point.available')}</Text>
              <Text className='withdraw-balance__value withdraw-point__available'>{info.point}</Text>
              <Text className='withdraw-balance__extra'>{t('withdraw:point.rate', { count: c.rate })}</Text>
            </View>
            <AccountChoice accounts={accounts} allowed={c.transfer_types} value={accountId} onChange={setAccountId} />
            <View className='withdraw-card withdraw-amount'>
              <Text className='withdraw-card__title'>{t('withdraw:point.point')}</Text>
              <View className='withdraw-amount__row'>
                <Input
                  className='withdraw-amount__input withdraw-point__input'
                  type='number'
                  value={text}
                  placeholder={t('withdraw:point.pointPlaceholder', { count: c.min_point })}
                  onInput={(e) => setText(e.detail.value.replace(/\D/g, '').slice(0, 10))}
                />
                <Text className='withdraw-link withdraw-amount__all withdraw-point__all' onClick={() => setText(String(info.point))}>{t('withdraw:point.all')}</Text>
              </View>
              {text && problem ? <Text className='withdraw-amount__problem'>{problemText(t, problem)}</Text> : null}
              <View className='withdraw-row withdraw-point__money'>
                <Text className='withdraw-row__label'>{t('withdraw:point.money')}</Text>
                <Text className='withdraw-row__value'>{formatMoney(amounts?.apply_money ?? 0)}</Text>
              </View>
              <View className='withdraw-row withdraw-point__fee'>
                <Text className='withdraw-row__label'>{t('withdraw:apply.fee', { rate: perMilleText(c.fee_rate) })}</Text>
                <Text className='withdraw-row__value'>{formatMoney(amounts?.service_money ?? 0)}</Text>
              </View>
              <View className='withdraw-row withdraw-point__net'>
                <Text className='withdraw-row__label'>{t('withdraw:apply.net')}</Text>
                <Text className='withdraw-row__value'>{formatMoney(Math.max(0, amounts?.money ?? 0))}</Text>
              </View>
            </View>
            <View className='withdraw-card withdraw-rules'>
              <Text className='withdraw-card__title'>{t('withdraw:apply.rules')}</Text>
              <Text className='withdraw-rules__item'>{t('withdraw:point.minRule', { count: c.min_point })}</Text>
              <Text className='withdraw-rules__item'>{c.fee_rate ? t('withdraw:apply.feeRule', { rate: perMilleText(c.fee_rate) }) : t('withdraw:apply.noFee')}</Text>
              {c.day_count ? <Text className='withdraw-rules__item'>{t('withdraw:point.dayCountRule', { count: c.day_count, used: info.today_count })}</Text> : null}
              <Text className='withdraw-rules__item'>{t('withdraw:point.reviewRule')}</Text>
            </View>
            <Button className='withdraw-submit withdraw-point__submit' type='primary' block loading={busy} onClick={submit}>
              {t('withdraw:point.submit')}
            </Button>
            {pay.open && point ? (
              <PayPasswordPopup
                note={t('withdraw:payPassword.pointNote', { count: point })}
                busy={busy}
                onSubmit={apply}
                onClose={pay.close}
                onForgot={pay.forgot}
              />
            ) : null}
          </View>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell
      title={t('withdraw:point.applyTitle')}
      navRight={token ? <Text className='withdraw-nav-link withdraw-point__records' onClick={() => go(ROUTES.pointWithdrawalList)}>{t('withdraw:point.records')}</Text> : undefined}
    >
      {body}
    </PageShell>
  )
}
