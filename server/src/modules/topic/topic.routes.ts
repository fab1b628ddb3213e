import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { topicApi } from './topic.schema.js'
import * as service from './topic.service.js'

export default routesPlugin(topicApi, {
  page: async (ctx, input) => ok(await service.topicPage(ctx, input)),
  detail: async (ctx, input) => ok(await service.topicDetail(ctx, input)),
})
