import { cartLists, type CartLine } from '@/services/api/contract.gen'

export type { CartLine } from '@/services/api/contract.gen'

export interface CartShopGroup {
  site_id: number
  site_name: string
  lines: CartLine[]
}

export function fetchCartLines(): Promise<CartLine[]> {
  return cartLists()
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

/** Integer fen total of the given lines. */
export function linesTotal(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.num, 0)
}
