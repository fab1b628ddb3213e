import '@/features/auth/i18n'
import { View, Text, Button as PlainButton } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Popup } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { privacy, PRIVACY_AGREE_BUTTON_ID } from '@/platform/privacy'
import { useAuthStore } from '../store'
import './auth.scss'

/**
 * Spec section 4 / 8: the platform's privacy authorisation. Agree answers the waiting call; disagree
 * shows the modal saying the related features cannot be used without agreeing, then answers 'disagree'.
 * In the WeChat mini-program the agree button must be an open-type="agreePrivacyAuthorization" button
 * (the platform checks that this very button was tapped), so its own event is what counts there.
 */
export function PrivacyPopup() {
  const { t } = useTranslation()
  const answer = useAuthStore((s) => s.answerPrivacy)

  const agree = () => answer(true)
  const disagree = async () => {
    try {
      await Taro.showModal({
        title: t('login:privacy.disagreeTitle'),
        content: t('login:privacy.disagreeContent'),
        showCancel: false,
        confirmText: t('common:confirm'),
      })
    } catch {
      // the modal failing must not leave the platform's call waiting
    }
    answer(false)
  }

  return (
    <Popup visible position='center' round closeable={false} closeOnOverlayClick={false} className='auth-popup privacy-popup'>
      <View className='auth-popup__head'>
        <Text className='auth-popup__title'>{t('login:privacy.title')}</Text>
      </View>
      <View className='auth-popup__tip privacy-popup__content'>
        <Text>{t('login:privacy.before')}</Text>
        <Text className='privacy-popup__contract' onClick={() => privacy.openContract?.()}>
          {t('login:privacy.contract')}
        </Text>
        <Text>{t('login:privacy.after')}</Text>
      </View>
      <View className='privacy-popup__actions'>
        <PlainButton className='privacy-popup__btn privacy-disagree' onClick={disagree}>
          {t('login:privacy.disagree')}
        </PlainButton>
        <PlainButton
          id={PRIVACY_AGREE_BUTTON_ID}
          className='privacy-popup__btn privacy-popup__btn--agree privacy-agree'
          openType='agreePrivacyAuthorization'
          onAgreePrivacyAuthorization={agree}
          onClick={privacy.agreeBy === 'tap' ? agree : undefined}
        >
          {t('login:privacy.agree')}
        </PlainButton>
      </View>
    </Popup>
  )
}

export default PrivacyPopup
