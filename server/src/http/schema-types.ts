import { Type } from '@sinclair/typebox'

/** The largest value of PostgreSQL's `integer` (ids, counts): anything above fails in SQL, not here. */
export const MAX_INT = 2147483647
/** The last page any list serves; a deeper offset is a probe, not a shopper. */
export const MAX_PAGE = 100_000

/** A row id (1 .. 2^31-1); `minimum: 0` where 0 means "none / all". */
export const Id = (opts: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: opts.minimum ?? 1, maximum: MAX_INT, ...(opts.description ? { description: opts.description } : {}) })

/** A page number, 1 .. MAX_PAGE. */
export const PageNo = () => Type.Integer({ minimum: 1, maximum: MAX_PAGE })

/** A page size, 1 .. max. */
export const PageSize = (max: number) => Type.Integer({ minimum: 1, maximum: max })

/** True for a whole number the schemas above would accept between min and max (finite, no 1e400). */
export const isIntIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max
