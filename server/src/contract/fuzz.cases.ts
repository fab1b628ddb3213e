// Bad requests generated from the contract, for fuzz.test.ts (a test helper, not a test file).
import type { TSchema } from '@sinclair/typebox'
import type { Endpoint, Method } from './endpoint.js'

/** Deterministic pseudo-random numbers (mulberry32): a fixed seed gives the same run every time. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)],
    shuffle<T>(list: readonly T[]): T[] {
      const out = [...list]
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1)
        ;[out[i], out[j]] = [out[j], out[i]]
      }
      return out
    },
  }
}
export type Prng = ReturnType<typeof prng>

/** A seed from a text and the run's seed: each endpoint draws its own stream, unmoved by endpoints added elsewhere. */
export function seedOf(text: string, seed: number): number {
  let h = seed >>> 0
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

export type Category =
  | 'type' | 'missing' | 'extra' | 'huge' | 'number' | 'control' | 'deep' | 'sql'
  | 'content-type' | 'query' | 'params' | 'method' | 'multipart'

/** One request, before the caller's identity (token, admin header) is added. */
export interface FuzzCase {
  /** what is wrong with it, for the report (values shortened) */
  label: string
  category: Category
  /** no reading of the contract accepts it: it must be refused with a negative code */
  mustRefuse: boolean
  /** one of the inputs that once broke the server (issue 7): sent on every run, not sampled */
  critical?: boolean
  method: string
  /** path with its parameters filled in and encoded, query string included */
  url: string
  headers: Record<string, string>
  body?: string | Buffer
}

/** JSON text JSON.stringify cannot write (1e400, 5,000 levels), with the value the server parses from it. */
class Raw {
  constructor(readonly text: string, readonly parsed: unknown, readonly deep = false) {}
}
type Value = unknown

const DEPTH = 5000
const MB = 1024 * 1024
const deepObject = new Raw('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH), { a: {} }, true)
const deepArray = new Raw('['.repeat(DEPTH) + ']'.repeat(DEPTH), [[]], true)
const deepMixed = new Raw('[{"a":'.repeat(DEPTH / 2) + 'null' + '}]'.repeat(DEPTH / 2), [{}], true)
/** one megabyte of text and of digits, made once */
const MB_TEXT = 'x'.repeat(MB)
const MB_DIGITS = '9'.repeat(MB)
const hugeNumber = new Raw('1e400', Infinity)
const hugeNegative = new Raw('-1e400', -Infinity)
const beyondSafe = new Raw('9007199254740993', 9007199254740992)

/** SQL and LIKE metacharacters: must reach SQL as data, never as syntax or as a pattern. */
export const SQL_VALUES = [
  `' OR 1=1 --`, `1' OR '1'='1`, `%`, `_`, `\\`, `%_\\`, `100%`, `a_b`, `\\%`, `'; DROP TABLE member; --`,
  `" OR ""="`, `1) OR (1=1`, `' UNION SELECT password FROM member --`, `$1`, `?`, `*/ /*`, `' || pg_sleep(1) || '`,
]
/** Control and odd characters besides NUL (NUL is always refused; these may be legal text). */
const CONTROL_VALUES = [
  'a\u0001\u0002\u001f', '\u007f', 'line\r\nbreak', '\t', '\u2028\u2029', '\ud800', '\udfff\ud800', '\ufeff', '\u202eevil', 'zero\u200bwidth',
  '\u001b[31m', '\\u0000',
]

// ---------------------------------------------------------------------------------------------
// What the server's validator does with a value (http/validation.ts): Ajv with coerceTypes for what
// arrives as text (query string, path parameters, form bodies), Ajv without it for JSON bodies.

const FAIL = Symbol('fail')
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema nodes of every shape, read field by field
type Schema = TSchema & Record<string, any>

function coerce(type: string, v: unknown): unknown | typeof FAIL {
  const t = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v
  if (t === type || (type === 'integer' && t === 'number')) return v
  switch (type) {
    case 'string':
      return t === 'number' || t === 'boolean' ? String(v) : t === 'null' ? '' : FAIL
    case 'number':
    case 'integer':
      // Ajv: `typeof x == "string" && x && x == +x` (and `!(x % 1)` for integers); booleans and null become numbers
      if (t === 'string') return v && !Number.isNaN(Number(v)) && (type === 'number' || Number(v) % 1 === 0 || !Number.isFinite(Number(v))) ? Number(v) : FAIL
      return t === 'boolean' ? Number(v) : t === 'null' ? 0 : FAIL
    case 'boolean':
      if (v === 'true' || v === 1) return true
      if (v === 'false' || v === 0 || v === null) return false
      return FAIL
    case 'null':
      return v === '' || v === 0 || v === false ? null : FAIL
    default:
      return FAIL
  }
}

/** The value as Ajv without coerceTypes takes it (a JSON body): the declared type or nothing. */
function exact(type: string, v: unknown): unknown | typeof FAIL {
  const t = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v
  return t === type || (type === 'integer' && t === 'number') ? v : FAIL
}

/** How a request part carries its values: as text (coerced to the declared types) or as JSON (taken as they are). */
export type Carrier = 'text' | 'json'

/**
 * Whether the validator could accept `v` for this schema, carried as text or as JSON. Conservative:
 * true when unsure, so a request is only required to be refused when no reading of its schema lets it through.
 */
export function mayAccept(s: Schema | undefined, v: unknown, carrier: Carrier = 'text'): boolean {
  if (!s || typeof s !== 'object') return true
  if (v instanceof Raw) {
    if (v.deep) return false
    v = v.parsed
  }
  const convert = carrier === 'text' ? coerce : exact
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) {
    // Ajv coerces in place while it tries the branches: follow the coerced value as well
    let cur = v
    for (const branch of (s.anyOf ?? s.oneOf) as Schema[]) {
      if (mayAccept(branch, v, carrier) || mayAccept(branch, cur, carrier)) return true
      if (typeof branch.type === 'string') {
        const c = convert(branch.type, cur)
        if (c !== FAIL) cur = c
      }
    }
    return false
  }
  if (Array.isArray(s.allOf)) return s.allOf.every((x: Schema) => mayAccept(x, v, carrier))
  let x: unknown = v
  if (typeof s.type === 'string') {
    const c = convert(s.type, v)
    if (c === FAIL) return false
    x = c
  } else if (s.type !== undefined) return true
  if ('const' in s && x !== s.const) return false
  if (Array.isArray(s.enum) && !s.enum.includes(x)) return false
  if (typeof x === 'string') {
    // Ajv counts code points; a string of n UTF-16 units holds at least n/2 of them
    const len = x.length / 2 > (s.maxLength ?? Infinity) ? x.length : codePoints(x)
    if (typeof s.maxLength === 'number' && len > s.maxLength) return false
    if (typeof s.minLength === 'number' && len < s.minLength) return false
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(x)) return false
  }
  if (typeof x === 'number') {
    // strictNumbers (Ajv's default): NaN and ±Infinity are no numbers
    if (!Number.isFinite(x)) return false
    if (s.type === 'integer' && x % 1 !== 0) return false
    if (typeof s.minimum === 'number' && !(x >= s.minimum)) return false
    if (typeof s.maximum === 'number' && !(x <= s.maximum)) return false
    if (typeof s.exclusiveMinimum === 'number' && !(x > s.exclusiveMinimum)) return false
    if (typeof s.exclusiveMaximum === 'number' && !(x < s.exclusiveMaximum)) return false
  }
  if (Array.isArray(x) && typeof s.maxItems === 'number' && x.length > s.maxItems) return false
  return true
}

