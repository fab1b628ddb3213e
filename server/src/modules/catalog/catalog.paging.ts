import { Type } from '@sinclair/typebox'

/** Spec section 9: list page size 10 by default; 50 caps what one call may ask for. */
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50

export const PagingFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
}

export interface Paging {
  page: number
  pageSize: number
  offset: number
}

export function paging(input: { page?: number; page_size?: number }): Paging {
  const page = input.page ?? 1
  const pageSize = input.page_size ?? DEFAULT_PAGE_SIZE
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
