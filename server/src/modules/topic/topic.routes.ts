import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { TopicDetailBody, TopicPageBody, type TopicDetailInput, type TopicPageInput } from './topic.schema.js'
import * as service from './topic.service.js'

export default async function topicRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: TopicPageInput }>('/api/topic/page', { schema: { body: TopicPageBody } }, async (req) => ok(await service.topicPage(req.ctx, req.body)))
  app.post<{ Body: TopicDetailInput }>('/api/topic/detail', { schema: { body: TopicDetailBody } }, async (req) =>
    ok(await service.topicDetail(req.ctx, req.body)))
}
