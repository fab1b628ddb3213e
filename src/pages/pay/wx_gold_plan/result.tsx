import '@/features/pay/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PayResult } from '@/features/pay/components/PayResult'

/**
 * The merchant result page WeChat Pay opens after a payment (the "gold plan" page): WeChat passes
 * out_trade_no in the query; the content is the result page's.
 */
export default function WxGoldPlanResultPage() {
  const { t } = useTranslation()
  const [outTradeNo] = useState(() => String(Taro.getCurrentInstance()?.router?.params?.out_trade_no ?? ''))
  return (
    <PageShell title={t('pay:result.title')}>
      <PayResult outTradeNo={outTradeNo} />
    </PageShell>
  )
}
