import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Warning } from '@nutui/icons-react-taro'
import './StateViews.scss'

export interface LoadingProps {
  /** Number of skeleton rows drawn under the spinner text. */
  rows?: number
  text?: string
  className?: string
}

/** Loading placeholder: keeps the page usable (nav and tab bar stay) while data arrives. */
export function Loading({ rows = 3, text, className }: LoadingProps) {
  const { t } = useTranslation()
  return (
    <View className={`mall-loading ${className ?? ''}`}>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='mall-loading__row'>
          <View className='mall-loading__thumb' />
          <View className='mall-loading__lines'>
            <View className='mall-loading__line' />
            <View className='mall-loading__line mall-loading__line--short' />
          </View>
        </View>
      ))}
      <Text className='mall-loading__text'>{text ?? t('pages:common.loading')}</Text>
    </View>
  )
}

export interface ErrorStateProps {
  message?: string
  onRetry?: () => void
  className?: string
}

/** Error placeholder with a retry button. */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  const { t } = useTranslation()
  return (
    <View className={`mall-error ${className ?? ''}`}>
      <View className='mall-error__icon'>
        <Warning size={28} />
      </View>
      <Text className='mall-error__message'>{message || t('pages:common.loadFailed')}</Text>
      {onRetry ? (
        // a plain button: the home page shows this placeholder, and NutUI's Button with its styles would
        // otherwise join the first load
        <View className='mall-error__retry' hoverClass='mall-error__retry--active' onClick={onRetry}>
          {t('pages:common.retry')}
        </View>
      ) : null}
    </View>
  )
}
