import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { contentApi } from './content.schema.js'
import * as service from './content.service.js'

export default routesPlugin(contentApi, {
  notePage: async (ctx, input) => ok(await service.notePage(ctx, input)),
  noteDetail: async (ctx, input) => ok(await service.noteDetail(ctx, input)),
  helpClassLists: async (ctx) => ok(await service.helpClassLists(ctx)),
  helpPage: async (ctx, input) => ok(await service.helpPage(ctx, input)),
  helpInfo: async (ctx, input) => ok(await service.helpInfo(ctx, input)),
  noticePage: async (ctx, input) => ok(await service.noticePage(ctx, input)),
  noticeInfo: async (ctx, input) => ok(await service.noticeInfo(ctx, input)),
})
