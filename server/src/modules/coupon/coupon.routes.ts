import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { MemberCouponPageBody, type MemberCouponPageInput } from './coupon.schema.js'
import * as service from './coupon.service.js'

export default async function couponRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: MemberCouponPageInput }>('/api/coupon/memberpage', { schema: { querystring: MemberCouponPageBody } }, async (req) =>
    ok(await service.memberCouponPage(req.ctx, req.query)))
  app.post<{ Body: MemberCouponPageInput }>('/api/coupon/memberpage', { schema: { body: MemberCouponPageBody } }, async (req) =>
    ok(await service.memberCouponPage(req.ctx, req.body ?? {})))
}
