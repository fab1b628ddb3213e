/**
 * Cart selection rules, kept pure so they are tested on their own. A selection is the set of chosen
 * cart_ids; which lines may be chosen is the caller's (the checkout mode offers lines that can be
 * bought, the edit mode every valid line).
 */
import type { CartLine } from './types'

export type Selection = ReadonlySet<number>

export interface CartShopGroup {
  site_id: number
  site_name: string
  lines: CartLine[]
}

/** Keeps the server's order of shops and of lines within a shop. */
export function groupByShop(lines: CartLine[]): CartShopGroup[] {
  const groups = new Map<number, CartShopGroup>()
  for (const line of lines) {
    let g = groups.get(line.site_id)
    if (!g) {
      g = { site_id: line.site_id, site_name: line.site_name, lines: [] }
      groups.set(line.site_id, g)
    }
    g.lines.push(line)
  }
  return [...groups.values()]
}

/** A line can go to checkout only while its quantity is within its stock. */
export function isBuyable(line: CartLine): boolean {
  return line.stock > 0 && line.num >= 1 && line.num <= line.stock
}

export function toggleLine(sel: Selection, cartId: number): Selection {
  const next = new Set(sel)
  if (next.has(cartId)) next.delete(cartId)
  else next.add(cartId)
  return next
}

/** All of the given ids are chosen (and there is at least one). */
export function allChosen(sel: Selection, ids: readonly number[]): boolean {
  return ids.length > 0 && ids.every((id) => sel.has(id))
}

/** Chooses every given id, or, when all of them are chosen already, none of them; others stay as they are. */
export function toggleMany(sel: Selection, ids: readonly number[]): Selection {
  const next = new Set(sel)
  if (allChosen(sel, ids)) ids.forEach((id) => next.delete(id))
  else ids.forEach((id) => next.add(id))
  return next
}

/** Drops ids that are no longer choosable (deleted lines, lines that became invalid or short of stock). */
export function keepChoosable(sel: Selection, ids: readonly number[]): Selection {
  const allowed = new Set(ids)
  return new Set([...sel].filter((id) => allowed.has(id)))
}

export function chosenLines(lines: readonly CartLine[], sel: Selection): CartLine[] {
  return lines.filter((l) => sel.has(l.cart_id))
}

/** Integer fen total of the given lines. */
export function linesTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.num, 0)
}

/** Fen total and pieces of the chosen lines that can be bought. */
export function checkoutSummary(lines: readonly CartLine[], sel: Selection): { total: number; pieces: number; ids: number[] } {
  const chosen = chosenLines(lines, sel).filter(isBuyable)
  return {
    total: linesTotal(chosen),
    pieces: chosen.reduce((n, l) => n + l.num, 0),
    ids: chosen.map((l) => l.cart_id),
  }
}
