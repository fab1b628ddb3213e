import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { AuthcodeBody, CodeBody, type AuthcodeInput, type CodeInput } from '../wechat/wechat.schema.js'
import * as service from './alipay.service.js'

export default async function alipayRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AuthcodeInput }>('/api/alifuwu/authcode', { schema: { body: AuthcodeBody } }, async (req) =>
    ok(service.alifuwuAuthorizeUrl(req.ctx, req.body)))
  app.post<{ Body: CodeInput }>('/api/alifuwu/authcodetoopenid', { schema: { body: CodeBody } }, async (req) =>
    ok(await service.alipayCodeToOpenid(req.ctx, 'alifuwu', req.body)))
  app.post<{ Body: CodeInput }>('/aliapp/api/aliapp/authcodetouserid', { schema: { body: CodeBody } }, async (req) =>
    ok(await service.alipayCodeToOpenid(req.ctx, 'aliapp', req.body)))
}
