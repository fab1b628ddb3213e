import '@/features/pay/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PayResult } from '@/features/pay/components/PayResult'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { useAppStore } from '@/store/app'

/**
 * The merchant result page WeChat Pay opens after a payment (the "gold plan" page): WeChat passes
 * out_trade_no in the query; the content is the result page's.
 */
export default function WxGoldPlanResultPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [outTradeNo] = useState(() => String(Taro.getCurrentInstance()?.router?.params?.out_trade_no ?? ''))
  // a payment's status is its payer's: a visitor logs in and comes back to this address (query kept)
  return (
    <PageShell title={t('pay:result.title')}>
      {token ? <PayResult outTradeNo={outTradeNo} /> : <LoginPrompt tip={t('pay:result.loginTip')} />}
    </PageShell>
  )
}
