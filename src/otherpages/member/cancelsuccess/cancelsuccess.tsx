import '@/features/member/i18n'
import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { SuccessF } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { useMemberStore } from '@/features/member/store'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import '../cancel.scss'

/**
 * The account is closed (approved): the server refuses its tokens from now on, so the session is
 * forgotten here at once, and the only way on is the home page.
 */
export default function CancelSuccessPage() {
  const { t } = useTranslation()

  useEffect(() => {
    const app = useAppStore.getState()
    app.clearToken()
    app.setAuthInfo(null)
    useMemberStore.getState().clear()
  }, [])

  return (
    <PageShell title={t('member:cancel.title')}>
      <View className='cancelsuccess-page cancel-page'>
        <View className='cancel-result cancel-result--approved'>
          <View className='cancel-result__icon'>
            <SuccessF size={64} />
          </View>
          <Text className='cancel-result__title'>{t('member:cancel.approvedTitle')}</Text>
          <Text className='cancel-result__text'>{t('member:cancel.approvedText')}</Text>
        </View>
        <View className='cancel-actions'>
          <Button className='cancel-home' type='primary' block onClick={() => go(ROUTES.home, 'reLaunch')}>
            {t('member:cancel.home')}
          </Button>
        </View>
      </View>
    </PageShell>
  )
}
