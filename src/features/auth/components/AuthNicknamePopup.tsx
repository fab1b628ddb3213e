import '@/features/auth/i18n'
import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { Close } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { toast } from '@/services/toast'
import { authRegister } from '../api'
import { completeLogin } from '../session'
import { useAuthStore } from '../store'
import './auth.scss'

/** Longest nickname the profile accepts (docs/api.md: modifynickname 1–30). */
const NICKNAME_MAX = 30

/**
 * Spec section 4, the third case of -10016 (third-party login on, bind_mobile off): the user authorises
 * with a nickname (请输入昵称 when saving without one) and /api/login/authRegister registers or logs in.
 */
export function AuthNicknamePopup() {
  const { t } = useTranslation()
  const identity = useAuthStore((s) => s.identity)
  const close = useAuthStore((s) => s.close)
  const [nickname, setNickname] = useState(identity?.nickname ?? '')
  const [saving, setSaving] = useState(false)

  const save = async () => {
    if (saving) return
    const name = nickname.trim()
    if (!name) {
      toast(t('login:validate.nicknameRequired'))
      return
    }
    if (!identity?.authTag) {
      close()
      return
    }
    setSaving(true)
    try {
      const answer = await authRegister({ auth_tag: identity.authTag, nickname: name, headimg: identity.headimg })
      await completeLogin(answer)
    } catch {
      // the server's message was shown; the popup stays
    } finally {
      setSaving(false)
    }
  }

  return (
    <Popup visible position='center' round closeable={false} closeOnOverlayClick={false} className='auth-popup auth-nickname-popup'>
      <View className='auth-popup__head'>
        <Text className='auth-popup__title'>{t('login:authPopup.title')}</Text>
        <View className='auth-popup__close auth-nickname-close' aria-label={t('login:close')} onClick={close}>
          <Close size={16} />
        </View>
      </View>
      <Text className='auth-popup__tip'>{t('login:authPopup.tip')}</Text>
      <View className='auth-popup__body'>
        <View className='auth-field'>
          <Input
            className='auth-field__input auth-nickname-input'
            type='nickname'
            maxlength={NICKNAME_MAX}
            value={nickname}
            placeholder={t('login:placeholder.nickname')}
            onInput={(e) => setNickname(e.detail.value)}
            onBlur={(e) => setNickname(e.detail.value)}
          />
        </View>
      </View>
      <Button className='auth-submit auth-nickname-save' type='primary' block loading={saving} onClick={save}>
        {t('login:authPopup.submit')}
      </Button>
    </Popup>
  )
}

export default AuthNicknamePopup
