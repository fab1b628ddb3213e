import type { RequestContext } from '../../http/context.js'
import { notFound } from '../../http/errors.js'
import '../catalog/catalog.messages.js'
import { findView } from './diyview.repository.js'
import { HOME_VIEW, type DiyViewInfoInput, type DiyViewValue } from './diyview.schema.js'

export async function viewInfo(ctx: RequestContext, input: DiyViewInfoInput) {
  const row = await findView(ctx.db, ctx.websiteId, input.site_id ?? 0, input.name ?? HOME_VIEW)
  if (!row) throw notFound('diyview_entity')
  let value: DiyViewValue
  try {
    value = JSON.parse(row.value)
  } catch {
    // a broken decoration must not break the home page: show it as empty
    value = { global: { title: row.title, bgColor: '#F7F7F7' }, components: [] }
  }
  return { id: row.id, name: row.name, title: row.title, value }
}
