import '../i18n'
import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { payment, type PayOutcome } from '@/platform/payment'
import { toast } from '@/services/toast'
import { formatMoney } from '@/utils/money'
import { go } from '@/utils/navigate'
import { confirmDevpay, fetchPayTypes } from '../api'
import { isPaid, loadTemplateIds, payThrough, resultUrl } from '../flow'
import './PaySheet.scss'

export interface PaySheetProps {
  visible: boolean
  outTradeNo: string
  /** fen the channel takes */
  payMoney: number
  /** closed without paying */
  onClose(): void
  /** subscription template ids asked for after a mini-program payment (default: the server's, see loadTemplateIds) */
  templateIds?: string[]
}

/**
 * The pay step: the channels /api/pay/type offers this client (pay-channel, data-type = pay_type),
 * pay-confirm runs the channel through src/platform/payment, then the result page shows what the
 * server says.
 */
export function PaySheet({ visible, outTradeNo, payMoney, onClose, templateIds }: PaySheetProps) {
  const { t } = useTranslation()
  const [channels, setChannels] = useState<string[] | null>(null)
  const [chosen, setChosen] = useState('')
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const templateIdsRef = useRef<Promise<string[]> | null>(null)

  useEffect(() => {
    // fetched while the sheet is open, so that the payment callback can ask at once
    if (visible && !templateIds && !templateIdsRef.current) templateIdsRef.current = loadTemplateIds()
  }, [visible, templateIds])

  useEffect(() => {
    if (!visible || channels) return
    fetchPayTypes(payment.clientKind())
      .then((list) => {
        setChannels(list)
        setChosen((c) => c || list[0] || '')
      })
      .catch(() => setChannels([]))
  }, [visible, channels])

  const confirmDev = async (attemptNo: string): Promise<PayOutcome> => {
    const answer = await Taro.showModal({
      title: t('pay:dev.title'),
      content: t('pay:dev.content', { money: formatMoney(payMoney) }),
      confirmText: t('pay:dev.confirm'),
      cancelText: t('common:cancel'),
    })
    if (!answer.confirm) return 'cancelled'
    try {
      const status = await confirmDevpay(attemptNo)
      return isPaid(status) ? 'success' : 'unknown'
    } catch {
      return 'failed'
    }
  }

  const pay = async () => {
    if (busyRef.current || !chosen) return
    busyRef.current = true
    setBusy(true)
    try {
      const ids = templateIds ?? (await (templateIdsRef.current ?? (templateIdsRef.current = loadTemplateIds())))
      const run = await payThrough(outTradeNo, chosen, { confirmDev, templateIds: ids })
      if (isPaid(run.status) || run.outcome === 'success' || run.outcome === 'unknown') {
        go(resultUrl(outTradeNo), 'redirectTo')
        return
      }
      toast(run.outcome === 'cancelled' ? t('pay:msg.cancelled') : t('pay:msg.failed'))
    } catch {
      // the request layer showed the server's message (channel unavailable, gateway down)
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <Popup visible={visible} position='bottom' round closeable className='pay-sheet-popup' onClose={() => !busy && onClose()}>
      <View className='pay-sheet'>
        <Text className='pay-sheet__title'>{t('pay:sheet.title')}</Text>
        <Text className='pay-sheet__money'>{formatMoney(payMoney)}</Text>
        {channels === null ? <Text className='pay-sheet__hint'>{t('pay:sheet.loading')}</Text> : null}
        {channels && channels.length === 0 ? <Text className='pay-sheet__hint pay-sheet__none'>{t('pay:sheet.none')}</Text> : null}
        {channels?.map((c) => (
          <View key={c} className={`pay-channel ${chosen === c ? 'pay-channel--active' : ''}`} data-type={c} onClick={() => setChosen(c)}>
            <Text className='pay-channel__name'>{t(`pay:channel.${c}`, { defaultValue: c })}</Text>
            <View className={`pay-channel__radio ${chosen === c ? 'pay-channel__radio--on' : ''}`} />
          </View>
        ))}
        <Button className='pay-confirm' type='primary' block loading={busy} disabled={!chosen} onClick={pay}>
          {t('pay:sheet.confirm', { money: formatMoney(payMoney) })}
        </Button>
      </View>
    </Popup>
  )
}
