import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { evaluateApi } from './evaluate.schema.js'
import * as service from './evaluate.service.js'

export default routesPlugin(evaluateApi, {
  evaluateData: async (ctx, input) => ok(await service.evaluateData(ctx, input)),
  add: async (ctx, input) => ok(await service.addEvaluation(ctx, input)),
  again: async (ctx, input) => ok(await service.againEvaluation(ctx, input)),
  page: async (ctx, input) => ok(await service.evaluatePage(ctx, input)),
  count: async (ctx, input) => ok(await service.evaluateCount(ctx, input)),
  firstinfo: async (ctx, input) => ok(await service.evaluateFirst(ctx, input)),
})
