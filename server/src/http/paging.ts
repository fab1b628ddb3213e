import { Type } from '@sinclair/typebox'
import { invalidParam } from './errors.js'
import { MAX_PAGE, PageNo, PageSize, isIntIn } from './schema-types.js'

/** Spec section 9: list page size 10 by default; 50 caps what one call may ask for. */
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50

export const PagingFields = {
  page: Type.Optional(PageNo()),
  page_size: Type.Optional(PageSize(MAX_PAGE_SIZE)),
}

export interface Paging {
  page: number
  pageSize: number
  offset: number
}

/**
 * The offset of a page. Checked here as well as by the schema: the validator's type coercion turns
 * "1e400" into Infinity, which must never reach SQL.
 */
export function paging(input: { page?: number; page_size?: number }): Paging {
  const page = input.page ?? 1
  const pageSize = input.page_size ?? DEFAULT_PAGE_SIZE
  if (!isIntIn(page, 1, MAX_PAGE)) throw invalidParam('page')
  if (!isIntIn(pageSize, 1, MAX_PAGE_SIZE)) throw invalidParam('page_size')
  return { page, pageSize, offset: (page - 1) * pageSize }
}

export interface PageResult<T> {
  list: T[]
  count: number
  page_count: number
}

export const pageResult = <T>(list: T[], count: number, pageSize: number): PageResult<T> => ({
  list,
  count,
  page_count: Math.ceil(count / pageSize),
})

/** LIKE pattern for a substring match; %, _ and \ in the keyword match themselves (ESCAPE '\'). */
export const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
