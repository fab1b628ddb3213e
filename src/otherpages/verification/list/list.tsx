import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { fetchRecords, type VerifyRecord, type VerifyType } from '@/features/verify/api'
import { groupCode } from '@/features/verify/code'
import { VerifyGoods } from '@/features/verify/components/VerifyGoods'
import '@/features/verify/i18n'
import '@/features/verify/styles'
import { ROUTES } from '@/constants/routes'
import { appendQuery } from '@/utils/query'
import { formatDateTime } from '@/utils/date'
import { go } from '@/utils/navigate'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { useAppStore } from '@/store/app'

const TABS: Array<{ key: 'all' | VerifyType; type?: VerifyType }> = [{ key: 'all' }, { key: 'pickup', type: 'pickup' }, { key: 'virtual', type: 'virtual' }]

/** /otherpages/verification/list: what the member wrote off, newest first, by type. */
export default function VerificationListPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [tab, setTab] = useState<(typeof TABS)[number]>(TABS[0])
  const tabs = (
    <View className='verify-tabs'>
      {TABS.map((x) => (
        <Text
          key={x.key}
          className={`verify-tabs__item verify-tabs__item--${x.key}${x.key === tab.key ? ' verify-tabs__item--active' : ''}`}
          onClick={() => setTab(x)}
        >
          {t(`verify:tabs.${x.key}`)}
        </Text>
      ))}
    </View>
  )
  if (!token) {
    return (
      <PageShell title={t('verify:listTitle')}>
        <LoginPrompt tip={t('verify:listLoginTip')} back={ROUTES.verificationList} />
      </PageShell>
    )
  }
  return (
    <PageShell title={t('verify:listTitle')} body='fixed' top={tabs}>
      <PullList<VerifyRecord>
        reloadKey={tab.key}
        fetchPage={(page, size) => fetchRecords(page, size, tab.type)}
        keyOf={(r) => r.id}
        empty={<Empty tip={t('verify:empty')} />}
        renderItem={(r) => (
          <View className='verify-card verify-record' onClick={() => go(appendQuery(ROUTES.verificationDetail, { code: r.verify_code }))}>
            <View className='verify-record__head'>
              <Text className='verify-record__type'>{r.verify_type_name}</Text>
              <Text className='verify-record__shop'>{r.site_name}</Text>
            </View>
            <VerifyGoods lines={r.goods} />
            <View className='verify-record__foot'>
              <Text className='verify-record__code'>{t('verify:code')} {groupCode(r.verify_code)}</Text>
              <Text className='verify-record__time'>{formatDateTime(r.verify_time)}</Text>
            </View>
          </View>
        )}
      />
    </PageShell>
  )
}
