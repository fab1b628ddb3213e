import type { FastifyInstance } from 'fastify'
import { invalidParam } from './errors.js'

/** Nesting deeper than any call of the API takes; deeper input is refused before it reaches a handler. */
export const MAX_INPUT_DEPTH = 16

/**
 * The first offending path in a parsed body / query / params: a string with a NUL byte (PostgreSQL
 * cannot store it), or nesting deeper than MAX_INPUT_DEPTH. Walks iteratively, so hostile depth
 * cannot overflow the stack.
 */
export function badInput(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string, number]> = [[value, root, 0]]
  while (stack.length) {
    const [v, at, depth] = stack.pop()!
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return at
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      // bytes (a file part) are not input to walk: a 2 MB Buffer walked entry by entry took seconds
      if (depth >= MAX_INPUT_DEPTH) return at
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return at
        stack.push([child, at ? `${at}.${k}` : k, depth + 1])
      }
    }
  }
  return null
}

/** Refuses (-10001, in the caller's language) input no handler should see; runs before schema validation. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [['params', req.params], ['query', req.query], ['body', req.body]] as const) {
      const at = badInput(value, '')
      if (at !== null) throw invalidParam((at || part).split('.')[0])
    }
  })
  // after validation, before any handler: what type coercion made of the input
  app.addHook('preHandler', async (req) => {
    for (const [part, value] of [['params', req.params], ['query', req.query], ['body', req.body]] as const) {
      const at = nonFiniteNumber(value, '')
      if (at !== null) throw invalidParam((at || part).split('.')[0])
    }
  })
}

/**
 * The first number that is not finite. Ajv's type coercion turns the text "1e400" or "Infinity" into
 * Infinity and then skips minimum and maximum (it checks ranges on finite numbers only), so without
 * this any bounded integer field lets ±Infinity through to the services and SQL.
 */
export function nonFiniteNumber(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string, number]> = [[value, root, 0]]
  while (stack.length) {
    const [v, at, depth] = stack.pop()!
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return at
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v) && depth < MAX_INPUT_DEPTH) {
      for (const [k, child] of Object.entries(v)) stack.push([child, at ? `${at}.${k}` : k, depth + 1])
    }
  }
  return null
}
