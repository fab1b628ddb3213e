import { routesPlugin } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { smsApi } from './sms.schema.js'

/**
 * Development only: what the outbox provider "sent", newest first, for the demo and the browser
 * journeys. A production server has no such route (404), and codes never appear in other answers.
 */
export default routesPlugin(smsApi, {
  devOutbox: async (ctx, input) => {
    let q = ctx.db.selectFrom('sms_outbox').select(['mobile', 'code', 'purpose', 'content', 'created_at']).where('website_id', '=', ctx.websiteId)
    if (input.mobile) q = q.where('mobile', '=', input.mobile)
    return ok(await q.orderBy('id', 'desc').limit(input.limit ?? 10).execute())
  },
})
