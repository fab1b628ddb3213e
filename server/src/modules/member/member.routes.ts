import type { FastifyInstance } from 'fastify'
import { attachRefreshToken, ok } from '../../http/envelope.js'
import { CommonQuery } from '../config/config.schema.js'
import {
  BirthdayBody, CaptchaOnlyBody, HeadimgBody, MobileCodeBody, ModifyMobileBody, NicknameBody, PasswordChangeBody, PayPasswordBody,
  RealnameBody, SexBody, type BirthdayInput, type CaptchaOnlyInput, type HeadimgInput, type MobileCodeInput, type ModifyMobileInput,
  type NicknameInput, type PasswordChangeInput, type PayPasswordInput, type RealnameInput, type SexInput,
} from './member.schema.js'
import * as service from './member.service.js'

/**
 * Member routes, plus the token checks every module relies on: requireMember is synchronous, so a
 * logged-out, superseded (password change) or disabled member's token is turned into an invalid one
 * here, right after the context is built, and a token past half its life gets a successor in the
 * answer. The plugin skips Fastify's encapsulation so the hooks reach every module registered after
 * it (routes.ts registers this module first).
 */
async function memberRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (req) => {
    if (req.ctx) await service.checkPresentedToken(req.ctx)
  })
  app.addHook('preSerialization', attachRefreshToken)

  app.get('/api/member/info', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.memberInfo(req.ctx)))
  app.post('/api/member/info', async (req) => ok(await service.memberInfo(req.ctx)))

  app.post<{ Body: HeadimgInput }>('/api/member/modifyheadimg', { schema: { body: HeadimgBody } }, async (req) =>
    ok(await service.modifyHeadimg(req.ctx, req.body), service.updateSuccess(req.ctx)))
  app.post<{ Body: NicknameInput }>('/api/member/modifynickname', { schema: { body: NicknameBody } }, async (req) =>
    ok(await service.modifyNickname(req.ctx, req.body), service.updateSuccess(req.ctx)))
  app.post<{ Body: RealnameInput }>('/api/member/modifyrealname', { schema: { body: RealnameBody } }, async (req) =>
    ok(await service.modifyRealname(req.ctx, req.body), service.updateSuccess(req.ctx)))
  app.post<{ Body: SexInput }>('/api/member/modifysex', { schema: { body: SexBody } }, async (req) =>
    ok(await service.modifySex(req.ctx, req.body), service.updateSuccess(req.ctx)))
  app.post<{ Body: BirthdayInput }>('/api/member/modifybirthday', { schema: { body: BirthdayBody } }, async (req) =>
    ok(await service.modifyBirthday(req.ctx, req.body), service.updateSuccess(req.ctx)))
  app.post<{ Body: PasswordChangeInput }>('/api/member/modifypassword', { schema: { body: PasswordChangeBody } }, async (req) =>
    ok(await service.modifyPassword(req.ctx, req.body), service.updateSuccess(req.ctx)))
  app.post<{ Body: CaptchaOnlyInput }>('/api/member/paypwdcode', { schema: { body: CaptchaOnlyBody } }, async (req) =>
    ok(await service.payPasswordCode(req.ctx, req.body)))
  app.post<{ Body: PayPasswordInput }>('/api/member/modifypaypassword', { schema: { body: PayPasswordBody } }, async (req) =>
    ok(await service.modifyPayPassword(req.ctx, req.body), service.updateSuccess(req.ctx)))
  app.post<{ Body: MobileCodeInput }>('/api/member/bindmobilecode', { schema: { body: MobileCodeBody } }, async (req) =>
    ok(await service.bindMobileCode(req.ctx, req.body)))
  app.post<{ Body: ModifyMobileInput }>('/api/member/modifymobile', { schema: { body: ModifyMobileBody } }, async (req) =>
    ok(await service.modifyMobile(req.ctx, req.body), service.updateSuccess(req.ctx)))
}

export default Object.assign(memberRoutes, { [Symbol.for('skip-override')]: true })
