/**
 * The cart lines the member has ticked, kept in storage: the cart is a tab page, drawn afresh on every
 * visit, and a goods just added from anywhere (the goods detail, buy again) arrives ticked, so the
 * total and the checkout count show it at once. Ids of lines that left the cart are dropped by the
 * cart page (keepChoosable) the next time it has the lines; cart ids are the member's own.
 */
import { storage } from '@/platform/storage'
import type { Selection } from './selection'

export const CHOSEN_KEY = 'cart_chosen'
/** Enough for any cart; keeps a stale list from growing without bound. */
const MAX_KEPT = 500

export function readChosen(): Set<number> {
  const ids = storage.get<unknown>(CHOSEN_KEY)
  return new Set(Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [])
}

export function saveChosen(sel: Selection): void {
  storage.set(CHOSEN_KEY, [...sel].slice(-MAX_KEPT))
}

/** A line just added (or added to): ticked when the cart shows it. */
export function chooseAdded(cartId: number): void {
  if (!Number.isSafeInteger(cartId) || cartId <= 0) return
  const sel = readChosen()
  sel.delete(cartId)
  sel.add(cartId)
  saveChosen(sel)
}
