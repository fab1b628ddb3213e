/**
 * A fake API server behind Taro.request / Taro.uploadFile, keyed by the generated call names, so the real
 * request layer (envelope, refreshtoken, -10009 / -10010, common fields) runs and every answer is typed
 * by the contract: `fakeApi({ memberInfo: MEMBER, orderDetail: (input) => detail(input.order_id) })`.
 * An answer whose shape the contract no longer has fails the typecheck.
 */
import Taro from '@tarojs/taro'
import type { Call } from '@/services/api/client'
import type * as contract from '@/services/api/contract.gen'

type Contract = typeof contract
/** Every generated call (uploadImage included: its answer is the upload's). */
export type CallName = { [K in keyof Contract]: Contract[K] extends Call<any, any> ? K : K extends 'uploadImage' ? K : never }[keyof Contract]
/** What the app sends to the call (the upload: its path parameters); the token header arrives as `token`. */
export type CallInput<K extends CallName> = (Contract[K] extends Call<infer I, any> ? I : Parameters<Contract[K]>[1]) & { token?: string }
/** What the server answers in the envelope's data. */
export type CallData<K extends CallName> = Awaited<ReturnType<Contract[K]>>

const REFUSAL = Symbol('refusal')
const REPLY = Symbol('reply')
/** A refusal envelope: `{ code, message, data: null }`. */
export interface Refusal {
  [REFUSAL]: true
  code: number
  message: string
}
/** Data with more of the envelope (its message, a refreshtoken). */
export interface Reply<D> {
  [REPLY]: true
  data: D
  message?: string
  refreshtoken?: string
}
type Outcome<D> = D | Reply<D> | Refusal
/** A fixed answer, or one made from what was sent (a promise that never settles keeps the call pending). */
export type Answer<K extends CallName> = Outcome<CallData<K>> | ((input: CallInput<K>) => Outcome<CallData<K>> | Promise<Outcome<CallData<K>>>)
export type Answers = { [K in CallName]?: Answer<K> }

export const refuse = (code: number, message = 'refused'): Refusal => ({ [REFUSAL]: true, code, message })
export const reply = <D>(data: D, extra: { message?: string; refreshtoken?: string } = {}): Reply<D> => ({ [REPLY]: true, data, ...extra })

export interface SentCall<K extends CallName = CallName> {
  name: K
  /** the path, query dropped */
  url: string
  method: string
  data: CallInput<K>
}

const isCall = (v: unknown): v is Call<unknown, unknown> => typeof v === 'function' && typeof (v as any).path === 'string'
let namesByPath: Map<string, CallName> | null = null
function callAt(path: string): CallName | undefined {
  if (!namesByPath) {
    // read when first called: a test that mocks the stores or i18n and fakes nothing never loads the client
    const client: typeof contract = require('@/services/api/contract.gen')
    namesByPath = new Map(Object.entries(client).flatMap(([name, v]) => (isCall(v) ? [[v.path, name as CallName]] : [])))
  }
  // uploadImage is /api/upload/:path, the one multipart call
  return namesByPath.get(path) ?? (path.startsWith('/api/upload/') ? 'uploadImage' : undefined)
}

interface Envelope {
  code: number
  message: string
  data: unknown
  refreshtoken?: string
}
function toEnvelope(out: any): Envelope {
  if (out?.[REFUSAL]) return { code: out.code, message: out.message, data: null }
  if (out?.[REPLY]) return { code: 0, message: out.message ?? '', data: out.data ?? null, ...(out.refreshtoken ? { refreshtoken: out.refreshtoken } : {}) }
  return { code: 0, message: '', data: out ?? null }
}

const pathOf = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '')

export function fakeApi(initial: Answers = {}) {
  const answers: Answers = { ...initial }
  const calls: SentCall[] = []
  function envelopeFor(path: string, method: string, data: Record<string, any>): Envelope | Promise<Envelope> {
    const name = callAt(path)
    calls.push({ name: (name ?? path) as CallName, url: path, method, data: data as any })
    const answer = name ? (answers[name] as Answer<CallName> | undefined) : undefined
    // a call the test did not expect fails it loudly, with the call's name in the message
    if (answer === undefined) return { code: -1, message: `no fake answer for ${name ?? path}`, data: null }
    const out = typeof answer === 'function' ? (answer as (i: unknown) => unknown)(data) : answer
    // answered in the same tick as the real layer's one await, so timer-driven tests keep their order
    return out instanceof Promise ? out.then(toEnvelope) : toEnvelope(out)
  }
  // the token arrives in the `token` header; like the server, the fake reads it next to the fields
  const withToken = (fields: unknown, header: any) => ({ ...((fields as object) ?? {}), ...(header?.token ? { token: header.token } : {}) })
  const request = jest.spyOn(Taro, 'request').mockImplementation(((opts: any) => {
    const body = envelopeFor(pathOf(opts.url), opts.method ?? 'GET', withToken(opts.data, opts.header))
    const wrap = (data: Envelope) => ({ statusCode: 200, data, header: {}, errMsg: 'request:ok' })
    return body instanceof Promise ? body.then(wrap) : Promise.resolve(wrap(body))
  }) as any)
  jest.spyOn(Taro, 'uploadFile').mockImplementation(((opts: any) => {
    const body = envelopeFor(pathOf(opts.url), 'UPLOAD', { ...withToken(opts.formData, opts.header), filePath: opts.filePath, name: opts.name })
    const wrap = (data: Envelope) => ({ statusCode: 200, data: JSON.stringify(data), errMsg: 'uploadFile:ok' })
    return body instanceof Promise ? body.then(wrap) : Promise.resolve(wrap(body))
  }) as any)
  jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as any)
  jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve()) as any)
  return {
    calls,
    /** the Taro.request spy */
    request,
    /** sets or replaces the answer of a call */
    answer<K extends CallName>(name: K, answer: Answer<K>) {
      ;(answers as Record<K, Answer<K>>)[name] = answer
    },
    /** the calls sent to one call, with what was sent */
    to: <K extends CallName>(name: K) => calls.filter((c): c is SentCall<K> => c.name === name),
    /** the names of the calls sent, in order */
    names: () => calls.map((c) => c.name),
  }
}
export type FakeApi = ReturnType<typeof fakeApi>
