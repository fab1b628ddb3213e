import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints } from '../../contract/endpoint.js'

export const CartLine = Type.Object({
  cart_id: Type.Integer(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  sku_id: Type.Integer(),
  goods_id: Type.Integer(),
  goods_name: Type.String(),
  sku_image: Type.String({ description: "the SKU's picture, else the goods cover" }),
  spec_name: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  num: Type.Integer({ minimum: 1 }),
  stock: Type.Integer(),
}, { title: 'CartLine' })
export type CartLine = Static<typeof CartLine>

const CartCount = Type.Integer({ minimum: 0, description: 'pieces of goods still on sale; 0 for visitors' })

export const cartApi = defineEndpoints('cart', {
  count: {
    method: 'GET', path: '/api/cart/count', summary: "Pieces in the member's cart (0 for visitors)",
    description:
      'The sum of num over cart lines whose goods are still on sale; 0 for a visitor (no token), so the launch call never fails for ' +
      'them.',
    response: CartCount,
  },
  wholesaleCount: {
    method: 'GET', path: '/wholesale/api/cart/count', summary: "Pieces in the member's wholesale cart (0 for visitors)",
    description: 'As /api/cart/count, over the wholesale cart.',
    response: CartCount,
  },
  lists: {
    method: 'GET', path: '/api/cart/lists', summary: "The member's cart lines, newest first, goods on sale only",
    description:
      "Only lines whose goods are on sale in this website. sku_image falls back to the goods cover; price is the SKU's current " +
      'price in fen.',
    auth: 'member', response: Type.Array(CartLine),
  },
})
