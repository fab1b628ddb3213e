import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useAuthStore } from '../store'
import { AuthNicknamePopup } from './AuthNicknamePopup'
import { BindMobilePopup } from './BindMobilePopup'
import { CompleteInfoPopup } from './CompleteInfoPopup'
import { PrivacyPopup } from './PrivacyPopup'

/**
 * The login popups the auth store asks for, plus the privacy popup. Every page's shell mounts this;
 * pages under the current one (kept in the stack, hidden) render nothing, so a popup exists once.
 */
export function AuthPopups() {
  const popup = useAuthStore((s) => s.popup)
  const privacyOpen = useAuthStore((s) => s.privacyOpen)
  const [shown, setShown] = useState(true)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))
  if (!shown || (popup === 'none' && !privacyOpen)) return null
  return (
    <>
      {popup === 'completeInfo' ? <CompleteInfoPopup /> : null}
      {popup === 'authNickname' ? <AuthNicknamePopup /> : null}
      {popup === 'bindMobile' ? <BindMobilePopup /> : null}
      {privacyOpen ? <PrivacyPopup /> : null}
    </>
  )
}

export default AuthPopups
