import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, StringEnum } from '../../contract/endpoint.js'
import { CartError } from './cart.messages.js'

/** A member holds at most this many cart lines (one per SKU). */
export const CART_MAX_LINES = 100
/** `/api/cart/delete` takes at most this many ids at once. */
export const CART_DELETE_MAX_IDS = 200
/** The most pieces one request may ask for; the real bound is the stock and the goods' limits. */
export const CART_MAX_NUM = 99999

export const CartInvalidReason = StringEnum(['off_sale', 'no_stock', 'sku_gone'] as const, 'CartInvalidReason',
  "why a line cannot be bought: 'off_sale' the goods (or its shop) are off sale, 'no_stock' the SKU's stock is 0, 'sku_gone' the " +
  'SKU or its goods no longer exist')
export type CartInvalidReason = Static<typeof CartInvalidReason>

export const CartLine = Type.Object({
  cart_id: Type.Integer(),
  site_id: Type.Integer(),
  site_name: Type.String({ description: "'' when the goods are gone" }),
  sku_id: Type.Integer(),
  goods_id: Type.Integer({ description: '0 when the SKU is gone' }),
  goods_name: Type.String(),
  sku_image: Type.String({ description: "the SKU's picture, else the goods cover" }),
  spec_name: Type.String({ description: "the SKU's spec values as shown ('红色 XL'); '' for goods with one SKU" }),
  price: Type.Integer({ description: "the SKU's current price, fen" }),
  market_price: Type.Integer({ description: 'the crossed-out price, fen (0: none)' }),
  num: Type.Integer({ minimum: 1 }),
  stock: Type.Integer({ minimum: 0 }),
  goods_status: Type.Integer({ description: 'the goods status: 1 on sale; 0 for a gone SKU' }),
  is_virtual: Type.Integer({ description: '1: a virtual item (no delivery)' }),
  min_buy: Type.Integer({ minimum: 0, description: 'pieces per order at least; 0: no limit' }),
  max_buy: Type.Integer({ minimum: 0, description: 'pieces per order at most; 0: no limit' }),
  member_limit: Type.Integer({ minimum: 0, description: 'pieces per member over all their orders that are not closed; 0: no limit' }),
  invalid_reason: Nullable(CartInvalidReason),
}, { title: 'CartLine' })
export type CartLine = Static<typeof CartLine>

export const CartLists = Type.Object({
  valid: Type.Array(CartLine, { description: 'lines that can be bought, newest first' }),
  invalid: Type.Array(CartLine, { description: 'lines that cannot be bought, newest first, each with its invalid_reason' }),
}, { title: 'CartLists' })
export type CartLists = Static<typeof CartLists>

export const CartAddBody = Type.Object({
  sku_id: Id(),
  num: Type.Integer({ minimum: 1, maximum: CART_MAX_NUM, description: 'pieces to add to the line of this SKU' }),
})
export type CartAddInput = Static<typeof CartAddBody>

export const CartEditBody = Type.Object({
  cart_id: Id(),
  num: Type.Integer({ minimum: 1, maximum: CART_MAX_NUM, description: 'the new number of pieces of the line' }),
})
export type CartEditInput = Static<typeof CartEditBody>

export const CartDeleteBody = Type.Object({
  cart_id: Type.String({
    maxLength: 2400, pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
    description: `comma separated cart ids ("1,2"), at most ${CART_DELETE_MAX_IDS}, each 1 … 2^31-1`,
  }),
})
export type CartDeleteInput = Static<typeof CartDeleteBody>

const CartCount = Type.Integer({ minimum: 0, description: 'pieces in the lines that can be bought; 0 for visitors' })
const LIMIT_RULES =
  'The line may hold 1 … stock pieces (-20702, data {stock}); at least the goods\' min_buy (-20703, data {min_buy}) and at most ' +
  'its max_buy (-20704, data {max_buy}) when set; and the pieces the member bought in orders that are not closed plus the ' +
  "member's cart lines of the same goods at most its member_limit (-20705, data {member_limit, bought}). A SKU that is gone or " +
  'whose goods or shop are off sale: -20701.'

export const cartApi = defineEndpoints('cart', {
  add: {
    method: 'POST', path: '/api/cart/add', summary: 'Adds pieces of a SKU to the cart; answers the cart_id',
    description:
      "A member has one line per SKU: adding a SKU already in the cart adds num to that line (the answer is its cart_id). " +
      LIMIT_RULES + ` A member holds at most ${CART_MAX_LINES} lines (-20706). Concurrent adds of one SKU never create two lines ` +
      'and never pass the stock.',
    auth: 'member', input: CartAddBody, response: Type.Integer({ description: 'the cart_id of the line' }),
    errors: [CartError.GOODS_UNAVAILABLE, CartError.STOCK_SHORT, CartError.BELOW_MIN_BUY, CartError.OVER_MAX_BUY, CartError.OVER_MEMBER_LIMIT, CartError.CART_FULL],
  },
  edit: {
    method: 'POST', path: '/api/cart/edit', summary: 'Sets the number of pieces of a cart line',
    description: 'The line must be the caller\'s (-20707 otherwise, also for another member\'s line). ' + LIMIT_RULES,
    auth: 'member', input: CartEditBody, response: Type.Integer({ description: 'the cart_id' }),
    errors: [CartError.LINE_NOT_FOUND, CartError.GOODS_UNAVAILABLE, CartError.STOCK_SHORT, CartError.BELOW_MIN_BUY, CartError.OVER_MAX_BUY, CartError.OVER_MEMBER_LIMIT],
  },
  delete: {
    method: 'POST', path: '/api/cart/delete', summary: 'Deletes cart lines',
    description:
      `cart_id is a comma separated list of at most ${CART_DELETE_MAX_IDS} ids (-10001 naming cart_id otherwise). Every id must be a ` +
      "line of the caller's, else nothing is deleted and -20707 is answered. Answers the number of lines deleted.",
    auth: 'member', input: CartDeleteBody, response: Type.Integer({ minimum: 0 }),
    errors: [CartError.LINE_NOT_FOUND],
  },
  clearInvalid: {
    method: 'POST', path: '/api/cart/clearinvalid', summary: 'Deletes the cart lines that cannot be bought',
    description: "Deletes the lines /api/cart/lists answers under invalid (off sale, out of stock, gone); answers how many.",
    auth: 'member', response: Type.Integer({ minimum: 0 }),
  },
  count: {
    method: 'GET', path: '/api/cart/count', summary: "Pieces in the member's cart (0 for visitors)",
    description:
      'The sum of num over the lines that can be bought (goods and shop on sale, stock above 0); 0 for a visitor (no token), so the ' +
      'launch call never fails for them.',
    response: CartCount,
  },
  wholesaleCount: {
    method: 'GET', path: '/wholesale/api/cart/count', summary: "Pieces in the member's wholesale cart (0 for visitors)",
    description: 'The sum of num over the wholesale cart lines whose goods are on sale; 0 for a visitor.',
    response: Type.Integer({ minimum: 0, description: 'pieces of goods still on sale; 0 for visitors' }),
  },
  lists: {
    method: 'GET', path: '/api/cart/lists', summary: "The member's cart: lines that can be bought and lines that cannot",
    description:
      "valid: lines whose goods and shop are on sale in this website with stock above 0; invalid: the others with invalid_reason " +
      "('off_sale', 'no_stock', 'sku_gone'). Newest first. sku_image falls back to the goods cover; prices are the SKU's current " +
      'prices in fen. min_buy, max_buy and member_limit let the quantity picker keep to the rules /api/cart/edit enforces.',
    auth: 'member', response: CartLists,
  },
})
