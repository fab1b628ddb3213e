import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Star, StarFill } from '@nutui/icons-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { currentRoute, go } from '@/utils/navigate'
import { loginUrl } from '@/features/links'
import { collect, isCollected, recordFootprint, uncollect } from '../api'
import '../i18n'
import './CollectButton.scss'

/** Records the member's footprint once per goods shown (fire and forget; visitors leave none). */
export function useFootprint(goodsId: number | undefined, token: string | undefined | null): void {
  useEffect(() => {
    if (goodsId && token) recordFootprint(goodsId)
  }, [goodsId, token])
}

/** The goods detail's collect star: visitors go to login and come back. */
export function CollectButton({ goodsId, token }: { goodsId: number; token: string | undefined | null }) {
  const { t } = useTranslation()
  const [on, setOn] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!token) return setOn(false)
    let live = true
    isCollected(goodsId).then((v) => live && setOn(v)).catch(() => undefined)
    return () => { live = false }
  }, [goodsId, token])

  const onTap = async () => {
    if (!token) return go(loginUrl(currentRoute()))
    if (busy) return
    setBusy(true)
    try {
      if (on) await uncollect([goodsId])
      else await collect(goodsId)
      setOn(!on)
      void Taro.showToast({ title: t(on ? 'favorite:uncollectOk' : 'favorite:collectOk'), icon: 'none' })
    } catch {
      // the request helper showed the message
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className={`collect-button${on ? ' collect-button--on' : ''}`} onClick={() => void onTap()}>
      {on ? <StarFill size={18} color='#f2270c' /> : <Star size={18} color='#666' />}
      <Text className='collect-button__text'>{t(on ? 'favorite:collected' : 'favorite:collect')}</Text>
    </View>
  )
}
