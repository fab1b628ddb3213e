import '@/features/pay/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PayResult } from '@/features/pay/components/PayResult'

/** /pages/pay/result/result?out_trade_no=…: success or failure as /api/pay/status says. */
export default function PayResultPage() {
  const { t } = useTranslation()
  const [outTradeNo] = useState(() => String(Taro.getCurrentInstance()?.router?.params?.out_trade_no ?? ''))
  return (
    <PageShell title={t('pay:result.title')}>
      <PayResult outTradeNo={outTradeNo} />
    </PageShell>
  )
}
