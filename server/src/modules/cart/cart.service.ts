import { requireMember, type RequestContext } from '../../http/context.js'
import { cartRows, sumCartNum, type CartTableName } from './cart.repository.js'
import type { CartLine } from './cart.schema.js'

/** Visitors have an empty cart (the launch call must not fail for them). */
export async function cartCount(ctx: RequestContext, table: CartTableName): Promise<number> {
  if (ctx.memberId === null) return 0
  return sumCartNum(ctx.db, table, ctx.websiteId, ctx.memberId)
}

export async function cartLists(ctx: RequestContext): Promise<CartLine[]> {
  const memberId = requireMember(ctx)
  const rows = await cartRows(ctx.db, ctx.websiteId, memberId)
  return rows.map(({ goods_image, ...r }) => ({ ...r, sku_image: r.sku_image || goods_image }))
}
