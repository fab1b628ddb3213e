import fastJson from 'fast-json-stringify'
import type { TSchema } from '@sinclair/typebox'

/**
 * A response's `data` already serialized by its endpoint's schema, as JSON text. A service that caches
 * an answer caches it in this form: the text is sent as it is (no object walk, no serializer per
 * request) and costs the garbage collector one flat string where the answer's object graph cost dozens.
 * Text rather than bytes: a Buffer per cached answer took an off-heap allocation per miss and two copies
 * per hit, and node writes a string answer with its headers in one send.
 */
export class SerializedData<T = unknown> {
  /** only for the compiler: which data this is */
  declare readonly of?: T
  constructor(readonly text: string) {}

  /** the data again as an object (for an answer that adds to the cached one) */
  parse(): T {
    return JSON.parse(this.text) as T
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
  // flattened once: the serializer's text is a rope of many pieces, each a heap object while it is kept
  return (data: T) => new SerializedData<T>(flat(fn(data)))
}

/** A rope flattened into one sequential string (V8 flattens on the first indexed read). */
function flat(text: string): string {
  if (text.length) text.charCodeAt(0)
  return text
}

const heads = new Map<string, string>()

/** The whole envelope around serialized data: the keys the envelope schema declares, in its order. */
export function envelopeText(code: number, message: string, data: SerializedData, refreshToken?: string | null): string {
  const key = `${code}:${message}`
  let head = heads.get(key)
  if (!head) {
    head = `{"code":${code},"message":${JSON.stringify(message)},"data":`
    // success messages are few; anything else is not kept
    if (heads.size < 256) heads.set(key, head)
  }
  return refreshToken ? `${head}${data.text},"refreshtoken":${JSON.stringify(refreshToken)}}` : `${head}${data.text}}`
}
