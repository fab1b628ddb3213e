import '@/features/pay/i18n'
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { pollPayStatus, resultUrl } from '@/features/pay/flow'
import { PENDING_PAY_KEY } from '@/platform/payment'
import { storage } from '@/platform/storage'
import { go } from '@/utils/navigate'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { useAppStore } from '@/store/app'
import './browser.scss'

/** How long the return page waits for the notification before it shows the result. */
export const RETURN_POLL = { tries: 5, intervalMs: 1500 }

/**
 * Where the browser lands after an off-site payment (WeChat h5 / MWEB, Alipay wap): the out_trade_no
 * comes in the query, or from storage where the pay step kept it before leaving. The status is asked
 * a few times, then the result page shows it.
 */
export default function PayBrowserPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [outTradeNo] = useState(
    () => String(Taro.getCurrentInstance()?.router?.params?.out_trade_no ?? '') || storage.get<string>(PENDING_PAY_KEY) || '',
  )

  useEffect(() => {
    // a visitor (the session ended while paying off-site) logs in first and comes back here
    if (!token) return
    let live = true
    ;(async () => {
      if (outTradeNo) await pollPayStatus(outTradeNo, RETURN_POLL)
      if (!live) return
      storage.remove(PENDING_PAY_KEY)
      go(resultUrl(outTradeNo), 'redirectTo')
    })()
    return () => {
      live = false
    }
  }, [outTradeNo, token])

  return (
    <PageShell title={t('pay:browser.title')}>
      {token ? (
        <View className='pay-browser'>
          <Text className='pay-browser__text'>{t('pay:browser.checking')}</Text>
        </View>
      ) : (
        <LoginPrompt tip={t('pay:result.loginTip')} />
      )}
    </PageShell>
  )
}
