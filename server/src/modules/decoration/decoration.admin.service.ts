import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError, invalidParam, notFound } from '../../http/errors.js'
import { CatalogError } from '../catalog/catalog.errors.js'
import '../catalog/catalog.messages.js'
import { MAX_DIY_VALUE_BYTES, type DiyViewEditInput } from './decoration.admin.schema.js'
import { findView, findViewById, insertView, shopExists, updateView } from './decoration.repository.js'
import type { DiyComponent, DiyView } from './decoration.schema.js'
import { asComponent, invalidateDiyViews, normaliseValue } from './decoration.service.js'

const isUniqueViolation = (err: unknown) => /unique|duplicate/i.test(String((err as Error)?.message))

/** What is stored: the operator's page with every component checked (numeric ids made text). */
function storedValue(value: DiyViewEditInput['value']): string {
  const bytes = Buffer.byteLength(JSON.stringify(value))
  if (bytes > MAX_DIY_VALUE_BYTES) {
    throw new DomainError(CatalogError.DIY_VALUE_TOO_LARGE, 'catalog_diy_value_too_large', { size: Math.ceil(bytes / 1024), max: MAX_DIY_VALUE_BYTES / 1024 })
  }
  const components: DiyComponent[] = value.components.map((c, i) => {
    const component = asComponent(c)
    if (component) return component
    const type = c && typeof c === 'object' && typeof (c as { type?: unknown }).type === 'string' ? (c as { type: string }).type.slice(0, 32) : '?'
    throw new DomainError(CatalogError.DIY_COMPONENT_INVALID, 'catalog_diy_component_invalid', { index: i + 1, type })
  })
  // global keeps only what was given: an absent title follows the page's title (normaliseValue)
  const global: Record<string, string> = {}
  if (value.global?.title !== undefined) global.title = value.global.title
  if (value.global?.bgColor !== undefined) global.bgColor = value.global.bgColor
  return JSON.stringify({ global, components })
}

/** Saves the page in one transaction; its id. */
async function save(ctx: RequestContext, input: DiyViewEditInput, siteId: number, value: string): Promise<number> {
  const title = input.title?.trim()
  const now = nowSeconds()
  return ctx.db.transaction().execute(async (trx) => {
    if (input.id !== undefined) {
      const row = await findViewById(trx, ctx.websiteId, siteId, input.id)
      if (!row) throw notFound('diyview_entity')
      const rename = input.name !== undefined && input.name !== row.name ? input.name : undefined
      if (rename !== undefined && (await findView(trx, ctx.websiteId, siteId, rename))) {
        throw new DomainError(CatalogError.DIY_NAME_TAKEN, 'catalog_diy_name_taken', { name: rename })
      }
      await updateView(trx, ctx.websiteId, row.id, { name: rename, title, value, now })
      return row.id
    }
    const name = input.name!
    const row = await findView(trx, ctx.websiteId, siteId, name)
    if (row) {
      await updateView(trx, ctx.websiteId, row.id, { title, value, now })
      return row.id
    }
    const globalTitle = input.value.global?.title?.trim()
    return insertView(trx, { websiteId: ctx.websiteId, siteId, name, title: title ?? globalTitle ?? '', value, now })
  })
}

export async function viewEdit(ctx: RequestContext, input: DiyViewEditInput): Promise<DiyView> {
  if (input.id === undefined && input.name === undefined) throw invalidParam('name')
  const value = storedValue(input.value)
  const siteId = input.site_id ?? 0
  if (siteId > 0 && !(await shopExists(ctx.db, ctx.websiteId, siteId))) throw notFound('shop_entity')
  let id: number
  try {
    id = await save(ctx, input, siteId, value)
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    // another save took the name meanwhile: a page added under it is now there to update; a rename lost
    if (input.id !== undefined) throw new DomainError(CatalogError.DIY_NAME_TAKEN, 'catalog_diy_name_taken', { name: input.name ?? '' })
    id = await save(ctx, input, siteId, value)
  }
  await invalidateDiyViews(ctx)
  const row = await findViewById(ctx.db, ctx.websiteId, siteId, id)
  if (!row) throw notFound('diyview_entity')
  return { id: row.id, name: row.name, title: row.title, value: normaliseValue(ctx, JSON.parse(row.value), row.title) }
}
