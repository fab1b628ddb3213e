import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { AuthcodeBody, CodeBody, type AuthcodeInput, type CodeInput } from './wechat.schema.js'
import * as service from './wechat.service.js'

export default async function wechatRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AuthcodeInput }>('/wechat/api/wechat/authcode', { schema: { body: AuthcodeBody } }, async (req) =>
    ok(service.mpAuthorizeUrl(req.ctx, req.body)))
  app.post<{ Body: CodeInput }>('/wechat/api/wechat/authcodetoopenid', { schema: { body: CodeBody } }, async (req) =>
    ok(await service.mpCodeToOpenid(req.ctx, req.body)))
  app.post<{ Body: CodeInput }>('/weapp/api/weapp/authcodetoopenid', { schema: { body: CodeBody } }, async (req) =>
    ok(await service.weappCodeToOpenid(req.ctx, req.body)))
}
