import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import {
  AuthLoginBody, AuthRegisterBody, BindMobileBody, BindMobileCodeBody, MobileAuthBody, PhoneNumberBody, type AuthLoginInput, type AuthRegisterInput,
  type BindMobileCodeInput, type BindMobileInput, type MobileAuthInput, type PhoneNumberInput,
} from './tripartite.schema.js'
import * as service from './tripartite.service.js'

export default async function tripartiteRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AuthLoginInput }>('/api/login/auth', { schema: { body: AuthLoginBody } }, async (req) => ok(await service.authLogin(req.ctx, req.body)))
  app.post<{ Body: AuthLoginInput }>('/api/login/authonlylogin', { schema: { body: AuthLoginBody } }, async (req) =>
    ok(await service.authOnlyLogin(req.ctx, req.body)))
  app.post<{ Body: AuthRegisterInput }>('/api/login/authRegister', { schema: { body: AuthRegisterBody } }, async (req) =>
    ok(await service.authRegister(req.ctx, req.body)))
  app.post<{ Body: BindMobileCodeInput }>('/api/tripartite/mobileCode', { schema: { body: BindMobileCodeBody } }, async (req) =>
    ok(await service.bindMobileCode(req.ctx, req.body)))
  app.post<{ Body: BindMobileInput }>('/api/tripartite/mobile', { schema: { body: BindMobileBody } }, async (req) =>
    ok(await service.bindMobile(req.ctx, req.body)))
  app.post<{ Body: PhoneNumberInput }>('/api/tripartite/getPhoneNumber', { schema: { body: PhoneNumberBody } }, async (req) =>
    ok(await service.getPhoneNumber(req.ctx, req.body)))
  app.post<{ Body: MobileAuthInput }>('/api/tripartite/mobileauth', { schema: { body: MobileAuthBody } }, async (req) =>
    ok(await service.mobileAuth(req.ctx, req.body)))
}
