import '@/features/auth/i18n'
import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { platformLogin } from '@/platform/login'
import { PhoneNumberButton, phoneNumberSupported, type PhoneResult } from '@/platform/phone'
import { ApiError } from '@/services/request'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { getPhoneNumber, mobileAuth, weappCodeToOpenid, type LoginAnswer } from '../api'
import type { PendingIdentity } from '../store'
import './auth.scss'

/**
 * A fresh mini-program auth_tag for the forced binding. The stored authInfo may be older than the
 * tag's 30 minutes (it outlives launches), and a new wx.login also gives the server the session_key
 * the old iv/encryptedData flow is encrypted with. Only WeChat has the button, hence the weapp call.
 */
async function freshAuthTag(): Promise<string> {
  const { code } = await platformLogin.login()
  const { auth_tag: tag } = await weappCodeToOpenid(code)
  if (!tag) throw new Error('no auth_tag')
  const app = useAppStore.getState()
  app.setAuthInfo({ ...(app.authInfo ?? {}), auth_tag: tag })
  return tag
}

export interface PhoneQuickBindProps {
  /** class prefix of the popup (`${prefix}-phone`) */
  prefix: string
  /** the pending identity (complete-info popup); null: a logged-in member, whose tag is fetched here */
  identity: PendingIdentity | null
  /** the mobileauth answer: log in, close the popup */
  onDone(answer: LoginAnswer): Promise<unknown>
}

/**
 * The "use my WeChat phone number" way of the binding popups: the platform's button gives a code
 * (or iv + encryptedData), /api/tripartite/getPhoneNumber turns it into a mobile_tag for the identity,
 * /api/tripartite/mobileauth binds it (with the token: to the logged-in member). Nothing where the
 * platform has no such button.
 */
export function PhoneQuickBind({ prefix, identity, onDone }: PhoneQuickBindProps) {
  const { t } = useTranslation()
  const given = identity?.authTag ?? ''
  const [tag, setTag] = useState(given)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  useEffect(() => {
    if (!phoneNumberSupported) return
    if (given) {
      setTag(given)
      return
    }
    let live = true
    freshAuthTag()
      .then((fresh) => live && setTag(fresh))
      // no identity: the SMS form remains
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [given])

  if (!phoneNumberSupported || !tag) return null

  const onPhone = async (result: PhoneResult) => {
    if (busyRef.current) return
    busyRef.current = true
    setBusy(true)
    try {
      const { mobile_tag } = await getPhoneNumber({ auth_tag: tag, ...result })
      const answer = await mobileAuth({ auth_tag: tag, mobile_tag, nickname: identity?.nickname, headimg: identity?.headimg })
      await onDone(answer)
    } catch (e) {
      // the request layer toasted the server's message
      if (!(e instanceof ApiError)) toast(t('login:phone.failed'))
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <View className={`phone-quick ${prefix}-phone`}>
      <PhoneNumberButton
        className='phone-quick__btn phone-quick-btn'
        disabled={busy}
        onPhone={onPhone}
        onDeny={() => toast(t('login:phone.denied'))}
        onError={() => toast(t('login:phone.failed'))}
      >
        {t('login:phone.quick')}
      </PhoneNumberButton>
      <Text className='phone-quick__or'>{t('login:phone.or')}</Text>
    </View>
  )
}

export default PhoneQuickBind