function codePoints(x: string): number {
  let n = 0
  for (let i = 0; i < x.length; i++) {
    const c = x.charCodeAt(i)
    // a high surrogate followed by a low one is one code point
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < x.length && (x.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++
    n++
  }
  return n
}

/** A value the schema accepts (the base of every case: one field is made wrong at a time). */
export function validValue(s: Schema | undefined): unknown {
  if (!s) return 'a'
  if (s.default !== undefined) return s.default
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0]
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined
  if (branches) return validValue(branches.find((b) => b.type !== 'null' && b.const !== '') ?? branches[0])
  if ('const' in s) return s.const
  if (Array.isArray(s.enum)) return s.enum[0]
  switch (s.type) {
    case 'integer':
    case 'number': {
      let n = 1
      if (typeof s.minimum === 'number' && n < s.minimum) n = s.minimum
      if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) n = Math.floor(s.exclusiveMinimum) + 1
      if (typeof s.maximum === 'number' && n > s.maximum) n = s.maximum
      return n
    }
    case 'string':
      return 'a'.repeat(Math.max(1, s.minLength ?? 0))
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => validValue(s.items))
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const k of (s.required ?? []) as string[]) out[k] = validValue(s.properties?.[k])
      return out
    }
    default:
      return 'a'
  }
}

