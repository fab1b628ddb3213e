import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { AppDeps, RequestContext } from '../../http/context.js'
import { cacheHub } from '../../infra/cache.js'
import { notFound } from '../../http/errors.js'
import '../catalog/catalog.messages.js'
import { findView, findViewById } from './decoration.repository.js'
import { DiyComponent, HOME_VIEW, type DiyView, type DiyViewInfoInput, type DiyViewValue } from './decoration.schema.js'

const isComponent = TypeCompiler.Compile(DiyComponent)
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** The component if it is of one of the contract's shapes (a numeric id made text), else null. */
export function asComponent(c: unknown): DiyComponent | null {
  // ids written by hand are often numbers
  const candidate = isObject(c) && typeof c.id === 'number' ? { ...c, id: String(c.id) } : c
  return isComponent.Check(candidate) ? candidate : null
}

/**
 * The stored value is the operator's JSON: only components of the contract's shapes are answered (an
 * unknown or broken one is left out and logged), so one bad block never breaks the home page and the
 * app never meets a shape it does not know.
 */
export function normaliseValue(ctx: Pick<RequestContext, 'log'>, raw: unknown, title: string): DiyViewValue {
  const value = isObject(raw) ? raw : {}
  const global = isObject(value.global) ? value.global : {}
  const components: DiyComponent[] = []
  for (const c of Array.isArray(value.components) ? value.components : []) {
    const component = asComponent(c)
    if (component) components.push(component)
    else ctx.log.warn({ component: isObject(c) ? { id: c.id, type: c.type } : typeof c }, 'decoration component of no known shape left out')
  }
  return {
    global: {
      title: typeof global.title === 'string' ? global.title : title,
      bgColor: typeof global.bgColor === 'string' ? global.bgColor : '#F7F7F7',
    },
    components,
  }
}

/** Every visitor's first call: views (parsed and checked) are cached a minute, or until invalidateDiyViews. */
const VIEW_CACHE = { name: 'diyview', ttlMs: 60_000, capacity: 5_000 }

const viewCache = (deps: Pick<AppDeps, 'db'>) => cacheHub(deps).cache<DiyView | null>(VIEW_CACHE.name, VIEW_CACHE)

/** After a view was saved or removed: cached views go, in every server process. */
export async function invalidateDiyViews(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await cacheHub(deps).invalidate(VIEW_CACHE.name)
}

export async function viewInfo(ctx: RequestContext, input: DiyViewInfoInput): Promise<DiyView> {
  const siteId = input.site_id ?? 0
  const name = input.name ?? HOME_VIEW
  const id = input.id
  const view = await viewCache(ctx).get(JSON.stringify([ctx.websiteId, siteId, id ?? name]), async () => {
    const row = id ? await findViewById(ctx.db, ctx.websiteId, siteId, id) : await findView(ctx.db, ctx.websiteId, siteId, name)
    if (!row) return null
    let raw: unknown = null
    try {
      raw = JSON.parse(row.value)
    } catch {
      // a broken decoration must not break the home page: show it as empty
    }
    return { id: row.id, name: row.name, title: row.title, value: normaliseValue(ctx, raw, row.title) }
  })
  if (!view) throw notFound('diyview_entity')
  return view
}
