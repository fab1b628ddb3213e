import { cartAdd, cartClearInvalid, cartCount, cartDelete, cartEdit, cartLists, type CartLists } from '@/services/api/contract.gen'
import { useAppStore } from '@/store/app'
import { chooseAdded } from './chosen'

export type { CartLine, CartLists, CartInvalidReason } from '@/services/api/contract.gen'

export function fetchCart(): Promise<CartLists> {
  return cartLists()
}

/** Re-reads /api/cart/count into the app store, so the tab bar badge stays true. */
export async function refreshCartCount(): Promise<number> {
  // a failed count must not turn a successful add into an error: the badge keeps its value
  const n = await Promise.resolve()
    .then(() => cartCount(undefined, { silent: true }))
    .catch(() => null)
  if (n !== null) useAppStore.getState().setCartCount(n)
  return n ?? useAppStore.getState().cartCount
}

/**
 * Adds pieces of a SKU, ticked in the cart; the server refuses (with its message toasted) beyond stock
 * and the goods' limits.
 */
export async function addToCart(skuId: number, num: number): Promise<number> {
  const cartId = await cartAdd({ sku_id: skuId, num })
  chooseAdded(cartId)
  await refreshCartCount()
  return cartId
}

export async function editCartLine(cartId: number, num: number): Promise<void> {
  await cartEdit({ cart_id: cartId, num })
  await refreshCartCount()
}

export async function deleteCartLines(cartIds: readonly number[]): Promise<void> {
  if (!cartIds.length) return
  await cartDelete({ cart_id: cartIds.join(',') })
  await refreshCartCount()
}

export async function clearInvalidLines(): Promise<void> {
  await cartClearInvalid()
  await refreshCartCount()
}

let syncedToken = ''

/**
 * Once per session token: the launch answer's cart_count was a visitor's 0 before a login (and the
 * login answer carries no count), so the first tab bar drawn for a new token asks again.
 */
export function syncCartCountFor(token: string | undefined): void {
  if (!token || token === syncedToken) return
  syncedToken = token
  refreshCartCount()
}
