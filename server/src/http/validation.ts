import AjvCompiler from '@fastify/ajv-compiler'
import fastJson from 'fast-json-stringify'
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
type BuildSerializer = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>
/** What Fastify hands the factory: its `ajv` server option ({customOptions, plugins, onCreate}). */
type AjvServerOption = { customOptions?: Record<string, unknown> } & Record<string, unknown>
type RouteSchema = { schema: unknown; httpPart?: string; method?: string; url?: string }
type ValidateFn = ((data: unknown, context?: unknown) => boolean) & { errors?: unknown; schemaEnv?: unknown }
type CompileFn = (route: RouteSchema) => ValidateFn

/**
 * A validator compiled on its first call, not when the route is registered: compiling the schemas of
 * every route took most of the server's start (issue 24), and most routes are not called for a while.
 * `passContext`: Fastify hands the request part's parent to a validator marked as Ajv's (`schemaEnv`),
 * so Ajv can coerce or default the part itself; kept so for the parts that got Ajv's function before.
 */
function compiledOnFirstCall(compile: () => ValidateFn, passContext: boolean): ValidateFn {
  let fn: ValidateFn | undefined
  const validate: ValidateFn = (data, context) => {
    fn ??= compile()
    const valid = passContext ? fn(data, context) : fn(data)
    validate.errors = fn.errors
    return valid
  }
  if (passContext) validate.schemaEnv = true
  return validate
}

/** Fastify's `schemaController.compilersFactory.buildValidator`: a coercing and a strict Ajv, chosen per part. */
export function buildPartValidator(): BuildValidator {
  const factory = AjvCompiler() as unknown as (externalSchemas: unknown, options: AjvServerOption) => CompileFn
  return ((externalSchemas: unknown, options: AjvServerOption = {}) => {
    const custom = options.customOptions ?? {}
    let coercingAjv: CompileFn | undefined
    let strictAjv: CompileFn | undefined
    // the Ajv instances too are made when a first schema compiles
    const coercing: CompileFn = (route) => (coercingAjv ??= factory(externalSchemas, { ...options, customOptions: { ...custom, coerceTypes: custom.coerceTypes ?? true } }))(route)
    const strict: CompileFn = (route) => (strictAjv ??= factory(externalSchemas, { ...options, customOptions: { ...custom, coerceTypes: false } }))(route)
    return (route: RouteSchema): ValidateFn => {
      if (route.httpPart !== 'body') return compiledOnFirstCall(() => coercing(route), true)
      // each Ajv's function made when a body of its kind first comes (a JSON-only route never makes the coercing one)
      let asText: ValidateFn | undefined
      let asJson: ValidateFn | undefined
      const validate: ValidateFn = (data) => {
        const chosen = isFormBody(data) ? (asText ??= coercing(route)) : (asJson ??= strict(route))
        const valid = chosen(data)
        validate.errors = chosen.errors
        return valid
      }
      return validate
    }
  }) as unknown as BuildValidator
}

type SerializeFn = (data: unknown) => string
/**
 * Fastify's `schemaController.compilersFactory.buildSerializer`: its default (@fastify/fast-json-stringify-compiler,
 * same options and external schemas), each response serializer compiled on its first answer for the
 * reason above.
 */
export function buildLazySerializer(): BuildSerializer {
  return ((externalSchemas: Record<string, unknown> | undefined, serializerOpts: Record<string, unknown> = {}) => {
    return ({ schema }: { schema: { $id?: string } }): SerializeFn => {
      let fn: SerializeFn | undefined
      return (data) => {
        if (!fn) {
          let schemas = externalSchemas
          // as the default: a schema added with addSchema is not handed to itself as an external one
          if (schemas && schema.$id && schemas[schema.$id]) {
            schemas = { ...schemas }
            delete schemas[schema.$id]
          }
          fn = fastJson(schema as Parameters<typeof fastJson>[0], { ...serializerOpts, schema: schemas } as Parameters<typeof fastJson>[1]) as SerializeFn
        }
        return fn(data)
      }
    }
  }) as unknown as BuildSerializer
}
