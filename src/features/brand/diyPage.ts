import { decorationInfo, type DiyView } from '@/services/api/contract.gen'

export type DiyPageRef = { id: number } | { name: string }

/**
 * The page a custom-page URL names: `id` (a positive integer) wins, else `name` (letters, digits and
 * '_', as the server accepts); anything else names no page.
 */
export function diyPageRef(params: Record<string, string | undefined>): DiyPageRef | null {
  const id = Number(params.id)
  if (params.id && Number.isInteger(id) && id > 0 && id <= 2147483647) return { id }
  const name = params.name ? decodeURIComponent(params.name) : ''
  if (/^[A-Za-z0-9_]{1,64}$/.test(name)) return { name }
  return null
}

/** Rejects with the ApiError (-10004 when there is no such page), silently: the page shows it. */
export function fetchDiyPage(ref: DiyPageRef): Promise<DiyView> {
  return decorationInfo(ref, { silent: true })
}
