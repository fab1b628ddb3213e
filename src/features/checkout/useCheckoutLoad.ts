import { useEffect } from 'react'
import type { ResourceState } from '@/features/resource/ResourceView'
import { useShowAgain } from '@/features/resource/useResource'
import { useMemberStore } from '@/features/member/store'
import { useAppStore } from '@/store/app'
import type { CheckoutPayment } from './api'
import type { CheckoutGoods } from './request'
import type { Checkout } from './useCheckout'

const preferredAddress = () => useAppStore.getState().currentShippingAddress?.id ?? 0

/**
 * When checkout loads: on open and on a new token, and again each time the page shows after that (back
 * from choosing an address, adding one, or setting the pay password) until the orders are created.
 * Its state in the terms of ResourceView: login prompt, loading, failure with retry, the payment.
 */
export function useCheckoutLoad(co: Checkout, goods: CheckoutGoods | null, created: boolean): ResourceState<CheckoutPayment> {
  const token = useAppStore((s) => s.token)

  useEffect(() => {
    if (!token || !goods) return
    useMemberStore.getState().refresh()
    co.load(preferredAddress())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads on open and on a new token only, with the checkout as it is then
  }, [token])

  useShowAgain(() => {
    if (!useAppStore.getState().token || !goods || created) return
    useMemberStore.getState().refresh()
    co.load(preferredAddress() || co.current().addressId)
  })

  return {
    status: !token ? 'needsLogin' : co.failed ? 'error' : co.payment ? 'data' : 'loading',
    data: co.payment,
    error: null,
    reload: () => co.load(co.choices.addressId),
  }
}
