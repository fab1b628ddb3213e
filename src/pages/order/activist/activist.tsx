import '@/features/refund/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchRefundPage, type RefundListFilter, type RefundSummary } from '@/features/refund/api'
import { RefundCard } from '@/features/refund/components/RefundCard'
import { parseRefundTab, refundApplyUrl, REFUND_TABS } from '@/features/refund/rules'
import { useRefundActions } from '@/features/refund/useRefundActions'
import { useShowAgain } from '@/features/resource/useResource'
import { ROUTES } from '@/constants/routes'
import { useAppStore } from '@/store/app'
import { go, replaceRouteQuery } from '@/utils/navigate'

/** Refunds and after-sale: every line the buyer applied for, newest first, by status, with what they may do next. */
export default function ActivistPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const [tab, setTab] = useState<RefundListFilter>(() => parseRefundTab(params.status))
  const [version, setVersion] = useState(0)
  const refresh = () => setVersion((v) => v + 1)
  const { run } = useRefundActions(refresh)

  // back from a detail (withdrawn, parcel sent): the list may be out of date
  useShowAgain(refresh)

  const tabs = (
    <View className='refund-tabs'>
      {REFUND_TABS.map((s) => (
        <View
          key={s}
          className={`refund-tabs__item${tab === s ? ' refund-tabs__item--active' : ''}`}
          data-status={s}
          onClick={() => {
            if (s === tab) return
            setTab(s)
            replaceRouteQuery({ status: s })
          }}
        >
          <Text>{t(`refund:tabs.${s}`)}</Text>
        </View>
      ))}
    </View>
  )

  return (
    <PageShell title={t('refund:activist.title')} body='fixed' top={token ? tabs : undefined} className='refund-activist'>
      {token ? (
        <View className='refund-activist__body' data-status={tab}>
          <PullList<RefundSummary>
            reloadKey={`${tab}|${version}`}
            fetchPage={(page, page_size) => fetchRefundPage({ page, page_size, refund_status: tab })}
            keyOf={(r) => r.order_goods_id}
            renderItem={(r) => (
              <RefundCard refund={r} onOpen={(x) => go(refundApplyUrl(ROUTES.orderRefundDetail, x.order_goods_id))} onAction={(x, a) => run(x.order_goods_id, a)} />
            )}
            empty={<Empty tip={t('refund:activist.empty')} />}
          />
        </View>
      ) : (
        <LoginPrompt tip={t('refund:activist.loginTip')} />
      )}
    </PageShell>
  )
}
