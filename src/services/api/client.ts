/**
 * The runtime behind the generated client (contract.gen.ts): every call goes through the request layer
 * (common fields, token header, envelope rules) with the method and path the contract declares.
 */
import { request, requestEnvelope, type Envelope, type RequestOptions } from '../request'

type Args<I> = Record<string, never> extends I ? [input?: I, opts?: RequestOptions] : [input: I, opts?: RequestOptions]

export interface Call<I, D> {
  (...args: Args<I>): Promise<D>
  /** the whole envelope (its message, a refreshtoken) */
  envelope(...args: Args<I>): Promise<Envelope<D>>
  readonly method: 'GET' | 'POST'
  readonly path: string
}

/** Fields left undefined are not sent (a GET would otherwise carry "undefined"). */
function defined(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (input && typeof input === 'object') for (const [k, v] of Object.entries(input)) if (v !== undefined) out[k] = v
  return out
}

export function endpoint<I, D>(method: 'GET' | 'POST', path: string): Call<I, D> {
  const call = (...[input, opts]: Args<I>) => request<D>(path, defined(input), { ...opts, method })
  return Object.assign(call, {
    envelope: (...[input, opts]: Args<I>) => requestEnvelope<D>(path, defined(input), { ...opts, method }),
    method,
    path,
  })
}

/** A multipart upload: `/api/upload/{path}` takes its path parameters from `params`. */
export function uploadEndpoint<P extends Record<string, string | number>, D>(template: string) {
  return (filePath: string, params: P, opts?: { silent?: boolean }): Promise<D> => {
    const url = template.replace(/:(\w+)|\{(\w+)\}/g, (_, a: string, b: string) => encodeURIComponent(String(params[(a ?? b) as keyof P])))
    // the upload code (and Taro's loading toast) loads with the first upload, not with every page
    return import('../upload').then(({ upload }) => upload(filePath, url, opts) as Promise<D>)
  }
}
