import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { CommonQuery } from '../config/config.schema.js'
import { t } from '../../http/messages.js'
import {
  FindPasswordBody, MobileCodeBody, MobileLoginBody, PasswordBody, type FindPasswordInput, type MobileCodeInput, type MobileLoginInput,
  type PasswordInput,
} from './auth.schema.js'
import * as service from './auth.service.js'
import * as findpassword from './findpassword.service.js'

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/register/config', { schema: { querystring: CommonQuery } }, async (req) => ok({ value: await service.registerConfig(req.ctx) }))
  app.post('/api/register/config', async (req) => ok({ value: await service.registerConfig(req.ctx) }))
  app.post<{ Body: MobileCodeInput }>('/api/register/mobileCode', { schema: { body: MobileCodeBody } }, async (req) =>
    ok(await service.registerMobileCode(req.ctx, req.body)))
  app.post<{ Body: MobileLoginInput }>('/api/register/mobile', { schema: { body: MobileLoginBody } }, async (req) =>
    ok(await service.registerByMobile(req.ctx, req.body)))
  app.post<{ Body: PasswordInput }>('/api/register/register', { schema: { body: PasswordBody } }, async (req) =>
    ok(await service.registerByPassword(req.ctx, req.body)))
  app.post<{ Body: MobileCodeInput }>('/api/login/mobileCode', { schema: { body: MobileCodeBody } }, async (req) =>
    ok(await service.loginMobileCode(req.ctx, req.body)))
  app.post<{ Body: MobileLoginInput }>('/api/login/mobile', { schema: { body: MobileLoginBody } }, async (req) =>
    ok(await service.loginByMobile(req.ctx, req.body)))
  app.post<{ Body: PasswordInput }>('/api/login/login', { schema: { body: PasswordBody } }, async (req) =>
    ok(await service.loginByPassword(req.ctx, req.body)))
  app.post('/api/login/logout', async (req) => ok(await service.logout(req.ctx)))
  app.post<{ Body: MobileCodeInput }>('/api/findpassword/mobileCode', { schema: { body: MobileCodeBody } }, async (req) =>
    ok(await findpassword.findPasswordCode(req.ctx, req.body)))
  app.post<{ Body: FindPasswordInput }>('/api/findpassword/find', { schema: { body: FindPasswordBody } }, async (req) =>
    ok(await findpassword.findPassword(req.ctx, req.body), t(req.ctx.lang, 'update_success')))
}
