import { useCallback, useRef, useState } from 'react'
import { AddressError } from '@/services/api/contract.gen'
import { toast } from '@/services/toast'
import { calculateCheckout, fetchCheckout, type CheckoutCalculate, type CheckoutPayment } from './api'
import { calculateInput, EMPTY_CHOICES, paymentInput, reconcileChoices, type CheckoutChoices, type CheckoutGoods } from './request'

export interface CheckoutState {
  payment: CheckoutPayment | null
  calc: CheckoutCalculate | null
  choices: CheckoutChoices
  loading: boolean
  /** the payment call failed: the page shows the error with a retry */
  failed: boolean
  calculating: boolean
}

const codeOf = (e: unknown): number | undefined => (e && typeof e === 'object' && 'code' in e ? Number((e as { code: unknown }).code) : undefined)

/**
 * payment -> calculate, then calculate again on every choice. Answers that arrive after a newer
 * request was sent are dropped, so the figures shown always belong to the last choice.
 */
export function useCheckout(goods: CheckoutGoods | null) {
  const [state, setState] = useState<CheckoutState>({ payment: null, calc: null, choices: EMPTY_CHOICES, loading: true, failed: false, calculating: false })
  const seq = useRef(0)
  const choicesRef = useRef<CheckoutChoices>(EMPTY_CHOICES)
  /** the figures of the last choice, once they are in (what submit waits for) */
  const latest = useRef<Promise<{ payment: CheckoutPayment | null; calc: CheckoutCalculate | null }>>(Promise.resolve({ payment: null, calc: null }))
  const paymentRef = useRef<CheckoutPayment | null>(null)

  const calculateNow = useCallback(
    async (choices: CheckoutChoices) => {
      if (!goods) return null
      const mine = ++seq.current
      choicesRef.current = choices
      setState((s) => ({ ...s, choices, calculating: true }))
      try {
        const calc = await calculateCheckout(calculateInput(goods, choices))
        if (mine === seq.current) setState((s) => ({ ...s, calc, calculating: false }))
        return calc
      } catch {
        // the request layer showed why; the last figures stay, submit waits for a good answer
        if (mine === seq.current) setState((s) => ({ ...s, calc: null, calculating: false }))
        return null
      }
    },
    [goods],
  )

  const calculate = useCallback(
    (choices: CheckoutChoices) => {
      const run = calculateNow(choices)
      latest.current = run.then((calc) => ({ payment: paymentRef.current, calc }))
      return run
    },
    [calculateNow],
  )

  /** payment (for an address: 0 the default one), then calculate with the choices that still apply. */
  const load = useCallback(
    async (addressId: number) => {
      if (!goods) return
      const mine = ++seq.current
      let done: (v: { payment: CheckoutPayment | null; calc: CheckoutCalculate | null }) => void = () => undefined
      latest.current = new Promise((r) => (done = r))
      setState((s) => ({ ...s, loading: s.payment === null, failed: false, calculating: true }))
      let payment: CheckoutPayment
      try {
        // with a stored address id, a refusal of that id is handled here rather than toasted
        payment = await fetchCheckout(paymentInput(goods, addressId), addressId > 0)
      } catch (e) {
        // an address id kept from another session that is not this member's: the default one then
        if (addressId && codeOf(e) === AddressError.NOT_FOUND) {
          await load(0)
          done(await latest.current)
          return
        }
        if (addressId && e instanceof Error && e.message) toast(e.message)
        if (mine === seq.current) setState((s) => ({ ...s, loading: false, failed: s.payment === null, calculating: false }))
        done({ payment: paymentRef.current, calc: null })
        return
      }
      if (mine !== seq.current) {
        done(await latest.current)
        return
      }
      paymentRef.current = payment
      const choices = reconcileChoices(payment, { ...choicesRef.current, addressId })
      setState((s) => ({ ...s, payment, loading: false }))
      const calc = await calculateNow(choices)
      done({ payment, calc })
    },
    [goods, calculateNow],
  )

  /** A choice that changes the figures: recalculate. */
  const choose = useCallback((patch: Partial<CheckoutChoices>) => calculate({ ...choicesRef.current, ...patch }), [calculate])

  /** A choice that does not change the figures (buyer message, invoice fields). */
  const note = useCallback((patch: Partial<CheckoutChoices>) => {
    choicesRef.current = { ...choicesRef.current, ...patch }
    setState((s) => ({ ...s, choices: choicesRef.current }))
  }, [])

  /**
   * The payment and figures of the last choice, waiting for a calculation under way (a submit right
   * after a tap uses the new figures, never the old ones). A newer choice made meanwhile wins.
   */
  const settled = useCallback(async () => {
    for (;;) {
      const p = latest.current
      const v = await p
      if (p === latest.current) return v
    }
  }, [])

  return { ...state, load, choose, note, settled, current: () => choicesRef.current }
}

export type Checkout = ReturnType<typeof useCheckout>
