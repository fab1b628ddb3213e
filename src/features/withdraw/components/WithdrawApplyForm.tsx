import '../i18n'
import '../styles'
import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PayPasswordPopup } from '@/features/checkout/components/PayPasswordPopup'
import { useMemberStore } from '@/features/member/store'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { formatMoney } from '@/utils/money'
import { go } from '@/utils/navigate'
import { appendQuery } from '@/utils/query'
import { fetchAccounts, type WithdrawKindKey } from '../api'
import { BALANCE_APPLY, POINT_APPLY, type ApplyInfo, type ApplyKind } from '../applyKinds'
import { problemText } from '../problem'
import { perMilleText, pickAccount, withdrawAmounts } from '../rules'
import { usePayPasswordStep } from '../usePayPasswordStep'
import { AccountChoice } from './AccountChoice'

/**
 * A withdrawal application of either kind: what the member holds, the account, how much (or all of
 * it), the fee and what arrives, the operator's limits, then the pay password. The server holds the
 * amount at once, under review.
 */
export function WithdrawApplyForm({ kind }: { kind: WithdrawKindKey }) {
  return kind === 'balance' ? <ApplyForm spec={BALANCE_APPLY} /> : <ApplyForm spec={POINT_APPLY} />
}

function ApplyForm<I extends ApplyInfo>({ spec }: { spec: ApplyKind<I> }) {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [text, setText] = useState('')
  const [accountId, setAccountId] = useState(0)
  const [busy, setBusy] = useState(false)
  const pay = usePayPasswordStep()
  const b = spec.block

  // again on every return (from adding an account)
  const resource = useResource(
    () =>
      Promise.all([spec.fetchInfo(), fetchAccounts()]).then(([info, accounts]) => {
        setAccountId((current) => pickAccount(accounts, info.config.transfer_types, current))
        return { info, accounts }
      }),
    { login: true, reloadOnShow: true },
  )
  const info = resource.data?.info ?? null

  const quantity = spec.parse(text)
  const positive = quantity !== null && quantity > 0 ? quantity : null
  const problem = info ? spec.problem(quantity, info) : null
  const amounts = positive !== null && info ? withdrawAmounts(spec.money(positive, info), info.config.fee_rate) : null

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
    if (busy || positive === null) return false
    setBusy(true)
    try {
      const w = await spec.send(positive, accountId, payPassword)
      pay.close()
      toast(t('withdraw:apply.submitted'))
      useMemberStore.getState().refresh().catch(() => undefined)
      go(appendQuery(spec.routes.detail, { id: w.id }), 'redirectTo')
      return true
    } catch (e) {
      // the request layer showed the server's reason; fresh figures for another try
      pay.refused(e)
      resource.reload()
      return false
    } finally {
      setBusy(false)
    }
  }

  const body = (
    <ResourceView resource={resource} login={{ tip: t(spec.keys.loginTip), back: spec.routes.self }} loadingRows={3}>
      {({ info, accounts }) => {
        if (!info.config.is_use) return <Text className='withdraw-closed'>{t(spec.keys.closed)}</Text>
        const c = info.config
        const holding = spec.holding(t, info)
        const rules = spec.rules(t, info)
        return (
          <View className={`withdraw-page ${b}`}>
            <View className='withdraw-card withdraw-balance'>
              <Text className='withdraw-balance__label'>{holding.label}</Text>
              <Text className={`withdraw-balance__value ${b}__${holding.valueElement}`} data-fen={holding.fen}>{holding.value}</Text>
              {holding.extra ? <Text className='withdraw-balance__extra'>{holding.extra}</Text> : null}
            </View>
            <AccountChoice accounts={accounts} allowed={c.transfer_types} value={accountId} onChange={setAccountId} />
            <View className='withdraw-card withdraw-amount'>
              <Text className='withdraw-card__title'>{t(spec.keys.amountTitle)}</Text>
              <View className='withdraw-amount__row'>
                {spec.input.symbol ? <Text className='withdraw-amount__symbol'>¥</Text> : null}
                <Input
                  className={`withdraw-amount__input ${b}__${spec.input.element}`}
                  type={spec.input.type}
                  value={text}
                  placeholder={spec.input.placeholder(t, info)}
                  onInput={(e) => setText(spec.input.clean(e.detail.value))}
                />
                <Text className={`withdraw-link withdraw-amount__all ${b}__all`} onClick={() => setText(spec.input.all(info))}>
                  {t(spec.keys.all)}
                </Text>
              </View>
              {text && problem ? <Text className='withdraw-amount__problem'>{problemText(t, problem)}</Text> : null}
              {spec.showsConversion ? (
                <View className={`withdraw-row ${b}__money`}>
                  <Text className='withdraw-row__label'>{t('withdraw:point.money')}</Text>
                  <Text className='withdraw-row__value'>{formatMoney(amounts?.apply_money ?? 0)}</Text>
                </View>
              ) : null}
              <View className={`withdraw-row ${b}__fee`}>
                <Text className='withdraw-row__label'>{t('withdraw:apply.fee', { rate: perMilleText(c.fee_rate) })}</Text>
                <Text className='withdraw-row__value'>{formatMoney(amounts?.service_money ?? 0)}</Text>
              </View>
              <View className={`withdraw-row ${b}__net`}>
                <Text className='withdraw-row__label'>{t('withdraw:apply.net')}</Text>
                <Text className='withdraw-row__value'>{formatMoney(Math.max(0, amounts?.money ?? 0))}</Text>
              </View>
            </View>
            <View className='withdraw-card withdraw-rules'>
              <Text className='withdraw-card__title'>{t('withdraw:apply.rules')}</Text>
              <Text className='withdraw-rules__item'>{rules.min}</Text>
              <Text className='withdraw-rules__item'>{c.fee_rate ? t('withdraw:apply.feeRule', { rate: perMilleText(c.fee_rate) }) : t('withdraw:apply.noFee')}</Text>
              {rules.day.map((line) => (
                <Text key={line.element ?? line.text} className={`withdraw-rules__item${line.element ? ` ${b}__${line.element}` : ''}`}>{line.text}</Text>
              ))}
              <Text className='withdraw-rules__item'>{t(spec.keys.reviewRule)}</Text>
            </View>
            <Button className={`withdraw-submit ${b}__submit`} type='primary' block loading={busy} onClick={submit}>
              {t(spec.keys.submit)}
            </Button>
            {pay.open && positive !== null ? (
              <PayPasswordPopup note={spec.payNote(t, positive)} busy={busy} onSubmit={apply} onClose={pay.close} onForgot={pay.forgot} />
            ) : null}
          </View>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell
      title={t(spec.keys.title)}
      navRight={token ? <Text className={`withdraw-nav-link ${b}__records`} onClick={() => go(spec.routes.records)}>{t(spec.keys.records)}</Text> : undefined}
    >
      {body}
    </PageShell>
  )
}
