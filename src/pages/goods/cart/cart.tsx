import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullScroll } from '@/components/PullList/PullScroll'
import { clearInvalidLines, deleteCartLines, fetchCart, refreshCartCount, type CartLine } from '@/features/cart/api'
import { allChosen, checkoutSummary, chosenLines, groupByShop, isBuyable, keepChoosable, toggleMany, type Selection } from '@/features/cart/selection'
import { readChosen, saveChosen } from '@/features/cart/chosen'
import { cartCheckoutUrl } from '@/features/cart/links'
import { useQuantityEdits } from '@/features/cart/useQuantityEdits'
import { CartBar } from '@/features/cart/components/CartBar'
import { CartInvalidLines } from '@/features/cart/components/CartInvalidLines'
import { CartShopLines } from '@/features/cart/components/CartShopLines'
import '@/features/cart/i18n'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { useAppStore } from '@/store/app'
import { TAB_ROUTES, ROUTES } from '@/constants/routes'
import { toast } from '@/services/toast'
import { go } from '@/utils/navigate'
import './cart.scss'

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
  // what was ticked on the last visit, and the lines added since (features/cart/chosen.ts)
  const [selection, setSelection] = useState<Selection>(() => readChosen())
  const [editing, setEditing] = useState(false)
  // coming back (from checkout, goods detail) re-reads the cart: what was bought is gone
  const cart = useResource(
    async () => {
      const res = await fetchCart()
      // lines added elsewhere while this page stayed in the stack arrive ticked
      setSelection(readChosen())
      refreshCartCount()
      return res
    },
    { login: true, reloadOnShow: true, isEmpty: (d) => d.valid.length + d.invalid.length === 0 },
  )
  const edits = useQuantityEdits((id, num) =>
    cart.setData((d) => ({ ...d, valid: d.valid.map((l) => (l.cart_id === id ? { ...l, num } : l)) })),
  )

  const data = cart.data
  const valid = useMemo(
    () =>
      (data?.valid ?? []).map((l) => {
        const num = edits.pending.get(l.cart_id)
        return num === undefined ? l : { ...l, num }
      }),
    [data, edits.pending],
  )
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

  const remove = async (ids: number[]) => {
    if (!ids.length) {
      toast(t('cart:chooseFirst'))
      return
    }
    if (!(await confirmModal(t('cart:confirmTitle'), t('cart:deleteConfirm', { count: ids.length })))) return
    try {
      await deleteCartLines(ids)
      toast(t('cart:deleted'))
      await cart.reload()
    } catch {
      // the server's message was shown
    }
  }

  const clearInvalid = async () => {
    if (!(await confirmModal(t('cart:confirmTitle'), t('cart:clearInvalidConfirm')))) return
    try {
      await clearInvalidLines()
      toast(t('cart:cleared'))
      await cart.reload()
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
    if (edits.waiting() && !(await edits.flush())) return
    go(cartCheckoutUrl(ids))
  }

  const content = (
    <ResourceView
      resource={cart}
      login={{ tip: t('cart:loginTip'), back: ROUTES.cart }}
      empty={{ tip: t('cart:empty'), buttonText: t('cart:goShopping'), onButton: () => go(TAB_ROUTES.home, 'tabbar') }}
    >
      {(lists) => (
        <View className='cart'>
          {groupByShop(valid).map((group) => (
            <CartShopLines
              key={group.site_id}
              siteId={group.site_id}
              siteName={group.site_name}
              lines={group.lines}
              selection={selection}
              choosable={choosable}
              editing={editing}
              onSelect={setSelection}
              onChangeNum={(line: CartLine, num: number) => edits.change(line.cart_id, num)}
              onRemove={remove}
            />
          ))}
          <CartInvalidLines lines={lists.invalid} onClear={clearInvalid} />
        </View>
      )}
    </ResourceView>
  )

  const bar =
    token && valid.length ? (
      <CartBar
        allChecked={allChosen(selection, choosable)}
        noneChoosable={!choosable.length}
        editing={editing}
        total={summary.total}
        pieces={summary.pieces}
        canCheckout={summary.ids.length > 0}
        onToggleAll={() => setSelection((s) => toggleMany(s, choosable))}
        onDelete={() => remove(chosenLines(valid, selection).map((l) => l.cart_id))}
        onCheckout={checkout}
      />
    ) : null

  const navRight =
    token && valid.length ? (
      <Text className='cart-edit' onClick={() => setEditing((e) => !e)}>
        {editing ? t('cart:done') : t('cart:edit')}
      </Text>
    ) : undefined

  return (
    <PageShell title={t('cart:title')} tab='cart' body='fixed' navRight={navRight} bottom={bar} className='cart-page'>
      <PullScroll onRefresh={token ? cart.reload : undefined}>{content}</PullScroll>
    </PageShell>
  )
}
