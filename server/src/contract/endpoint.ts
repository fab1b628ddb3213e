import { Type, type Static, type TInteger, type TLiteral, type TObject, type TProperties, type TSchema, type TUnion } from '@sinclair/typebox'
import type { ErrorDomain } from './errors.js'

/**
 * An endpoint is declared once, here in TypeBox: method, path, input (the body of a POST, the query of a
 * GET), the `data` of its envelope, and the domain error codes it may answer. The server registers from
 * it (contract/register.ts), OpenAPI is served from it, the fuzz suite is generated from it, and the
 * app's typed client is generated from it (scripts/gen-client.ts).
 */

export type Method = 'GET' | 'POST'

/** PostgreSQL `integer`: every id and count a caller sends is bounded by it. */
export const MAX_INT = 2147483647

/** An id a caller sends: a positive 32-bit integer. */
export const Id = (opts: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: opts.minimum ?? 1, maximum: MAX_INT, ...(opts.description ? { description: opts.description } : {}) })

/** Fields every call carries (spec section 7); declared on every input so they are validated and documented. */
export const CommonFields = {
  app_type: Type.Optional(Type.String({ maxLength: 20 })),
  app_type_name: Type.Optional(Type.String({ maxLength: 50 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  website_id: Type.Optional(Id()),
  /** compatibility only: clients send the token in the `token` (or Authorization) header */
  token: Type.Optional(Type.String({ maxLength: 2048 })),
} satisfies TProperties

export const COMMON_FIELD_NAMES = Object.keys(CommonFields)

export interface EndpointSpec {
  method: Method | readonly Method[]
  path: string
  summary: string
  /** who may call: anyone (default), a logged-in member (-10009/-10010 otherwise), merchant staff (a staff token, -10009/-10010 otherwise), or an operator */
  auth?: 'public' | 'member' | 'merchant' | 'admin'
  /** the request fields besides the common ones; none when absent */
  input?: TObject
  /** path parameters (`/api/upload/:path`) */
  params?: TObject
  /** multipart/form-data with one file part (`file`); the input then describes the text fields */
  multipart?: boolean
  /** the `data` of a successful envelope */
  response: TSchema
  /** domain error codes this call may answer besides the common ones */
  errors?: readonly number[]
  /** registered only on a development server (the demo's outbox and captcha peek) */
  devOnly?: boolean
  description?: string
}

export interface Endpoint<S extends EndpointSpec = EndpointSpec> {
  /** `goods.page`: domain and key */
  id: string
  domain: string
  key: string
  methods: Method[]
  spec: S
  /** input with the common fields, as validated */
  fullInput: TObject
  /** the whole envelope `{code, message, data, refreshtoken?}` */
  envelope: TObject
}

export type InputOf<E extends Endpoint> = E['spec']['input'] extends TObject ? Static<E['spec']['input']> : Record<string, never>
export type ParamsOf<E extends Endpoint> = E['spec']['params'] extends TObject ? Static<E['spec']['params']> : Record<string, never>
export type DataOf<E extends Endpoint> = Static<E['spec']['response']>

export type EndpointGroup<G extends Record<string, EndpointSpec> = Record<string, EndpointSpec>> = {
  readonly [K in keyof G]: Endpoint<G[K]>
} & { readonly [DOMAIN]: string }

export const DOMAIN = Symbol('domain')

export function envelopeOf(data: TSchema): TObject {
  return Type.Object({
    code: Type.Integer(),
    message: Type.String(),
    data,
    refreshtoken: Type.Optional(Type.String({ description: 'a replacement token, on success only' })),
  })
}

/**
 * Declares a domain's endpoints. Inputs refuse undeclared fields (additionalProperties false), so what
 * a caller sends is exactly what the contract says.
 */
export function defineEndpoints<const G extends Record<string, EndpointSpec>>(domain: string, group: G): EndpointGroup<G> {
  const out: Record<string, Endpoint> = {}
  for (const [key, spec] of Object.entries(group)) {
    const methods = (Array.isArray(spec.method) ? [...spec.method] : [spec.method]) as Method[]
    const own = spec.input?.properties ?? {}
    for (const name of Object.keys(own)) {
      if (name in CommonFields) throw new Error(`${domain}.${key}: input field ${name} is a common field`)
    }
    const fullInput = Type.Object({ ...CommonFields, ...own }, { additionalProperties: false })
    out[key] = { id: `${domain}.${key}`, domain, key, methods, spec, fullInput, envelope: envelopeOf(spec.response) }
  }
  return Object.assign(out, { [DOMAIN]: domain }) as EndpointGroup<G>
}

/** A page of a list: `{list, count, page_count}`. */
export const PageOf = <T extends TSchema>(item: T, title?: string) =>
  Type.Object({ list: Type.Array(item), count: Type.Integer({ minimum: 0 }), page_count: Type.Integer({ minimum: 0 }) }, title ? { title } : {})

/** A string enum with a name: a TypeScript union and a `<Name>Values` list in the app client. */
export function StringEnum<const V extends readonly string[]>(values: V, title: string, description?: string): TUnion<TLiteral<V[number]>[]> {
  return Type.Union(values.map((v) => Type.Literal(v)), { title, ...(description ? { description } : {}) }) as TUnion<TLiteral<V[number]>[]>
}

/**
 * The names of an integer enum's values, on its schema under a symbol: validators, the serializer and
 * OpenAPI read string keys only (Ajv's strict mode refuses an unknown keyword), the client generator
 * reads this and emits the names as a const object.
 */
export const ENUM_NAMES = Symbol('enumNames')

/**
 * An integer enum with a name, from the server's named constant (`ORDER_STATUS` …): the app client
 * gets a `<Name>` union type and a const object with the constant's keys (`OrderStatus` becomes
 * `ORDER_STATUS`). An integer with `enum`, so inputs accept those values only; the bounds keep
 * TypeBox's checks (strict test answers), which do not read `enum`, at the range they had.
 */
export function IntegerEnum(values: Readonly<Record<string, number>>, title: string, description?: string): TInteger {
  const list = Object.values(values)
  const options = {
    enum: list, minimum: Math.min(...list), maximum: Math.max(...list), title,
    ...(description ? { description } : {}), [ENUM_NAMES]: values,
  }
  return Type.Integer(options)
}

/** Either the value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export type { ErrorDomain }
