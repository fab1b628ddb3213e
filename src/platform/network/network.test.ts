import { httpRequest } from './network.h5'

type FetchArgs = [string, RequestInit]

function answer(status: number, text: string) {
  return jest.fn(async (..._args: FetchArgs) => ({ status, text: async () => text }) as unknown as Response)
}

describe('httpRequest on H5 (fetch)', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
    jest.useRealTimers()
  })

  it('posts the data as JSON with the headers and gives back the parsed answer', async () => {
    const fetchMock = answer(200, '{"code":0,"message":"ok","data":3}')
    globalThis.fetch = fetchMock as unknown as typeof fetch
    const res = await httpRequest({ url: '/api/cart/count', method: 'POST', data: { a: 1, lang: 'zh-cn' }, header: { token: 't' }, timeout: 1000 })
    expect(res).toEqual({ statusCode: 200, data: { code: 0, message: 'ok', data: 3 } })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/cart/count')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"a":1,"lang":"zh-cn"}')
    expect(init.headers).toEqual({ token: 't' })
  })

  it('puts GET data into the query (encoded, empty fields left out) and sends no body', async () => {
    const fetchMock = answer(200, '{"code":0}')
    globalThis.fetch = fetchMock as unknown as typeof fetch
    await httpRequest({ url: '/api/captcha/captcha?x=1', method: 'GET', data: { app_type: 'h5', q: '针 织&', none: undefined, nil: null }, header: {}, timeout: 1000 })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/captcha/captcha?x=1&app_type=h5&q=%E9%92%88+%E7%BB%87%26')
    expect(init.body).toBeUndefined()
  })

  it('gives a body that is not JSON (a proxy\'s error page) as null with its status', async () => {
    globalThis.fetch = answer(502, '<html>bad gateway</html>') as unknown as typeof fetch
    await expect(httpRequest({ url: '/api/x', method: 'POST', data: {}, header: {}, timeout: 1000 })).resolves.toEqual({ statusCode: 502, data: null })
  })

  it('rejects when the network fails, and aborts a call that outlasts its timeout', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    await expect(httpRequest({ url: '/api/x', method: 'POST', data: {}, header: {}, timeout: 1000 })).rejects.toThrow('Failed to fetch')

    jest.useFakeTimers()
    let signal: AbortSignal | undefined
    globalThis.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined
          signal?.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    ) as unknown as typeof fetch
    const pending = httpRequest({ url: '/api/slow', method: 'POST', data: {}, header: {}, timeout: 5000 })
    jest.advanceTimersByTime(4999)
    expect(signal?.aborted).toBe(false)
    jest.advanceTimersByTime(1)
    await expect(pending).rejects.toThrow('aborted')
  })
})