/** The scalar kind of a field: what its wrong values are made from. */
function kindOf(s: Schema | undefined): 'number' | 'string' | 'other' {
  if (!s) return 'other'
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined
  if (branches) {
    const kinds = branches.filter((b) => b.type !== 'null').map(kindOf)
    return kinds.includes('number') ? 'number' : kinds.includes('string') ? 'string' : 'other'
  }
  if (s.type === 'integer' || s.type === 'number') return 'number'
  if (s.type === 'string') return 'string'
  return 'other'
}

/** Fields that are not bounded (strings without maxLength, numbers without both bounds, arrays without maxItems). */
export function unboundedFields(s: Schema | undefined, at: string): string[] {
  if (!s) return []
  const out: string[] = []
  const branches = (s.anyOf ?? s.oneOf ?? s.allOf) as Schema[] | undefined
  if (branches) return branches.flatMap((b) => unboundedFields(b, at))
  if ('const' in s || Array.isArray(s.enum)) return []
  // an anchored pattern without open-ended repetition bounds the length as well
  const fixedPattern = typeof s.pattern === 'string' && /^\^.*\$$/.test(s.pattern) && !/[*+]|\{\d+,\}/.test(s.pattern)
  if (s.type === 'string' && typeof s.maxLength !== 'number' && !fixedPattern) out.push(`${at}: string without maxLength`)
  // integers are ids, pages and counts: PostgreSQL's integer holds 2^31-1 at most
  if (s.type === 'integer' && (typeof (s.maximum ?? s.exclusiveMaximum) !== 'number' || typeof (s.minimum ?? s.exclusiveMinimum) !== 'number')) {
    out.push(`${at}: integer without minimum and maximum`)
  }
  if (s.type === 'array') {
    if (typeof s.maxItems !== 'number') out.push(`${at}: array without maxItems`)
    out.push(...unboundedFields(s.items, `${at}[]`))
  }
  if (s.type === 'object') {
    for (const [k, p] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) out.push(...unboundedFields(p, `${at}.${k}`))
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Encoding a request.

function jsonOf(v: Value): string {
  return v instanceof Raw ? v.text : JSON.stringify(v)
}

/** A JSON object's text; values may be Raw. Keys may repeat (entries, not an object). */
function jsonBody(entries: Array<[string, Value]>): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonOf(v)}`).join(',')}}`
}

/** How a query string or form carries a value: text, objects as their JSON, arrays as repeated keys. */
function formPairs(entries: Array<[string, Value]>): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const [k, v] of entries) {
    if (Array.isArray(v)) for (const item of v) out.push([k, typeof item === 'string' ? item : JSON.stringify(item)])
    else out.push([k, v instanceof Raw ? v.text : typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v)])
  }
  return out
}
/** encodeURIComponent, except that a lone surrogate goes as the bytes Node would send for it (EF BF BD) */
export function enc(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
}
const encodePairs = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')

/** A field the request leaves out (an empty array in a query string is no key at all). */
const ABSENT = Symbol('absent')

/** What the server sees for a value sent as text (query string, form): repeated keys are an array. */
function asText(v: Value): unknown {
  if (Array.isArray(v)) {
    const items = v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
    return items.length === 0 ? ABSENT : items.length === 1 ? items[0] : items
  }
  if (v instanceof Raw) return v.deep ? v : v.text
  return typeof v === 'string' ? v : JSON.stringify(v)
}

const hasNul = (v: unknown): boolean =>
  typeof v === 'string' ? v.includes('\u0000') : Array.isArray(v) ? v.some(hasNul) : v instanceof Raw ? v.text.includes('\\u0000') : v && typeof v === 'object' ? Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x)) : false

const short = (v: unknown): string => {
  const text = v instanceof Raw ? v.text : typeof v === 'string' ? v : JSON.stringify(v) ?? String(v)
  const shown = text.length > 40 ? `${text.slice(0, 24)}…(${text.length} chars)` : text
  return typeof v === 'string' ? JSON.stringify(shown) : shown
}

// ---------------------------------------------------------------------------------------------
// The cases of one endpoint and method.

