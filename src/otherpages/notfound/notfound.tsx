import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Failure } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import './notfound.scss'

/**
 * Where an unknown address lands (the app's page-not-found hook redirects here, see src/app.tsx):
 * says so in the reader's language and leads home.
 */
export default function NotFoundPage() {
  const { t } = useTranslation()
  const asked = Taro.getCurrentInstance()?.router?.params?.path
  let path = ''
  try {
    path = asked ? decodeURIComponent(asked) : ''
  } catch {
    path = asked ?? ''
  }
  return (
    <PageShell title={t('pages:notFound.title')} showBack={false}>
      <View className='notfound-page'>
        <Failure className='notfound-page__icon' size={64} />
        <Text className='notfound-page__title'>{t('pages:notFound.title')}</Text>
        <Text className='notfound-page__text'>{t('pages:notFound.text')}</Text>
        {path ? <Text className='notfound-page__path'>{path}</Text> : null}
        <Button className='notfound-page__home' type='primary' onClick={() => go(ROUTES.home, 'reLaunch')}>
          {t('pages:notFound.home')}
        </Button>
      </View>
    </PageShell>
  )
}
