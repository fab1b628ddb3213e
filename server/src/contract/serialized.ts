import fastJson from 'fast-json-stringify'
import type { TSchema } from '@sinclair/typebox'

/**
 * A response's `data` already serialized by its endpoint's schema, as UTF-8 bytes. A service that caches
 * an answer caches it in this form: the bytes are sent as they are (no object walk, no serializer, no
 * encoding per request), live outside the JavaScript heap, and cost the garbage collector one object
 * where the answer's object graph cost dozens.
 */
export class SerializedData<T = unknown> {
  /** only for the compiler: which data this is */
  declare readonly of?: T
  constructor(readonly bytes: Buffer) {}

  /** the data again as an object (for an answer that adds to the cached one) */
  parse(): T {
    return JSON.parse(this.bytes.toString('utf8')) as T
  }
}

const serializers = new WeakMap<TSchema, (data: unknown) => string>()

/** The serializer of `schema` (compiled once): what the route's own serializer writes for `data`. */
export function dataSerializer<T>(schema: TSchema): (data: T) => SerializedData<T> {
  let serialize = serializers.get(schema)
  if (!serialize) {
    serialize = fastJson(schema as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string
    serializers.set(schema, serialize)
  }
  const fn = serialize
  // one flat copy: the serializer's text is a rope of many pieces
  return (data: T) => new SerializedData<T>(Buffer.from(fn(data), 'utf8'))
}

const heads = new Map<string, Buffer>()
const TAIL = Buffer.from('}')

/** The whole envelope around serialized data: the keys the envelope schema declares, in its order. */
export function envelopeBytes(code: number, message: string, data: SerializedData, refreshToken?: string | null): Buffer {
  const key = `${code}:${message}`
  let head = heads.get(key)
  if (!head) {
    head = Buffer.from(`{"code":${code},"message":${JSON.stringify(message)},"data":`)
    // success messages are few; anything else is not kept
    if (heads.size < 256) heads.set(key, head)
  }
  const tail = refreshToken ? Buffer.from(`,"refreshtoken":${JSON.stringify(refreshToken)}}`) : TAIL
  return Buffer.concat([head, data.bytes, tail], head.length + data.bytes.length + tail.length)
}