interface Mutation {
  category: Category
  value: Value
  critical?: boolean
}

/** Wrong values for one field, by its kind; which of them must be refused is decided by mayAccept. */
function mutationsFor(s: Schema | undefined, text: boolean): Mutation[] {
  const kind = kindOf(s)
  const max = typeof s?.maxLength === 'number' ? s.maxLength : undefined
  const out: Mutation[] = []
  const add = (category: Category, values: Value[]) => values.forEach((value) => out.push({ category, value }))
  // what broke the server before: deep JSON in any field, 1e400 and 2^31 in numbers, NUL in text
  out.push({ category: 'deep', value: deepObject, critical: true }, { category: 'control', value: 'a\u0000b', critical: true })
  if (kind === 'number') out.push({ category: 'number', value: '1e400', critical: true }, { category: 'number', value: 2147483648, critical: true })
  add('type', [{}, { a: 1 }, [], [1, 2], [[1]], true, false, null, 12345, 'abc', -1.5, ''])
  add('deep', [deepArray, deepMixed])
  add('number', [-1, 0, -2147483648, ...(kind === 'number' ? [] : [2147483648, '1e400']), 2 ** 53, -(2 ** 53), 4294967296, '2147483648', '9007199254740992', '-1e400',
    hugeNumber, hugeNegative, beyondSafe, 1.5, '1.5', '0.0000001', 'NaN', 'Infinity', '-Infinity', '1 OR 1=1', '١٢٣', '1,000', '0x7fffffff',
    '1e9999999', '9'.repeat(400)])
  add('huge', [MB_TEXT, MB_DIGITS])
  if (max !== undefined && max < MB) add('huge', ['a'.repeat(max + 1), '中'.repeat(max + 1), '😀'.repeat(max + 1), '😀'.repeat(max)])
  add('control', ['\u0000', `${'a'.repeat(Math.min(max ?? 3, 3))}\u0000`, ...CONTROL_VALUES])
  add('sql', kind === 'string' && max !== undefined ? SQL_VALUES.map((v) => v.slice(0, max)) : SQL_VALUES)
  if (text) add('query', [['1', '2'], ['a', 'b'], JSON.stringify({ a: 1 }), '[1]', ' 1', '1 ', '+1', '%', '%zz', '%E4%B8'])
  return out
}

