import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ArrowRight, Del } from '@nutui/icons-react-taro'
import Taro, { useDidShow } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { Empty } from '@/components/Empty/Empty'
import { Price } from '@/components/Price/Price'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { clearInvalidLines, deleteCartLines, editCartLine, fetchCart, refreshCartCount, type CartLine, type CartLists } from '@/features/cart/api'
import { allChosen, checkoutSummary, chosenLines, groupByShop, isBuyable, keepChoosable, toggleLine, toggleMany, type Selection } from '@/features/cart/selection'
import { readChosen, saveChosen } from '@/features/cart/chosen'
import { quantityBounds } from '@/features/cart/quantity'
import { cartCheckoutUrl } from '@/features/cart/links'
import { CheckMark } from '@/features/cart/components/CheckMark'
import { QuantityStepper } from '@/features/cart/components/QuantityStepper'
import '@/features/cart/i18n'
import { goodsDetailUrl, shopDetailUrl } from '@/features/links'
import { useAppStore } from '@/store/app'
import { TAB_ROUTES, ROUTES } from '@/constants/routes'
import { img } from '@/services/image'
import { toast } from '@/services/toast'
import { go } from '@/utils/navigate'
import './cart.scss'

/** A quantity change waits this long for the next tap before it is sent. */
export const EDIT_DEBOUNCE_MS = 400

const lineBounds = (l: CartLine) =>
  quantityBounds({ stock: l.stock, minBuy: l.min_buy, maxBuy: l.max_buy, memberLimit: l.member_limit })

async function confirmModal(title: string, content: string): Promise<boolean> {
  const res = await Taro.showModal({ title, content }).catch(() => null)
  return Boolean(res?.confirm)
}

/**
 * Cart: a login prompt for visitors; for members the valid lines grouped by shop with selection per
 * line, shop and all, quantity, delete, the invalid lines apart, totals in fen and checkout.
 */
