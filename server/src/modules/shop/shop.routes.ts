import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { registerRoutes } from '../../contract/register.js'
import { shopApi, shopMemberApi } from './shop.schema.js'
import * as service from './shop.service.js'

export default async function shopRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, shopApi, {
    page: async (ctx, input) => ok(await service.shopPage(ctx, input)),
    info: async (ctx, input) => ok(await service.shopInfo(ctx, input)),
    categories: async (ctx, input) => ok(await service.shopCategories(ctx, input)),
    stores: async (ctx, input) => ok(await service.shopStores(ctx, input)),
  })
  registerRoutes(app, shopMemberApi, {
    add: async (ctx, input) => ok(await service.follow(ctx, input)),
    delete: async (ctx, input) => ok(await service.unfollow(ctx, input)),
    isFollow: async (ctx, input) => ok(await service.isFollow(ctx, input)),
    memberShop: async (ctx, input) => ok(await service.memberShopPage(ctx, input)),
  })
}