/** Every case of one endpoint and method (the suite samples from them). */
export function casesFor(endpoint: Endpoint, method: Method): FuzzCase[] {
  const cases: FuzzCase[] = []
  const input = endpoint.fullInput as Schema
  const props = (input.properties ?? {}) as Record<string, Schema>
  const required = new Set<string>((input.required ?? []) as string[])
  const paramsSchema = endpoint.spec.params as Schema | undefined
  const paramProps = (paramsSchema?.properties ?? {}) as Record<string, Schema>
  const text = method === 'GET'

  // what a well-behaved client sends: the common fields and every required field
  const base: Array<[string, Value]> = [['lang', 'en-us'], ['website_id', 1], ['app_type', 'h5']]
  for (const k of required) if (!base.some(([b]) => b === k)) base.push([k, validValue(props[k])])
  const baseParams: Record<string, string> = {}
  for (const [k, s] of Object.entries(paramProps)) baseParams[k] = String(validValue(s))

  const pathWith = (params: Record<string, string>, raw = false) =>
    endpoint.spec.path.replace(/:(\w+)/g, (_m, name: string) => (raw ? params[name] : enc(params[name] ?? '')))
  const basePath = pathWith(baseParams)
  const paramsValid = Object.entries(paramProps).every(([k, s]) => mayAccept(s, baseParams[k]))

  /** A request carrying `entries` as JSON body (POST) or query string (GET). */
  const request = (label: string, category: Category, entries: Array<[string, Value]>, mustRefuse: boolean, extra: { headers?: Record<string, string>; path?: string; critical?: boolean } = {}): FuzzCase => {
    const path = extra.path ?? basePath
    const critical = Boolean(extra.critical)
    // url and body are written when the case is sent: most cases are never sampled, and some are megabytes
    if (text) {
      return {
        label, category, mustRefuse, critical, method, headers: { ...extra.headers },
        get url() {
          const qs = encodePairs(formPairs(entries))
          return qs ? `${path}?${qs}` : path
        },
      }
    }
    return { label, category, mustRefuse, critical, method, url: path, headers: { 'content-type': 'application/json', ...extra.headers }, get body() { return jsonBody(entries) } }
  }
  const where = text ? 'query' : 'body'

  if (endpoint.spec.multipart) {
    cases.push(...multipartCases(endpoint, method, basePath, base))
  } else {
    // one field wrong at a time
    for (const [name, schema] of Object.entries(props)) {
      for (const m of mutationsFor(schema, text)) {
        const seen = text ? asText(m.value) : m.value
        const refuse = !paramsValid || (seen === ABSENT ? required.has(name) : hasNul(seen) || !mayAccept(schema, seen, text ? 'text' : 'json'))
        // a value the field takes is no wrong type or wrong number; it stays only where its content is the point
        if (!refuse && !['sql', 'control', 'huge', 'query'].includes(m.category)) continue
        const entries = base.filter(([k]) => k !== name)
        entries.push([name, m.value])
        // the caller's language cannot come from a mangled `lang`: it is also said in the header
        const headers = name === 'lang' ? { 'accept-language': 'en-US,en;q=0.9' } : undefined
        cases.push(request(`${where}.${name} = ${short(m.value)}`, m.category, entries, refuse, { headers, critical: m.critical }))
      }
    }
    // required fields left out
    for (const name of required) {
      if (props[name]?.default !== undefined) continue
      cases.push(request(`${where}.${name} missing`, 'missing', base.filter(([k]) => k !== name), true))
    }
    // fields the contract does not declare
    const undeclared = ['extra', 'id', 'member_id', 'site_id', 'status', 'is_admin', 'Page', 'hasOwnProperty', 'toString', '', ' ', 'a.b', 'a[b]', '0', '中文']
    for (const name of undeclared) {
      if (name in props) continue
      cases.push(request(`${where}.${JSON.stringify(name)} undeclared`, 'extra', [...base, [name, 1]], true))
    }
    cases.push(request(`${where} with a NUL in a key`, 'control', [...base, ['a\u0000b', 1]], true))
    if (!text) {
      // prototype pollution: Fastify's JSON parser refuses these keys outright
      // (the language then comes in the query: the body it was in is refused whole)
      const inQuery = { path: `${basePath}?lang=en-us` }
      cases.push(request('body.__proto__', 'extra', [...base, ['__proto__', { is_admin: 1 }]], true, inQuery))
      cases.push(request('body.constructor.prototype', 'extra', [...base, ['constructor', { prototype: { is_admin: 1 } }]], true, inQuery))
      // a field given twice: the last one wins in JSON.parse, and the first is a wrong one
      const dup = Object.keys(props).find((k) => k !== 'lang') ?? 'website_id'
      cases.push(request(`body.${dup} given twice`, 'extra', [...base, [dup, { a: 1 }], [dup, deepArray]], true))
    } else {
      cases.push(...queryCases(endpoint, method, basePath, base, props))
    }
    if (!text) cases.push(...contentTypeCases(endpoint, method, basePath, base, props))
  }

  // path parameters
  for (const [name, schema] of Object.entries(paramProps)) {
    const values: Array<[string, boolean]> = [
      ['%', true], ['%zz', true], ['%E4%B8', true], ['%00', true], ['..', false], ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', false],
      ['%27%20OR%201%3D1%20--', false], ['%25', false], ['%5C', false], [MB_TEXT, false], ['-1', false],
      ['2147483648', false], ['1e400', false], [enc(deepObject.text), false], ['%7B%7D', false], ['%C0%AF', true],
    ]
    for (const [raw, malformed] of values) {
      let decoded: string | null = null
      if (!malformed) {
        try {
          decoded = decodeURIComponent(raw)
        } catch {
          decoded = null
        }
      }
      const refuse = decoded === null || hasNul(decoded) || !mayAccept(schema, decoded)
      const path = pathWith({ ...baseParams, [name]: raw }, true)
      const c = endpoint.spec.multipart
        ? multipartRequest(method, path, `params.${name} = ${short(raw)}`, 'params', true, ...multipartBody([...base.map(([k, v]) => [k, String(v)] as [string, string])], null))
        : request(`params.${name} = ${short(raw)}`, 'params', base, refuse, { path })
      cases.push(c)
    }
  }

  // other methods on the path, and paths beside it: 404 in the envelope
  for (const other of ['PUT', 'DELETE', 'PATCH', ...(endpoint.methods.includes('GET') ? [] : ['GET'])]) {
    cases.push({ label: `${other} ${endpoint.spec.path}`, category: 'method', mustRefuse: true, method: other, url: `${basePath}?lang=en-us`, headers: {} })
  }
  cases.push({ label: `${method} ${endpoint.spec.path}/extra`, category: 'method', mustRefuse: true, method, url: `${basePath}/extra?lang=en-us`, headers: {} })
  cases.push({ label: `${method} ${endpoint.spec.path}/%`, category: 'method', mustRefuse: true, method, url: `${basePath}/%?lang=en-us`, headers: {} })
  return cases
}

