import type { FastifyInstance } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { guardAdminEndpoints } from '../../http/admin-guard.js'
import { ok } from '../../http/envelope.js'
import { t } from '../../http/messages.js'
import { bankAccountApi, memberWithdrawApi, pointWithdrawApi, withdrawAdminApi } from './withdraw.schema.js'
import * as accounts from './withdraw.account.service.js'
import * as admin from './withdraw.admin.service.js'
import * as service from './withdraw.service.js'

export default async function withdrawRoutes(app: FastifyInstance): Promise<void> {
  guardAdminEndpoints(app, withdrawAdminApi)
  registerRoutes(app, bankAccountApi, {
    page: async (ctx, input) => ok(await accounts.accountPage(ctx, input)),
    info: async (ctx, input) => ok(await accounts.accountInfo(ctx, input)),
    defaultInfo: async (ctx) => ok(await accounts.accountDefault(ctx)),
    add: async (ctx, input) => ok(await accounts.accountAdd(ctx, input)),
    edit: async (ctx, input) => ok(await accounts.accountEdit(ctx, input)),
    delete: async (ctx, input) => ok(await accounts.accountDelete(ctx, input)),
    setDefault: async (ctx, input) => ok(await accounts.accountSetDefault(ctx, input)),
  })
  registerRoutes(app, memberWithdrawApi, {
    info: async (ctx) => ok(await service.withdrawInfo(ctx)),
    apply: async (ctx, input) => ok(await service.withdrawApply(ctx, input), t(ctx.lang, 'withdraw_apply_success')),
    page: async (ctx, input) => ok(await service.memberPage(ctx, 'balance', input)),
    detail: async (ctx, input) => ok(await service.memberDetail(ctx, 'balance', input)),
  })
  registerRoutes(app, pointWithdrawApi, {
    info: async (ctx) => ok(await service.pointInfo(ctx)),
    apply: async (ctx, input) => ok(await service.pointApply(ctx, input), t(ctx.lang, 'withdraw_apply_success')),
    page: async (ctx, input) => ok(await service.memberPage(ctx, 'point', input)),
    detail: async (ctx, input) => ok(await service.memberDetail(ctx, 'point', input)),
  })
  registerRoutes(app, withdrawAdminApi, {
    getConfig: async (ctx) => ok(await admin.adminGetConfig(ctx)),
    setConfig: async (ctx, input) => ok(await admin.adminSetConfig(ctx, input)),
    lists: async (ctx, input) => ok(await admin.adminLists(ctx, input)),
    detail: async (ctx, input) => ok(await admin.adminDetail(ctx, input)),
    agree: async (ctx, input) => ok(await admin.adminAgree(ctx, input)),
    refuse: async (ctx, input) => ok(await admin.adminRefuse(ctx, input)),
    transferred: async (ctx, input) => ok(await admin.adminTransferred(ctx, input)),
  })
}
