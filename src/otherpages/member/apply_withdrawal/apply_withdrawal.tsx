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
import { applyWithdraw, fetchAccounts, fetchWithdrawInfo } from '@/features/withdraw/api'
import { PayPasswordPopup } from '@/features/checkout/components/PayPasswordPopup'
import { AccountChoice } from '@/features/withdraw/components/AccountChoice'
import { moneyInput, problemText } from '@/features/withdraw/problem'
import { balanceApplyProblem, maxApply, perMilleText, pickAccount, withdrawAmounts } from '@/features/withdraw/rules'
import { usePayPasswordStep } from '@/features/withdraw/usePayPasswordStep'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { fenToYuan, formatMoney, tryYuanToFen } from '@/utils/money'
import { go } from '@/utils/navigate'
import { appendQuery } from '@/utils/query'

/**
 * 申请提现: the withdrawable balance, an amount (or all of it), the account, the fee and what arrives,
 * the operator's minimum and daily limits, then the pay password. The amount is held by the server at once,
 * under review.
 */
export default function ApplyWithdrawalPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [text, setText] = useState('')
  const [accountId, setAccountId] = useState(0)
  const [busy, setBusy] = useState(false)
  const pay = usePayPasswordStep()

  // again on every return (from adding an account)
  const resource = useResource(
    () =>
      Promise.all([fetchWithdrawInfo(), fetchAccounts()]).then(([info, accounts]) => {
        setAccountId((current) => pickAccount(accounts, info.config.transfer_types, current))
        return { info, accounts }
      }),
    { login: true, reloadOnShow: true },
  )
  const info = resource.data?.info ?? null
  const load = resource.reload

  const amount = tryYuanToFen(text)
  const problem = info ? balanceApplyProblem(amount, info.balance_money, info.config, { count: info.today_count, money: info.today_money }) : null
  const amounts = amount !== null && amount > 0 && info ? withdrawAmounts(amount, info.config.fee_rate) : null

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
    if (busy || amount === null) return false
    setBusy(true)
    try {
      const w = await applyWithdraw(amount, accountId, payPassword)
      pay.close()
      toast(t('withdraw:apply.submitted'))
      useMemberStore.getState().refresh().catch(() => undefined)
      go(appendQuery(ROUTES.withdrawalDetail, { id: w.id }), 'redirectTo')
      return true
    } catch (e) {
      // the request layer showed the server's reason; fresh figures for another try
      pay.refused(e)
      load()
      return false
    } finally {
      setBusy(false)
    }
  }

  const body = (
    <ResourceView resource={resource} login={{ tip: t('withdraw:apply.loginTip'), back: ROUTES.applyWithdrawal }} loadingRows={3}>
      {({ info, accounts }) => {
        if (!info.config.is_use) return <Text className='withdraw-closed'>{t('withdraw:apply.closed')}</Text>
        const c = info.config
        return (
          <View className='withdraw-page withdraw-apply'>
            <View className='withdraw-card withdraw-balance'>
              <Text className='withdraw-balance__label'>{t('withdraw:apply.withdrawable')}</Text>
              <Text className='withdraw-balance__value withdraw-apply__balance' data-fen={info.balance_money}>{formatMoney(info.balance_money)}</Text>
              {info.balance > 0 ? <Text className='withdraw-balance__extra'>{t('withdraw:apply.notWithdrawable', { money: formatMoney(info.balance) })}</Text> : null}
            </View>
            <AccountChoice accounts={accounts} allowed={c.transfer_types} value={accountId} onChange={setAccountId} />
            <View className='withdraw-card withdraw-amount'>
              <Text className='withdraw-card__title'>{t('withdraw:apply.amount')}</Text>
              <View className='withdraw-amount__row'>
                <Text className='withdraw-amount__symbol'>¥</Text>
                <Input
                  className='withdraw-amount__input withdraw-apply__amount'
                  type='digit'
                  value={text}
                  placeholder={t('withdraw:apply.amountPlaceholder', { min: formatMoney(c.min_money) })}
                  onInput={(e) => setText(moneyInput(e.detail.value))}
                />
                <Text className='withdraw-link withdraw-amount__all withdraw-apply__all' onClick={() => setText(fenToYuan(maxApply(info.balance_money, c, info.today_money)))}>
                  {t('withdraw:apply.all')}
                </Text>
              </View>
              {text && problem ? <Text className='withdraw-amount__problem'>{problemText(t, problem)}</Text> : null}
              <View className='withdraw-row withdraw-apply__fee'>
                <Text className='withdraw-row__label'>{t('withdraw:apply.fee', { rate: perMilleText(c.fee_rate) })}</Text>
                <Text className='withdraw-row__value'>{formatMoney(amounts?.service_money ?? 0)}</Text>
              </View>
              <View className='withdraw-row withdraw-apply__net'>
                <Text className='withdraw-row__label'>{t('withdraw:apply.net')}</Text>
                <Text className='withdraw-row__value'>{formatMoney(Math.max(0, amounts?.money ?? 0))}</Text>
              </View>
            </View>
            <View className='withdraw-card withdraw-rules'>
              <Text className='withdraw-card__title'>{t('withdraw:apply.rules')}</Text>
              <Text className='withdraw-rules__item'>{t('withdraw:apply.minRule', { min: formatMoney(c.min_money) })}</Text>
              <Text className='withdraw-rules__item'>{c.fee_rate ? t('withdraw:apply.feeRule', { rate: perMilleText(c.fee_rate) }) : t('withdraw:apply.noFee')}</Text>
              {c.day_count ? <Text className='withdraw-rules__item withdraw-apply__day-count'>{t('withdraw:apply.dayCountRule', { count: c.day_count, used: info.today_count })}</Text> : null}
              {c.day_money ? (
                <Text className='withdraw-rules__item withdraw-apply__day-money'>
                  {t('withdraw:apply.dayMoneyRule', { max: formatMoney(c.day_money), left: formatMoney(Math.max(0, c.day_money - info.today_money)) })}
                </Text>
              ) : null}
              <Text className='withdraw-rules__item'>{t('withdraw:apply.reviewRule')}</Text>
            </View>
            <Button className='withdraw-submit withdraw-apply__submit' type='primary' block loading={busy} onClick={submit}>
              {t('withdraw:apply.submit')}
            </Button>
            {pay.open && amount !== null ? (
              <PayPasswordPopup
                note={t('withdraw:payPassword.balanceNote', { money: formatMoney(amount) })}
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
      title={t('withdraw:apply.title')}
      navRight={token ? <Text className='withdraw-nav-link withdraw-apply__records' onClick={() => go(ROUTES.withdrawal)}>{t('withdraw:apply.records')}</Text> : undefined}
    >
      {body}
    </PageShell>
  )
}
