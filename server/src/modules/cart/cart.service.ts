import { MAX_INT } from '../../contract/endpoint.js'
import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode, invalidParam } from '../../http/errors.js'
import * as repo from './cart.repository.js'
import type { CartRow, CartSku, CartTableName } from './cart.repository.js'
import { CartError } from './cart.messages.js'
import {
  CART_DELETE_MAX_IDS, CART_MAX_LINES,
  type CartAddInput, type CartDeleteInput, type CartEditInput, type CartInvalidReason, type CartLine, type CartLists,
} from './cart.schema.js'
import { SHOP_STATUS } from '../shop/shop.table.js'

/** Visitors have an empty cart (the launch call must not fail for them). */
export async function cartCount(ctx: RequestContext, table: CartTableName): Promise<number> {
  if (ctx.memberId === null) return 0
  if (table === 'cart') return repo.sumValidCartNum(ctx.db, ctx.websiteId, ctx.memberId)
  return repo.sumCartNum(ctx.db, table, ctx.websiteId, ctx.memberId)
}

function invalidReason(r: CartRow): CartInvalidReason | null {
  if (r.sku_exists === null || r.goods_id === null) return 'sku_gone'
  // goods_status 1: GOODS_STATUS.ON_SALE, not importable here (goods imports cart: a module circle)
  if (r.goods_status !== 1 || r.shop_status !== SHOP_STATUS.OPEN) return 'off_sale'
  if (Number(r.stock) <= 0) return 'no_stock'
  return null
}

function toLine(r: CartRow): CartLine {
  return {
    cart_id: r.cart_id,
    site_id: r.site_id,
    site_name: r.site_name ?? '',
    sku_id: r.sku_id,
    goods_id: r.goods_id ?? 0,
    goods_name: r.goods_name ?? '',
    sku_image: r.sku_image || r.goods_image || '',
    spec_name: r.spec_name ?? '',
    price: Number(r.price ?? 0),
    market_price: Number(r.market_price ?? 0),
    num: r.num,
    stock: Math.max(0, Number(r.stock ?? 0)),
    goods_status: r.goods_status ?? 0,
    is_virtual: r.is_virtual ?? 0,
    min_buy: r.min_buy ?? 0,
    max_buy: r.max_buy ?? 0,
    member_limit: r.member_limit ?? 0,
    invalid_reason: invalidReason(r),
  }
}

export async function cartLists(ctx: RequestContext): Promise<CartLists> {
  const memberId = requireMember(ctx)
  const lines = (await repo.cartRows(ctx.db, ctx.websiteId, memberId)).map(toLine)
  return { valid: lines.filter((l) => l.invalid_reason === null), invalid: lines.filter((l) => l.invalid_reason !== null) }
}

/** The SKU if it can be bought in this website, else -20701. */
async function sellableSku(ctx: RequestContext, skuId: number): Promise<CartSku> {
  const sku = await repo.findSku(ctx.db, ctx.websiteId, skuId)
  if (!sku || sku.goods_status !== 1 || sku.shop_status !== SHOP_STATUS.OPEN) throw new DomainError(CartError.GOODS_UNAVAILABLE, 'cart_goods_unavailable')
  return sku
}

interface LineLimits {
  sku: CartSku
  /** pieces of the goods bought in orders that are not closed */
  bought: number
  /** pieces of the goods in the member's other lines */
  others: number
  /** the most pieces the line may hold */
  cap: number
}

async function lineLimits(ctx: RequestContext, memberId: number, sku: CartSku): Promise<LineLimits> {
  let bought = 0
  let others = 0
  if (sku.member_limit > 0) {
    ;[bought, others] = await Promise.all([
      repo.boughtPieces(ctx.db, memberId, sku.goods_id),
      repo.otherLinesPieces(ctx.db, memberId, sku.goods_id, sku.sku_id),
    ])
  }
  let cap = Math.max(0, Number(sku.stock))
  if (sku.max_buy > 0) cap = Math.min(cap, sku.max_buy)
  if (sku.member_limit > 0) cap = Math.min(cap, sku.member_limit - bought - others)
  return { sku, bought, others, cap: Math.min(cap, MAX_INT) }
}

/** Refuses a line of `num` pieces with the code of the first rule it breaks. */
function checkLineNum(num: number, l: LineLimits): void {
  const { sku } = l
  const stock = Math.max(0, Number(sku.stock))
  if (num > stock) throw new DomainError(CartError.STOCK_SHORT, 'cart_stock_short', { stock }, { stock })
  if (sku.max_buy > 0 && num > sku.max_buy) {
    throw new DomainError(CartError.OVER_MAX_BUY, 'cart_over_max_buy', { max_buy: sku.max_buy }, { max_buy: sku.max_buy })
  }
  if (sku.member_limit > 0 && l.bought + l.others + num > sku.member_limit) {
    const data = { member_limit: sku.member_limit, bought: l.bought }
    throw new DomainError(CartError.OVER_MEMBER_LIMIT, 'cart_over_member_limit', data, data)
  }
  if (sku.min_buy > 0 && num < sku.min_buy) {
    throw new DomainError(CartError.BELOW_MIN_BUY, 'cart_below_min_buy', { min_buy: sku.min_buy }, { min_buy: sku.min_buy })
  }
}