/** GET: the query string itself malformed. */
function queryCases(endpoint: Endpoint, method: Method, path: string, base: Array<[string, Value]>, props: Record<string, Schema>): FuzzCase[] {
  const qs = encodePairs(formPairs(base))
  const field = Object.keys(props).find((k) => !['lang', 'app_type', 'app_type_name', 'token'].includes(k)) ?? 'website_id'
  const c = (label: string, query: string, mustRefuse: boolean, headers: Record<string, string> = {}): FuzzCase =>
    ({ label, category: 'query', mustRefuse, method, url: `${path}?${query}`, headers })
  return [
    c(`query ${field}[a]=1`, `${qs}&${field}%5Ba%5D=1`, true),
    c(`query ${field}[]=1`, `${qs}&${field}[]=1`, true),
    c('query with a raw %', `${qs}&${field}=%`, !mayAccept(props[field], '%')),
    c('query with %00', `${qs}&${field}=%00`, true),
    c('query with a bare key', `${qs}&${field}`, !mayAccept(props[field], '')),
    c('query with ;-separated pairs', `${qs};${field}=1;x=2`, false),
    c('query of 1 MB', `${qs}&${field}=${MB_DIGITS}`, true),
    c('query with 2,000 keys', `${qs}&${Array.from({ length: 2000 }, (_, i) => `k${i}=1`).join('&')}`, true),
    { ...c('query with a JSON body as well', qs, false, { 'content-type': 'application/json' }), body: `{"${field}":{"a":1},"extra":${deepObject.text}}` },
  ]
}

