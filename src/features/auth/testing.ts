/**
 * Test helpers of the auth feature: a fake API server behind Taro.request, so the real request layer
 * (envelope, refreshtoken, -10009 / -10010, common fields) runs in the tests.
 */
import Taro from '@tarojs/taro'

export interface FakeCall {
  url: string
  method: string
  data: Record<string, any>
}

export type FakeAnswer = { code: number; message?: string; data?: unknown; refreshtoken?: string }
export type FakeRoute = FakeAnswer | ((data: Record<string, any>) => FakeAnswer | Promise<FakeAnswer>)

export function fakeServer(initial: Record<string, FakeRoute> = {}) {
  const routes: Record<string, FakeRoute> = { ...initial }
  const calls: FakeCall[] = []
  const spy = jest.spyOn(Taro, 'request').mockImplementation((async (opts: any) => {
    const url = String(opts.url)
    // the token arrives in the `token` header; like the server, the fake reads it next to the fields
    const data = { ...(opts.data ?? {}), ...(opts.header?.token ? { token: opts.header.token } : {}) }
    calls.push({ url, method: opts.method, data })
    const route = routes[url]
    const body = route === undefined ? { code: -10004, message: `no route ${url}`, data: null } : typeof route === 'function' ? await route(data) : route
    return { statusCode: 200, data: { message: '', data: null, ...body }, header: {}, errMsg: 'request:ok' }
  }) as any)
  return {
    routes,
    calls,
    spy,
    /** the calls to one path */
    to: (url: string) => calls.filter((c) => c.url === url),
    paths: () => calls.map((c) => c.url),
  }
}

export const ok = (data: unknown = null, extra: Partial<FakeAnswer> = {}): FakeAnswer => ({ code: 0, message: 'ok', data, ...extra })
export const fail = (code: number, message = 'failed'): FakeAnswer => ({ code, message, data: null })

/** Lets pending promises and timers of 0 ms run. */
export const flush = () => new Promise((r) => setTimeout(r, 0))
