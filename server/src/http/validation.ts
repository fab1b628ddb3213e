import AjvCompiler from '@fastify/ajv-compiler'
import type { FastifyServerOptions } from 'fastify'

/**
 * Input validation by part (docs/api.md "Envelope and HTTP statuses"): what arrives as text (query
 * string, path parameters, headers, form bodies) is coerced to the declared types, since text is all
 * it can be; a JSON body carries its own types and is taken as it is, so `"num": true` or `"num": "2"`
 * is -10001, never 1 or 2. Both Ajv instances come from Fastify's own factory (@fastify/ajv-compiler),
 * so its defaults, ajv-formats and the app's `ajv` options hold for both; only coerceTypes differs.
 */

/** Bodies parsed from `application/x-www-form-urlencoded` (app.ts): the only bodies whose values are text. */
const formBodies = new WeakSet<object>()

/** Marks a parsed form body as text, for the body validator to coerce. */
export function markFormBody<T extends object>(body: T): T {
  formBodies.add(body)
  return body
}

export const isFormBody = (body: unknown): boolean => typeof body === 'object' && body !== null && formBodies.has(body)

type BuildValidator = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>
/** What Fastify hands the factory: its `ajv` server option ({customOptions, plugins, onCreate}). */
type AjvServerOption = { customOptions?: Record<string, unknown> } & Record<string, unknown>
type RouteSchema = { schema: unknown; httpPart?: string; method?: string; url?: string }
type ValidateFn = ((data: unknown) => boolean) & { errors?: unknown }
type CompileFn = (route: RouteSchema) => ValidateFn

/** Fastify's `schemaController.compilersFactory.buildValidator`: a coercing and a strict Ajv, chosen per part. */
export function buildPartValidator(): BuildValidator {
  const factory = AjvCompiler() as unknown as (externalSchemas: unknown, options: AjvServerOption) => CompileFn
  return ((externalSchemas: unknown, options: AjvServerOption = {}) => {
    const custom = options.customOptions ?? {}
    const coercing = factory(externalSchemas, { ...options, customOptions: { ...custom, coerceTypes: custom.coerceTypes ?? true } })
    const strict = factory(externalSchemas, { ...options, customOptions: { ...custom, coerceTypes: false } })
    return (route: RouteSchema): ValidateFn => {
      if (route.httpPart !== 'body') return coercing(route)
      const asText = coercing(route)
      const asJson = strict(route)
      const validate: ValidateFn = (data) => {
        const chosen = isFormBody(data) ? asText : asJson
        const valid = chosen(data)
        validate.errors = chosen.errors
        return valid
      }
      return validate
    }
  }) as unknown as BuildValidator
}