export default function CartPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [data, setData] = useState<CartLists | null>(null)
  const [failed, setFailed] = useState(false)
  // what was ticked on the last visit, and the lines added since (features/cart/chosen.ts)
  const [selection, setSelection] = useState<Selection>(() => readChosen())
  const [editing, setEditing] = useState(false)
  // quantities tapped but not yet confirmed by the server, by cart_id
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(() => new Map())
  const alive = useRef(true)
  // one waiting edit per line: its timer and the call itself (checkout sends waiting edits at once)
  const jobs = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; run: () => Promise<boolean> }>())
  const shown = useRef(false)

  useEffect(() => {
    alive.current = true
    const waiting = jobs.current
    return () => {
      alive.current = false
      // leaving (a tab switch) sends the quantities still waiting rather than dropping them
      ;[...waiting.values()].forEach((j) => j.run())
    }
  }, [])

  const load = useCallback(async () => {
    if (!token) return
    setFailed(false)
    try {
      const res = await fetchCart()
      if (!alive.current) return
      setData(res)
      // lines added elsewhere while this page stayed in the stack arrive ticked
      setSelection(readChosen())
      refreshCartCount()
    } catch {
      if (alive.current) setFailed(true)
    }
  }, [token])

  useEffect(() => {
    load()
  }, [load])
  // coming back (from checkout, goods detail) re-reads the cart: what was bought is gone
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })

  const valid = useMemo(
    () =>
      (data?.valid ?? []).map((l) => {
        const num = pending.get(l.cart_id)
        return num === undefined ? l : { ...l, num }
      }),
    [data, pending],
  )
  const invalid = data?.invalid ?? []
  const choosable = useMemo(() => valid.filter((l) => editing || isBuyable(l)).map((l) => l.cart_id), [valid, editing])

  // lines that left (deleted, no longer buyable) leave the selection too, once the lines are known
  const loaded = data !== null
  useEffect(() => {
    if (!loaded) return
    setSelection((sel) => {
      const kept = keepChoosable(sel, choosable)
      return kept.size === sel.size ? sel : kept
    })
  }, [choosable, loaded])
  useEffect(() => saveChosen(selection), [selection])

  const summary = checkoutSummary(valid, selection)

  const changeNum = (line: CartLine, num: number) => {
    const id = line.cart_id
    setPending((m) => new Map(m).set(id, num))
    clearTimeout(jobs.current.get(id)?.timer)
    const run = async (): Promise<boolean> => {
      clearTimeout(jobs.current.get(id)?.timer)
      jobs.current.delete(id)
      const settle = () =>
        setPending((m) => {
          if (m.get(id) !== num) return m // a newer tap is waiting
          const next = new Map(m)
          next.delete(id)
          return next
        })
      try {
        await editCartLine(id, num)
        if (!alive.current) return true
        setData((d) => (d ? { ...d, valid: d.valid.map((l) => (l.cart_id === id ? { ...l, num } : l)) } : d))
        settle()
        return true
      } catch {
        // refused (stock, limits): the request layer showed the server's reason; the line goes back
        if (alive.current) settle()
        return false
      }
    }
    jobs.current.set(id, { timer: setTimeout(run, EDIT_DEBOUNCE_MS), run })
  }

  /** Sends the quantities still waiting; false when the server refused one. */
  const flushEdits = async (): Promise<boolean> => {
    const waiting = [...jobs.current.values()]
    const results = await Promise.all(waiting.map((j) => j.run()))
    return results.every(Boolean)
  }

  const remove = async (ids: number[]) => {
    if (!ids.length) {
      toast(t('cart:chooseFirst'))
      return
    }
    if (!(await confirmModal(t('cart:confirmTitle'), t('cart:deleteConfirm', { count: ids.length })))) return
    try {
      await deleteCartLines(ids)
      toast(t('cart:deleted'))
      await load()
    } catch {
      // the server's message was shown
    }
  }

  const clearInvalid = async () => {
    if (!(await confirmModal(t('cart:confirmTitle'), t('cart:clearInvalidConfirm')))) return
    try {
      await clearInvalidLines()
      toast(t('cart:cleared'))
      await load()
    } catch {
      // the server's message was shown
    }
  }

  const checkout = async () => {
    if (!summary.ids.length) {
      toast(t('cart:chooseFirst'))
      return
    }
    const ids = summary.ids
    // checkout reads the lines from the server: quantities still waiting go first
    if (jobs.current.size && !(await flushEdits())) return
    go(cartCheckoutUrl(ids))
  }

  const hasLines = valid.length + invalid.length > 0

  let content
  if (!token) content = <LoginPrompt tip={t('cart:loginTip')} back={ROUTES.cart} />
  else if (failed && !data) content = <ErrorState onRetry={load} />
  else if (!data) content = <Loading />
  else if (!hasLines)
    content = <Empty tip={t('cart:empty')} buttonText={t('cart:goShopping')} onButton={() => go(TAB_ROUTES.home, 'tabbar')} />
  else
    content = (
      <View className='cart'>
        {groupByShop(valid).map((group) => {
          const ids = group.lines.map((l) => l.cart_id).filter((id) => choosable.includes(id))
          return (
            <View key={group.site_id} className='cart-shop'>
              <View className='cart-shop__head'>
                <CheckMark
                  className='cart-shop__check'
                  checked={allChosen(selection, ids)}
                  disabled={!ids.length}
                  label={group.site_name}
                  labelClassName='cart-shop__name'
                  onToggle={() => setSelection((s) => toggleMany(s, ids))}
                />
                <View
                  className='cart-shop__enter'
                  role='link'
                  aria-label={t('cart:enterShop', { name: group.site_name })}
                  onClick={() => go(shopDetailUrl(group.site_id))}
                >
                  <ArrowRight className='cart-shop__arrow' size={12} />
                </View>
              </View>
              {group.lines.map((line) => {
                const bounds = lineBounds(line)
                const short = line.num > line.stock
                return (
                  <View key={line.cart_id} className='cart-line'>
                    <CheckMark
                      className='cart-line__check'
                      checked={selection.has(line.cart_id)}
                      disabled={!choosable.includes(line.cart_id)}
                      ariaLabel={t('cart:chooseLine', { name: line.goods_name })}
                      onToggle={() => setSelection((s) => toggleLine(s, line.cart_id))}
                    />
                    <Image
                      className='cart-line__image'
                      src={img(line.sku_image, 'small', 'default_goods_img')}
                      mode='aspectFill'
                      onClick={() => go(goodsDetailUrl(line.sku_id))}
                    />
                    <View className='cart-line__info'>
                      <Text className='cart-line__name' onClick={() => go(goodsDetailUrl(line.sku_id))}>
                        {line.goods_name}
                      </Text>
                      {line.spec_name ? <Text className='cart-line__spec'>{line.spec_name}</Text> : null}
                      {short ? <Text className='cart-line__warn'>{t('cart:stockShort', { stock: line.stock })}</Text> : null}
                      <View className='cart-line__bottom'>
                        <Price fen={line.price} />
                        <QuantityStepper
                          className='cart-line__stepper'
                          value={line.num}
                          min={bounds.min}
                          max={Math.max(bounds.max, bounds.min)}
                          onChange={(n) => changeNum(line, n)}
                          minusClassName='cart-line__minus'
                          plusClassName='cart-line__plus'
                        />
                      </View>
                    </View>
                    {!editing ? (
                      <View className='cart-line__delete' onClick={() => remove([line.cart_id])}>
                        <Del size={14} />
                      </View>
                    ) : null}
                  </View>
                )
              })}
            </View>
          )
        })}

        {invalid.length ? (
          <View className='cart-invalid'>
            <View className='cart-invalid__head'>
              <Text className='cart-invalid__title'>{t('cart:invalidTitle', { count: invalid.length })}</Text>
              <Text className='cart-clear-invalid' onClick={clearInvalid}>
                {t('cart:clearInvalid')}
              </Text>
            </View>
            {invalid.map((line) => (
              <View key={line.cart_id} className='cart-line cart-line--invalid'>
                <Text className='cart-line__reason'>{t(`cart:invalidReason.${line.invalid_reason ?? 'off_sale'}`)}</Text>
                <Image className='cart-line__image' src={img(line.sku_image, 'small', 'default_goods_img')} mode='aspectFill' />
                <View className='cart-line__info'>
                  <Text className='cart-line__name'>{line.goods_name}</Text>
                  {line.spec_name ? <Text className='cart-line__spec'>{line.spec_name}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        ) : null}
      </View>
    )

  const bar =
    token && valid.length ? (
      <View className='cart-bar'>
        <View className='cart-bar__all'>
          <CheckMark
            className='cart-select-all'
            checked={allChosen(selection, choosable)}
            disabled={!choosable.length}
            label={t('cart:selectAll')}
            labelClassName='cart-bar__all-text'
            onToggle={() => setSelection((s) => toggleMany(s, choosable))}
          />
        </View>
        {editing ? (
          <Button className='cart-delete' type='danger' fill='outline' size='small' onClick={() => remove(chosenLines(valid, selection).map((l) => l.cart_id))}>
            {t('cart:delete')}
          </Button>
        ) : (
          <>
            <View className='cart-total'>
              <Text className='cart-total__label'>{t('cart:total')}</Text>
              <Price fen={summary.total} />
            </View>
            <Button className='cart-checkout' type='primary' size='small' disabled={!summary.ids.length} onClick={checkout}>
              {t('cart:checkout', { count: summary.pieces })}
            </Button>
          </>
        )}
      </View>
    ) : null

  const navRight =
    token && valid.length ? (
      <Text className='cart-edit' onClick={() => setEditing((e) => !e)}>
        {editing ? t('cart:done') : t('cart:edit')}
      </Text>
    ) : undefined

  return (
    <PageShell title={t('cart:title')} tab='cart' body='fixed' navRight={navRight} bottom={bar} className='cart-page'>
      <PullScroll onRefresh={token ? load : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
