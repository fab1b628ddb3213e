/**
 * The whole API contract: every domain's endpoint group, in one object. The server registers from the
 * groups (each module's routes file), OpenAPI is served from the registered routes, the fuzz suite walks
 * this object, and scripts/gen-client.ts generates the app's typed client from it.
 */
import type { Endpoint, EndpointGroup } from './endpoint.js'
import { goodsApi } from '../modules/goods/goods.schema.js'
import { shopApi } from '../modules/shop/shop.schema.js'

export const contract = {
  goods: goodsApi,
  shop: shopApi,
} satisfies Record<string, EndpointGroup>

/** Every endpoint, in declaration order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[])
}
