import { useResource, type Resource } from '@/features/resource/useResource'
import type { DetailResult } from './api'

/**
 * Loads one item for a detail page from its id (null: the link is invalid, nothing is asked). An unknown
 * item is null, the resource's empty state; a failed load is its error, to retry.
 */
export function useDetail<T>(id: number | null, load: (id: number) => Promise<DetailResult<T>>): Resource<T | null> {
  return useResource<T | null>(
    async () => {
      const res = await load(id as number)
      if (res.ok) return res.data
      if (res.notFound) return null
      throw new Error('detail load failed')
    },
    { enabled: id !== null, deps: [id], isEmpty: (data) => data === null },
  )
}
