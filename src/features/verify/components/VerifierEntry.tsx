import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import { checkVerifier } from '../api'
import '../i18n'
import './VerifierEntry.scss'

/**
 * The member centre's way into the verification desk: shown only to members a shop registered as its
 * verifier (asked once per login; a failure just keeps it hidden).
 */
export function VerifierEntry({ token }: { token: string | null | undefined }) {
  const { t } = useTranslation()
  const [shops, setShops] = useState<string[] | null>(null)
  useEffect(() => {
    setShops(null)
    if (!token) return
    let live = true
    checkVerifier()
      .then((r) => live && setShops(r.is_verifier ? r.shops.map((s) => s.site_name) : null))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [token])
  if (!token || !shops) return null
  return (
    <View className='member-card member-row verifier-entry' onClick={() => go(ROUTES.verification)}>
      <Text className='member-row__label'>{t('verify:entry')}</Text>
      <Text className='member-row__value member-row__value--link verifier-entry__shops'>{shops.join('、')}</Text>
    </View>
  )
}
