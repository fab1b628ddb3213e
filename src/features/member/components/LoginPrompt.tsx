import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { User } from '@nutui/icons-react-taro'
import { go, currentRoute } from '@/utils/navigate'
import { loginUrl } from '@/features/links'
import './LoginPrompt.scss'

export interface LoginPromptProps {
  tip: string
  /** Page to come back to after login; the current page by default. */
  back?: string
  className?: string
}

/** Visitor prompt whose button opens the login page with the encoded return URL. */
export function LoginPrompt({ tip, back, className }: LoginPromptProps) {
  const { t } = useTranslation()
  return (
    <View className={`login-prompt ${className ?? ''}`}>
      <View className='login-prompt__icon'>
        <User size={32} />
      </View>
      <Text className='login-prompt__tip'>{tip}</Text>
      <Button
        className='login-prompt__button'
        type='primary'
        size='small'
        onClick={() => go(loginUrl(back ?? currentRoute()))}
      >
        {t('pages:common.goLogin')}
      </Button>
    </View>
  )
}

export default LoginPrompt