/** POST: the body in other content types, or not JSON at all. The language then comes in the query. */
function contentTypeCases(endpoint: Endpoint, method: Method, path: string, base: Array<[string, Value]>, props: Record<string, Schema>): FuzzCase[] {
  const url = `${path}?lang=en-us`
  const json = jsonBody(base)
  const form = encodePairs(formPairs(base))
  const field = Object.keys(props).find((k) => !['lang', 'app_type', 'app_type_name', 'token', 'website_id'].includes(k)) ?? 'website_id'
  const c = (label: string, contentType: string | null, body: string | Buffer | undefined, mustRefuse: boolean, headers: Record<string, string> = {}): FuzzCase =>
    ({ label, category: 'content-type', mustRefuse, method, url, headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers }, body })
  const formWith = (value: string) => `${form}&${encodeURIComponent(field)}=${value}`
  const formValue = (value: string) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      decoded = value
    }
    return !mayAccept(props[field], decoded)
  }
  return [
    c('text/plain with JSON text', 'text/plain', json, true),
    c('text/plain garbage', 'text/plain; charset=utf-8', 'hello world', true),
    c('application/xml', 'application/xml', `<a><${field}>1</${field}></a>`, true),
    c('application/octet-stream', 'application/octet-stream', Buffer.from([0, 1, 2, 255]), true),
    c('multipart without a boundary', 'multipart/form-data', `--x\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n1\r\n--x--\r\n`, true),
    c('multipart with a boundary', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n1\r\n--x--\r\n`, true),
    c('no content type', null, json, true),
    c('a content type that is not one', 'json', json, true),
    c('invalid JSON: truncated', 'application/json', json.slice(0, -1), true),
    c('invalid JSON: single quotes', 'application/json', `{'lang':'en-us'}`, true),
    c('invalid JSON: trailing comma', 'application/json', `${json.slice(0, -1)},}`, true),
    c('invalid JSON: garbage after', 'application/json', `${json}garbage`, true),
    c('invalid JSON: NaN', 'application/json', `{"${field}":NaN}`, true),
    c('invalid UTF-8', 'application/json', Buffer.concat([Buffer.from(`{"${field}":"`), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]), !mayAccept(props[field], '\ufffd\ufffd\ufffd\ufffd', 'json')),
    c('UTF-16 with a BOM', 'application/json; charset=utf-16', Buffer.from(`\ufeff${json}`, 'utf16le'), true),
    // Fastify's JSON parser skips a BOM: no refusal required
    c('JSON with a UTF-8 BOM', 'application/json', `\ufeff${json}`, false),
    c('empty body, JSON type', 'application/json', '', true),
    c('empty body, no type', null, undefined, true),
    c('body null', 'application/json', 'null', true),
    c('body an array', 'application/json', `[${json}]`, true),
    c('body a number', 'application/json', '1', true),
    c('body a string', 'application/json', '"lang"', true),
    c('body true', 'application/json', 'true', true),
    c('body 5,000 arrays deep', 'application/json', deepArray.text, true),
    c('body 5,000 objects deep', 'application/json', deepObject.text, true),
    c('gzip encoding, not gzip', 'application/json', json, true, { 'content-encoding': 'gzip' }),
    c('unknown encoding', 'application/json', json, true, { 'content-encoding': 'x-bogus' }),
    c('form: as a client sends it', 'application/x-www-form-urlencoded', form, false),
    c(`form: ${field}=%zz`, 'application/x-www-form-urlencoded', formWith('%zz'), formValue('%zz')),
    c(`form: ${field}=%E4%B8 (cut UTF-8)`, 'application/x-www-form-urlencoded; charset=utf-8', formWith('%E4%B8'), formValue('%E4%B8')),
    c(`form: ${field}=%E9 as latin-1`, 'application/x-www-form-urlencoded; charset=iso-8859-1', formWith('%E9'), formValue('%E9')),
    c(`form: ${field}=%00`, 'application/x-www-form-urlencoded', formWith('%00'), true),
    c(`form: ${field} twice`, 'application/x-www-form-urlencoded', `${formWith('1')}&${encodeURIComponent(field)}=2`, true),
    c(`form: ${field}[a]=1`, 'application/x-www-form-urlencoded', `${form}&${encodeURIComponent(field)}%5Ba%5D=1`, true),
    c(`form: ${field} of 1 MB`, 'application/x-www-form-urlencoded', formWith(MB_DIGITS), true),
    c('form: 5,000 keys', 'application/x-www-form-urlencoded', `${form}&${Array.from({ length: 5000 }, (_, i) => `k${i}=1`).join('&')}`, true),
    c('form: garbage', 'application/x-www-form-urlencoded', '&&==&=%&%%', true),
    c(`form: ${field}=' OR 1=1 --`, 'application/x-www-form-urlencoded', formWith(encodeURIComponent(`' OR 1=1 --`)), formValue(encodeURIComponent(`' OR 1=1 --`))),
  ]
}

