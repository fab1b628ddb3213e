import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Envelope } from '../http/envelope.js'
import type { RequestContext } from '../http/context.js'
import { registeredErrors } from './errors.js'
import { DOMAIN, type DataOf, type Endpoint, type EndpointGroup, type InputOf, type ParamsOf } from './endpoint.js'
import { SerializedData, envelopeText } from './serialized.js'

export type Handler<E extends Endpoint> = (
  ctx: RequestContext,
  input: InputOf<E>,
  req: FastifyRequest & { params: ParamsOf<E> },
) => Promise<Envelope<DataOf<E> | SerializedData<DataOf<E>>>>

/** One handler per endpoint of the group: the compiler refuses a missing one. */
export type Handlers<G extends EndpointGroup> = { [K in Exclude<keyof G, typeof DOMAIN>]: G[K] extends Endpoint ? Handler<G[K]> : never }

/** Route config that marks a route as coming from the contract (app.ts checks that every API route does). */
export interface ContractRouteConfig {
  endpoint: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: string
  }
}

const checkers = new WeakMap<object, ReturnType<typeof TypeCompiler.Compile>>()

/**
 * In tests (config.strictResponses) every answer is checked against its declared schema before the
 * compiled serializer sees it: the serializer would silently drop an undeclared field or coerce a wrong
 * type, so drift between the code and the contract must fail loudly where it can be seen.
 */
function assertResponse(endpoint: Endpoint, envelope: Envelope<unknown>): void {
  let checker = checkers.get(endpoint.spec.response)
  if (!checker) {
    checker = TypeCompiler.Compile(endpoint.spec.response)
    checkers.set(endpoint.spec.response, checker)
  }
  if (!checker.Check(envelope.data)) {
    const first = [...checker.Errors(envelope.data)].slice(0, 3).map((e) => `${e.path || '/'}: ${e.message} (got ${JSON.stringify(e.value)?.slice(0, 80)})`)
    const message = `response of ${endpoint.id} does not match the contract: ${first.join('; ')}`
    // tests run with a silent logger: say it where the failing test shows it
    console.error(message)
    throw new Error(message)
  }
}

/** The endpoint's description followed by the domain codes it may answer, with their registered names. */
function describe(endpoint: Endpoint): string | undefined {
  const codes = endpoint.spec.errors ?? []
  if (!codes.length) return endpoint.spec.description
  const names = new Map(registeredErrors().map((e) => [e.code, `${e.domain}.${e.name}`]))
  const list = codes.map((c) => `\`${c}\` ${names.get(c) ?? '(unregistered)'}`).join(', ')
  return [endpoint.spec.description, `Domain error codes: ${list}.`].filter(Boolean).join('\n\n')
}

/** Registers every endpoint of a group with its handler, schemas and OpenAPI metadata. */
export function registerRoutes<G extends EndpointGroup>(app: FastifyInstance, group: G, handlers: Handlers<G>): void {
  const strict = Boolean(app.deps.config.strictResponses)
  for (const key of Object.keys(group) as Array<Exclude<keyof G, typeof DOMAIN>>) {
    const endpoint = group[key] as unknown as Endpoint
    const handler = (handlers as Record<string, Handler<Endpoint>>)[key as string]
    if (!handler) throw new Error(`no handler for ${endpoint.id}`)
    if (endpoint.spec.devOnly && !app.deps.config.development) continue
    for (const method of endpoint.methods) {
      const inputSchema = endpoint.spec.multipart ? undefined : endpoint.fullInput
      app.route({
        method,
        url: endpoint.spec.path,
        config: { endpoint: endpoint.id },
        schema: {
          operationId: endpoint.methods.length > 1 ? `${endpoint.id}.${method.toLowerCase()}` : endpoint.id,
          summary: endpoint.spec.summary,
          description: describe(endpoint),
          // machine-readable too: the codes a client may meet besides the common ones
          ...(endpoint.spec.errors?.length ? { 'x-error-codes': [...endpoint.spec.errors] } : {}),
          tags: [endpoint.domain],
          ...(endpoint.spec.auth && endpoint.spec.auth !== 'public' ? { security: [{ [endpoint.spec.auth]: [] }] } : {}),
          ...(inputSchema ? (method === 'GET' ? { querystring: inputSchema } : { body: inputSchema }) : {}),
          ...(endpoint.spec.params ? { params: endpoint.spec.params } : {}),
          ...(endpoint.spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
          response: { 200: endpoint.envelope },
        },
        handler: async (req, reply) => {
          const input = (method === 'GET' ? req.query : req.body) ?? {}
          const envelope = await handler(req.ctx, input as never, req as never)
          if (envelope.data instanceof SerializedData) {
            // data a service cached serialized: sent as it is, around the envelope's own keys
            if (strict) assertResponse(endpoint, { ...envelope, data: envelope.data.parse() })
            reply.type('application/json; charset=utf-8')
            return envelopeText(envelope.code, envelope.message, envelope.data, envelope.code >= 0 ? req.ctx?.refreshToken : null)
          }
          if (strict) assertResponse(endpoint, envelope)
          return envelope
        },
      })
    }
  }
}

/** A Fastify plugin for a group, for modules that need nothing else. */
export function routesPlugin<G extends EndpointGroup>(group: G, handlers: Handlers<G>) {
  return async (app: FastifyInstance) => registerRoutes(app, group, handlers)
}
