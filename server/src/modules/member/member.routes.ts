import type { FastifyInstance } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { guardAdminEndpoints } from '../../http/admin-guard.js'
import { ok } from '../../http/envelope.js'
import { t } from '../../http/messages.js'
import * as cancel from './member.cancel.service.js'
import * as referrer from './member.referrer.service.js'
import * as reward from './member.reward.service.js'
import { memberApi } from './member.schema.js'
import * as service from './member.service.js'

/**
 * The member domain's routes (profile, registration reward, referrer, cancellation); the operator's
 * (auth: 'admin') are guarded by the X-Admin-Token header. Every route's token checks live in
 * http/session-tokens.ts.
 */
async function memberRoutes(app: FastifyInstance): Promise<void> {
  guardAdminEndpoints(app, memberApi)

  registerRoutes(app, memberApi, {
    info: async (ctx) => ok(await service.memberInfo(ctx)),
    modifyHeadimg: async (ctx, input) => ok(await service.modifyHeadimg(ctx, input), service.updateSuccess(ctx)),
    modifyNickname: async (ctx, input) => ok(await service.modifyNickname(ctx, input), service.updateSuccess(ctx)),
    modifyRealname: async (ctx, input) => ok(await service.modifyRealname(ctx, input), service.updateSuccess(ctx)),
    modifySex: async (ctx, input) => ok(await service.modifySex(ctx, input), service.updateSuccess(ctx)),
    modifyBirthday: async (ctx, input) => ok(await service.modifyBirthday(ctx, input), service.updateSuccess(ctx)),
    modifyPassword: async (ctx, input) => ok(await service.modifyPassword(ctx, input), service.updateSuccess(ctx)),
    payPasswordCode: async (ctx, input) => ok(await service.payPasswordCode(ctx, input)),
    modifyPayPassword: async (ctx, input) => ok(await service.modifyPayPassword(ctx, input), service.updateSuccess(ctx)),
    bindMobileCode: async (ctx, input) => ok(await service.bindMobileCode(ctx, input)),
    modifyMobile: async (ctx, input) => ok(await service.modifyMobile(ctx, input), service.updateSuccess(ctx)),

    rewardConfig: async (ctx) => ok(await reward.rewardConfig(ctx)),

    searchReferrer: async (ctx, input) => ok(await referrer.searchByMobile(ctx, input)),
    bindReferrer: async (ctx, input) => {
      await referrer.bindReferrer(ctx, input)
      // the client toasts the envelope message (spec: 绑定成功)
      return ok(null, t(ctx.lang, 'referrer_bind_success'))
    },

    cancelConfig: async (ctx) => ok(await cancel.cancelConfig(ctx)),
    cancelInfo: async (ctx) => ok(await cancel.cancelInfo(ctx)),
    cancelApply: async (ctx, input) => ok(await cancel.apply(ctx, input)),
    cancelWithdraw: async (ctx) => ok(await cancel.withdraw(ctx)),
    cancelAudit: async (ctx, input) => ok(await cancel.audit(ctx, input)),
  })
}

export default memberRoutes
