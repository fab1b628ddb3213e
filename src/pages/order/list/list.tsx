import '@/features/order/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { SearchBar } from '@/components/SearchBar/SearchBar'
import { Empty } from '@/components/Empty/Empty'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchOrderPage, type OrderSummary } from '@/features/order/api'
import { useOrderCounts } from '@/features/order/counts'
import { OrderCard } from '@/features/order/components/OrderCard'
import { useOrderActions } from '@/features/order/useOrderActions'
import { detailUrl } from '@/features/order/kind'
import { ORDER_TABS, parseTab, type OrderTab } from '@/features/order/tabs'
import { useShowAgain } from '@/features/resource/useResource'
import { ROUTES } from '@/constants/routes'
import { useAppStore } from '@/store/app'
import { go, replaceRouteQuery } from '@/utils/navigate'
import './list.scss'

/** The buyer's orders: status tabs with counts, search, pull-down refresh and paging. */
export default function OrderListPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const [tab, setTab] = useState<OrderTab>(() => parseTab(params.status))
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  // bumped to reload page 1 after an action or when the page shows again
  const [version, setVersion] = useState(0)
  const { counts, reload: reloadCounts } = useOrderCounts()

  const refresh = () => {
    setVersion((v) => v + 1)
    reloadCounts()
  }
  const { run, isRunning, paySheet } = useOrderActions({ onChanged: refresh, onDeleted: refresh })

  // back from a detail (paid, received, deleted there): what the list shows may be out of date
  useShowAgain(refresh)

  const choose = (next: OrderTab) => {
    if (next === tab) return
    setTab(next)
    replaceRouteQuery({ status: next })
  }

  const tabs = (
    <View className='order-list__top'>
      <View className='order-tabs'>
        {ORDER_TABS.map((s) => {
          const n = s === 'all' ? 0 : (counts?.[s] ?? 0)
          return (
            <View key={s} className={`order-tab${tab === s ? ' order-tab--active' : ''}`} data-status={s} onClick={() => choose(s)}>
              <Text className='order-tab__label'>{t(`order:tabs.${s}`)}</Text>
              {n > 0 ? <Text className='order-tab__count'>{n > 99 ? '99+' : n}</Text> : null}
            </View>
          )
        })}
      </View>
      <SearchBar
        value={typed}
        placeholder={t('order:list.searchPlaceholder')}
        onInput={(v) => {
          setTyped(v)
          // an emptied box shows every order of the tab again
          if (!v.trim() && search) setSearch('')
        }}
        onSearch={(v) => setSearch(v.trim())}
      />
    </View>
  )

  return (
    <PageShell title={t('order:list.title')} body='fixed' top={token ? tabs : undefined} className='order-list' >
      {token ? (
        <View className='order-list__body' data-status={tab}>
          <PullList<OrderSummary>
            reloadKey={`${tab}|${search}|${version}`}
            fetchPage={(page, page_size) => fetchOrderPage({ page, page_size, order_status: tab, search })}
            keyOf={(o) => o.order_id}
            renderItem={(o) => <OrderCard order={o} onOpen={(x) => go(detailUrl(x))} onAction={run} isRunning={isRunning} />}
            empty={<Empty tip={t('order:list.empty')} buttonText={t('order:list.goShopping')} onButton={() => go(ROUTES.home)} />}
          />
        </View>
      ) : (
        <LoginPrompt tip={t('order:list.loginTip')} />
      )}
      {paySheet}
    </PageShell>
  )
}
