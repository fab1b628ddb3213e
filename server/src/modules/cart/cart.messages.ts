import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Cart rules: -20701 … -20709 (the cart range is -20700 … -20749). */
export const CartError = defineErrors('cart', {
  /** the SKU is not sold in this website: gone, or its goods or shop are off sale */
  GOODS_UNAVAILABLE: -20701,
  /** the line would hold more pieces than the SKU has in stock (data: {stock}) */
  STOCK_SHORT: -20702,
  /** fewer pieces than the goods' min_buy per order (data: {min_buy}) */
  BELOW_MIN_BUY: -20703,
  /** more pieces than the goods' max_buy per order (data: {max_buy}) */
  OVER_MAX_BUY: -20704,
  /** bought (orders not closed) plus the cart would pass the goods' member_limit (data: {member_limit, bought}) */
  OVER_MEMBER_LIMIT: -20705,
  /** the member already has CART_MAX_LINES lines */
  CART_FULL: -20706,
  /** no such cart line of the caller (another member's lines answer the same) */
  LINE_NOT_FOUND: -20707,
})

addMessages({
  'zh-cn': {
    cart_goods_unavailable: '该商品已下架或不存在',
    cart_stock_short: '库存不足，当前库存 {stock} 件',
    cart_below_min_buy: '该商品 {min_buy} 件起购',
    cart_over_max_buy: '该商品每单最多购买 {max_buy} 件',
    cart_over_member_limit: '该商品每人限购 {member_limit} 件，您已购买 {bought} 件',
    cart_full: '购物车最多只能添加 {max} 种商品',
    cart_line_not_found: '购物车商品不存在',
  },
  'en-us': {
    cart_goods_unavailable: 'This item is off sale or no longer exists',
    cart_stock_short: 'Not enough stock: {stock} left',
    cart_below_min_buy: 'This item must be bought in quantities of at least {min_buy}',
    cart_over_max_buy: 'At most {max_buy} of this item per order',
    cart_over_member_limit: 'At most {member_limit} of this item per member; you have already bought {bought}',
    cart_full: 'Your cart holds at most {max} different items',
    cart_line_not_found: 'This cart item was not found',
  },
})
