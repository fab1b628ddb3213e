import '@/features/recharge/i18n'
import { useRef, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Price } from '@/components/Price/Price'
import { Empty } from '@/components/Empty/Empty'
import { ROUTES } from '@/constants/routes'
import { useMemberRefreshOnShow } from '@/features/member/hooks'
import { useMemberStore } from '@/features/member/store'
import { PaySheet } from '@/features/pay/components/PaySheet'
import { createRecharge, fetchPackages, fetchRechargeConfig } from '@/features/recharge/api'
import { RechargeGifts } from '@/features/recharge/components/RechargeGifts'
import { parseFreeAmount } from '@/features/recharge/gifts'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { toast } from '@/services/toast'
import { fenToYuan, formatMoney, yuanToFen } from '@/utils/money'
import { go } from '@/utils/navigate'
import './list.scss'

/** The free amount field's choice. */
const FREE = 0

/**
 * /otherpages/recharge/list/list: the operator's packages as cards and, when allowed, an amount of
 * one's own; recharging creates a recharge order and pays its out_trade_no through the pay sheet
 * (the ordinary payment calls). The balance arrives when the payment's notification does.
 */
export default function RechargeListPage() {
  const { t } = useTranslation()
  const member = useMemberStore((s) => s.info)
  // a package id, FREE for the typed amount, null before a choice
  const [chosen, setChosen] = useState<number | null>(null)
  const [freeText, setFreeText] = useState('')
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const [paying, setPaying] = useState<{ outTradeNo: string; payMoney: number } | null>(null)

  useMemberRefreshOnShow()

  // closed recharging is the empty state
  const offer = useResource(
    async () => {
      const [config, p] = await Promise.all([fetchRechargeConfig(), fetchPackages()])
      // the first package is chosen until the shopper picks something else
      setChosen((was) => (was !== null ? was : p.list.length ? p.list[0].recharge_id : null))
      return { config, packages: p.list }
    },
    { login: true, isEmpty: (o) => !o.config.is_use },
  )
  const config = offer.data?.config ?? null
  const packages = offer.data?.packages ?? null

  const free = config && config.free_amount_use ? parseFreeAmount(freeText, config.free_amount_min, config.free_amount_max, yuanToFen) : null
  const chosenPackage = packages?.find((p) => p.recharge_id === chosen) ?? null
  const amount = chosen === FREE ? (free?.ok ? free.fen : null) : chosenPackage?.face_value ?? null

  const submit = async () => {
    if (busyRef.current || !config) return
    let input: { recharge_id: number; face_value?: number }
    if (chosen === FREE) {
      if (!free || !free.ok) {
        const reason = free && !free.ok ? free.reason : 'empty'
        toast(reason === 'range'
          ? t('recharge:free.range', { min: fenToYuan(config.free_amount_min), max: fenToYuan(config.free_amount_max) })
          : reason === 'invalid' ? t('recharge:free.invalid') : t('recharge:choose'))
        return
      }
      input = { recharge_id: 0, face_value: free.fen }
    } else if (chosenPackage) {
      input = { recharge_id: chosenPackage.recharge_id }
    } else {
      toast(t('recharge:choose'))
      return
    }
    busyRef.current = true
    setBusy(true)
    try {
      const created = await createRecharge(input)
      setPaying({ outTradeNo: created.out_trade_no, payMoney: created.pay_money })
    } catch {
      // the request layer showed the server's reason (off sale, out of bounds, closed)
      void offer.reload()
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  const balanceFen = member && Number.isSafeInteger(member.balance) && Number.isSafeInteger(member.balance_money)
    ? Number(member.balance) + Number(member.balance_money) : null

  const body = (
    <ResourceView
      resource={offer}
      login={{ tip: t('recharge:loginTip'), back: ROUTES.rechargeList }}
      loadingRows={3}
      empty={{ className: 'recharge-closed', tip: t('recharge:closed') }}
    >
      {({ config, packages }) => (
        <View className='recharge' data-chosen={chosen ?? ''}>
          <View className='recharge-head'>
            <View className='recharge-head__balance'>
              <Text className='recharge-head__label'>{t('recharge:balance')}</Text>
              {balanceFen !== null ? <Price fen={balanceFen} size='large' className='recharge-balance' /> : <Text className='recharge-balance'>-</Text>}
            </View>
            <Text className='recharge-records' onClick={() => go(ROUTES.rechargeOrderList)}>{t('recharge:records')}</Text>
          </View>

          <Text className='recharge-section'>{t('recharge:packages')}</Text>
          {!packages.length && !config.free_amount_use ? <Empty tip={t('recharge:none')} /> : null}
          <View className='recharge-packages'>
            {packages.map((p) => (
              <View
                key={p.recharge_id}
                className={`recharge-package${chosen === p.recharge_id ? ' recharge-package--active' : ''}`}
                data-id={p.recharge_id}
                onClick={() => setChosen(p.recharge_id)}
              >
                <Text className='recharge-package__name'>{p.recharge_name}</Text>
                <Text className='recharge-package__value'>{formatMoney(p.face_value)}</Text>
                <RechargeGifts gifts={p} />
              </View>
            ))}
          </View>

          {config.free_amount_use ? (
            <View className={`recharge-free${chosen === FREE ? ' recharge-free--active' : ''}`} onClick={() => setChosen(FREE)}>
              <Text className='recharge-free__label'>{t('recharge:free.label')}</Text>
              <Input
                className='recharge-free__input'
                type='digit'
                value={freeText}
                maxlength={10}
                placeholder={t('recharge:free.placeholder', { min: fenToYuan(config.free_amount_min), max: fenToYuan(config.free_amount_max) })}
                onFocus={() => setChosen(FREE)}
                onInput={(e) => {
                  setChosen(FREE)
                  setFreeText(e.detail.value)
                }}
              />
            </View>
          ) : null}

          <Button className='recharge-submit' type='primary' block loading={busy} disabled={chosen === null} onClick={() => void submit()}>
            {amount !== null ? t('recharge:submit', { money: formatMoney(amount) }) : t('recharge:choose')}
          </Button>

          <View className='recharge-note'>
            <Text className='recharge-note__title'>{t('recharge:note.title')}</Text>
            <Text className='recharge-note__item recharge-note__stored'>{t('recharge:note.stored')}</Text>
            <Text className='recharge-note__item'>{t('recharge:note.gifts')}</Text>
            <Text className='recharge-note__item'>{t('recharge:note.channel')}</Text>
          </View>
        </View>
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('recharge:title')} className='recharge-page'>
      {body}
      {paying ? (
        <PaySheet visible outTradeNo={paying.outTradeNo} payMoney={paying.payMoney} onClose={() => setPaying(null)} />
      ) : null}
    </PageShell>
  )
}