/** A multipart body with text fields and, unless null, one file part. */
function multipartBody(fields: Array<[string, string]>, file: { name: string; filename: string; type: string; data: Buffer } | null, boundary = 'fuzzBoundary7MA4YWxk'): [string, Buffer] {
  const parts: Buffer[] = []
  for (const [k, v] of fields) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`))
    parts.push(file.data, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return [`multipart/form-data; boundary=${boundary}`, Buffer.concat(parts)]
}

function multipartRequest(method: string, path: string, label: string, category: Category, mustRefuse: boolean, contentType: string, body: Buffer | string): FuzzCase {
  return { label, category, mustRefuse, method, url: `${path}?lang=en-us`, headers: { 'content-type': contentType }, body }
}

/** A multipart endpoint: malformed forms, and files that are no image. */
function multipartCases(endpoint: Endpoint, method: Method, path: string, base: Array<[string, Value]>): FuzzCase[] {
  const fields: Array<[string, string]> = base.map(([k, v]) => [k, String(v)])
  const notImage = { name: 'file', filename: 'shell.php', type: 'image/png', data: Buffer.from('<?php system($_GET["c"]); ?>') }
  const m = (label: string, mustRefuse: boolean, contentType: string, body: Buffer | string) => multipartRequest(method, path, label, 'multipart', mustRefuse, contentType, body)
  const [ct, withFile] = multipartBody(fields, notImage)
  const whole = withFile.toString('latin1')
  const out: FuzzCase[] = [
    m('multipart without a boundary', true, 'multipart/form-data', withFile),
    m('multipart with an empty boundary', true, 'multipart/form-data; boundary=', withFile),
    m('multipart with another boundary than the body', true, 'multipart/form-data; boundary=other', withFile),
    m('multipart cut in the middle', true, ct, withFile.subarray(0, Math.floor(withFile.length / 2))),
    m('multipart without its closing boundary', true, ct, Buffer.from(whole.replace(/--fuzzBoundary7MA4YWxk--\r\n$/, ''), 'latin1')),
    m('multipart part without headers', true, ct, `--fuzzBoundary7MA4YWxk\r\n\r\nhello\r\n--fuzzBoundary7MA4YWxk--\r\n`),
    m('multipart part header garbage', true, ct, `--fuzzBoundary7MA4YWxk\r\nContent-Disposition\r\n\r\nx\r\n--fuzzBoundary7MA4YWxk--\r\n`),
    m('multipart/mixed', true, 'multipart/mixed; boundary=fuzzBoundary7MA4YWxk', withFile),
    m('multipart, no file part', true, ...multipartBody(fields, null)),
    m('multipart, a PHP script named .png', true, ct, withFile),
    m('multipart, an empty file', true, ...multipartBody(fields, { ...notImage, filename: 'a.png', data: Buffer.alloc(0) })),
    m('multipart, file with a NUL and ../ in its name', true, ...multipartBody(fields, { ...notImage, filename: '../../etc/passwd\u0000.png' })),
    m('multipart, file name of 64 KB', true, ...multipartBody(fields, { ...notImage, filename: `${'a'.repeat(65536)}.png` })),
    // a PNG signature under another part name: the server may take any file part, so no refusal is required
    m('multipart, file in another part name', false, ...multipartBody(fields, { ...notImage, name: 'image', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) })),
    m('multipart, two files', true, ...(() => {
      const [type, one] = multipartBody(fields, notImage)
      const second = Buffer.from(`--fuzzBoundary7MA4YWxk\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n<html>\r\n`)
      return [type, Buffer.concat([second, one])] as [string, Buffer]
    })()),
    m('multipart, a field of 1 MB', true, ...multipartBody([...fields, ['note', MB_TEXT]], notImage)),
    m('multipart, 100 fields', true, ...multipartBody([...fields, ...Array.from({ length: 100 }, (_, i) => [`f${i}`, '1'] as [string, string])], notImage)),
    m('multipart, a NUL in a field', true, ...multipartBody([...fields, ['lang', 'en\u0000']], notImage)),
    m('multipart, a field 5,000 deep as text', true, ...multipartBody([...fields, ['website_id', deepObject.text]], notImage)),
    m('multipart, JSON instead', true, 'application/json', jsonBody(base)),
    m('multipart, form instead', true, 'application/x-www-form-urlencoded', encodePairs(fields)),
    m('multipart, no body', true, ct, ''),
  ]
  // one field wrong at a time, as text fields of an otherwise refused upload
  for (const [name, schema] of Object.entries((endpoint.fullInput.properties ?? {}) as Record<string, Schema>)) {
    for (const mu of mutationsFor(schema, true)) {
      if (mu.category === 'huge' || mu.category === 'deep') continue
      const value = typeof mu.value === 'string' ? mu.value : jsonOf(mu.value)
      const c = m(`multipart field ${name} = ${short(value)} (file not an image)`, true, ...multipartBody([...fields.filter(([k]) => k !== name), [name, value]], notImage))
      // a mangled `lang` field overrides the query's: the language is said in the header as well
      if (name === 'lang') c.headers['accept-language'] = 'en-US,en;q=0.9'
      out.push(c)
    }
  }
  return out
}

/**
 * A sample of the cases: the critical ones when asked, at least one of every category there is, the
 * rest drawn at random, so each run covers every kind of wrongness on every route and stays fast.
 */
export function sample(cases: FuzzCase[], count: number, rnd: Prng, withCritical = false): FuzzCase[] {
  const byCategory = new Map<Category, FuzzCase[]>()
  for (const c of cases) byCategory.set(c.category, [...(byCategory.get(c.category) ?? []), c])
  const picked = new Set<FuzzCase>(withCritical ? cases.filter((c) => c.critical) : [])
  for (const list of byCategory.values()) picked.add(rnd.pick(list))
  for (const c of rnd.shuffle(cases)) {
    if (picked.size >= count) break
    picked.add(c)
  }
  return cases.filter((c) => picked.has(c))
}