/**
 * POST /api/cart/add. One line per SKU per member: an existing line grows by a guarded UPDATE that
 * never passes the cap, a new one is inserted with ON CONFLICT DO NOTHING; when a concurrent request
 * changed the line in between, the rules are checked again on what it left.
 */
export async function cartAdd(ctx: RequestContext, input: CartAddInput): Promise<number> {
  const memberId = requireMember(ctx)
  const sku = await sellableSku(ctx, input.sku_id)
  // the usual case, a line that grows within every rule: one guarded statement; anything else
  // (no line yet, a rule refusing) goes the long way, which finds the line and the code to answer
  const first = await lineLimits(ctx, memberId, sku)
  const grown = await repo.growLine(ctx.db, memberId, sku.sku_id, input.num, first.cap, Math.max(0, sku.min_buy))
  if (grown !== null) return grown
  for (let attempt = 0; attempt < 20; attempt++) {
    const limits = attempt === 0 ? first : await lineLimits(ctx, memberId, sku)
    const line = await repo.findLine(ctx.db, memberId, { skuId: sku.sku_id })
    if (line) {
      checkLineNum(line.num + input.num, limits)
      if (await repo.addToLine(ctx.db, line.cart_id, memberId, input.num, limits.cap)) return line.cart_id
    } else {
      checkLineNum(input.num, limits)
      const cartId = await repo.insertLine(ctx.db, { memberId, siteId: sku.site_id, skuId: sku.sku_id, num: input.num, now: nowSeconds() }, CART_MAX_LINES)
      if (cartId !== null) return cartId
      // nothing inserted: a concurrent add created the line (go round and add to it), or the cart is full
      if (!(await repo.findLine(ctx.db, memberId, { skuId: sku.sku_id }))) {
        throw new DomainError(CartError.CART_FULL, 'cart_full', { max: CART_MAX_LINES })
      }
    }
  }
  throw new DomainError(ErrorCode.FAILED, 'failed')
}

/** POST /api/cart/edit: the caller's line gets exactly num pieces, within the rules. */
export async function cartEdit(ctx: RequestContext, input: CartEditInput): Promise<number> {
  const memberId = requireMember(ctx)
  const line = await repo.findLine(ctx.db, memberId, { cartId: input.cart_id })
  if (!line) throw new DomainError(CartError.LINE_NOT_FOUND, 'cart_line_not_found')
  const sku = await sellableSku(ctx, line.sku_id)
  checkLineNum(input.num, await lineLimits(ctx, memberId, sku))
  if (!(await repo.setLineNum(ctx.db, line.cart_id, memberId, input.num))) throw new DomainError(CartError.LINE_NOT_FOUND, 'cart_line_not_found')
  return line.cart_id
}

/** "1,2,3" -> distinct ids, each 1 … 2^31-1, at most CART_DELETE_MAX_IDS; -10001 naming cart_id otherwise. */
export function parseCartIds(text: string): number[] {
  const parts = text.split(',')
  if (parts.length > CART_DELETE_MAX_IDS) throw invalidParam('cart_id')
  const ids = new Set<number>()
  for (const p of parts) {
    const n = Number(p)
    if (!/^\d{1,10}$/.test(p) || !Number.isSafeInteger(n) || n < 1 || n > MAX_INT) throw invalidParam('cart_id')
    ids.add(n)
  }
  return [...ids]
}

/** POST /api/cart/delete: all the ids are the caller's lines, or nothing is deleted (-20707). */
export async function cartDelete(ctx: RequestContext, input: CartDeleteInput): Promise<number> {
  const memberId = requireMember(ctx)
  const ids = parseCartIds(input.cart_id)
  return ctx.db.transaction().execute(async (trx) => {
    const n = await repo.deleteLines(trx, memberId, ids)
    // throwing rolls the deletion back: another member's id (or a gone one) must not half-succeed
    if (n !== ids.length) throw new DomainError(CartError.LINE_NOT_FOUND, 'cart_line_not_found')
    return n
  })
}

/** POST /api/cart/clearinvalid: deletes what /api/cart/lists answers under invalid. */
export async function cartClearInvalid(ctx: RequestContext): Promise<number> {
  const memberId = requireMember(ctx)
  const rows = await repo.cartRows(ctx.db, ctx.websiteId, memberId)
  return repo.deleteLines(ctx.db, memberId, rows.filter((r) => invalidReason(r) !== null).map((r) => r.cart_id))
}
