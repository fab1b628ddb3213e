import { createJssdkLoader, type LoaderDeps } from './loader'
import { isIosAgent, JS_API_LIST, type JssdkSignature, type WxJssdk } from './types'

/**
 * A JSSDK that behaves like jweixin 1.6.0: the first error handler is the only one kept; a config is
 * checked a moment later; a failed check calls the error handler and then the ready callbacks; once a
 * config succeeded, ready() runs its callback at once.
 */
function fakeWx(accept: (sig: string) => boolean | 'error', checkMs = 1) {
  let state = 0
  let fail: ((res: { errMsg: string }) => void) | null = null
  let completes: Array<() => void> = []
  const configs: Array<Record<string, any>> = []
  const wx = {
    config(o: Record<string, any>) {
      configs.push(o)
      setTimeout(() => {
        const verdict = accept(o.signature)
        if (verdict !== true) fail?.({ errMsg: verdict === 'error' ? 'config:fail' : 'config:invalid signature' })
        state = 1
        const run = completes
        completes = []
        run.forEach((cb) => cb())
      }, checkMs)
    },
    ready(cb: () => void) {
      if (state !== 0) cb()
      else completes.push(cb)
    },
    error(cb: (res: { errMsg: string }) => void) {
      fail ??= cb
    },
  }
  return { wx: wx as unknown as WxJssdk, configs }
}

const sig = (url: string, n: number): JssdkSignature => ({ appId: 'wxmp', timestamp: 1700000000 + n, nonceStr: `n${n}`, signature: `${url}#${n}` })

function setup(opts: { isIos: boolean; accept?: (sig: string) => boolean | 'error'; script?: boolean; checkMs?: number }) {
  const fake = fakeWx(opts.accept ?? (() => true), opts.checkMs)
  let n = 0
  const signed: Array<{ url: string; fresh: boolean }> = []
  let current = 'https://mall.example/h5/pages/index/index/index?code=C1#top'
  const deps: LoaderDeps = {
    loadScript: jest.fn(() => Promise.resolve(opts.script === false ? null : fake.wx)),
    sign: (url, fresh) => {
      signed.push({ url, fresh })
      return Promise.resolve(sig(url, ++n))
    },
    isIos: opts.isIos,
    landingUrl: 'https://mall.example/h5/pages/index/index/index?code=C1',
    currentUrl: () => current,
    timeoutMs: 200,
  }
  return { loader: createJssdkLoader(deps), fake, signed, deps, go: (url: string) => (current = url) }
}

const GOODS = 'https://mall.example/h5/pages/goods/detail/detail?goods_id=7'

describe('the JSSDK loader', () => {
  it('configures with the signature of the address without its fragment, asking for the calls the adapters use', async () => {
    const { loader, fake, signed } = setup({ isIos: false })
    await expect(loader.configure()).resolves.toBe(fake.wx)
    expect(signed).toEqual([{ url: 'https://mall.example/h5/pages/index/index/index?code=C1', fresh: false }])
    expect(fake.configs[0]).toMatchObject({ appId: 'wxmp', timestamp: 1700000001, nonceStr: 'n1', debug: false })
    expect(fake.configs[0].jsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData', 'getLocation', 'scanQRCode', 'openAddress']))
    expect(fake.configs[0].jsApiList).toHaveLength(JS_API_LIST.length)
    await expect(loader.ready()).resolves.toBe(fake.wx)
  })

  it('Android signs the current address after each route change', async () => {
    const { loader, fake, signed, go } = setup({ isIos: false })
    await loader.configure()
    go(`${GOODS}#x`)
    await expect(loader.configure()).resolves.toBe(fake.wx)
    expect(signed.map((s) => s.url)).toEqual(['https://mall.example/h5/pages/index/index/index?code=C1', GOODS])
    expect(fake.configs.map((c) => c.signature)).toEqual(['https://mall.example/h5/pages/index/index/index?code=C1#1', `${GOODS}#2`])
  })

  it('iOS keeps signing the landing address: one signature, a config per route', async () => {
    const { loader, fake, signed, go } = setup({ isIos: true })
    await loader.configure()
    go(GOODS)
    await loader.configure()
    expect(signed).toHaveLength(1)
    expect(fake.configs).toHaveLength(2)
    expect(fake.configs[1].signature).toBe('https://mall.example/h5/pages/index/index/index?code=C1#1')
  })

  it('on invalid signature signs once more, fresh, for the other address', async () => {
    const { loader, fake, signed, go } = setup({ isIos: true, accept: (s) => s.startsWith(GOODS) })
    go(GOODS)
    await expect(loader.configure()).resolves.toBe(fake.wx)
    expect(signed).toEqual([
      { url: 'https://mall.example/h5/pages/index/index/index?code=C1', fresh: false },
      { url: GOODS, fresh: true },
    ])
    expect(fake.configs).toHaveLength(2)
  })

  it('gives up after the one re-sign, and on any other config error: null, and the adapters fall back', async () => {
    const refused = setup({ isIos: false, accept: () => false })
    await expect(refused.loader.configure()).resolves.toBeNull()
    expect(refused.signed).toHaveLength(2)
    expect(refused.signed[1].fresh).toBe(true)

    const broken = setup({ isIos: false, accept: () => 'error' })
    await expect(broken.loader.configure()).resolves.toBeNull()
    expect(broken.signed).toHaveLength(1)
  })

  it('a refusal after a round reported ready (later rounds are ready at once) starts one re-sign round', async () => {
    // WeChat refuses the goods page's signature only after the round said ready
    const { loader, fake, signed, go } = setup({ isIos: false, accept: (s) => !s.startsWith(GOODS), checkMs: 10 })
    await loader.configure()
    go(GOODS)
    await expect(loader.configure()).resolves.toBe(fake.wx)
    await new Promise((r) => setTimeout(r, 40))
    await expect(loader.ready()).resolves.toBe(fake.wx)
    expect(signed.at(-1)).toEqual({ url: 'https://mall.example/h5/pages/index/index/index?code=C1', fresh: true })
    expect(fake.configs).toHaveLength(3)
  })

  it('no script, no server signature, or a config that never answers: null', async () => {
    await expect(setup({ isIos: false, script: false }).loader.configure()).resolves.toBeNull()
    const unsigned = setup({ isIos: false })
    unsigned.deps.sign = () => Promise.resolve(null)
    await expect(createJssdkLoader(unsigned.deps).configure()).resolves.toBeNull()
    const silent = setup({ isIos: false })
    silent.fake.wx.config = () => undefined
    silent.fake.wx.ready = () => undefined
    await expect(silent.loader.configure()).resolves.toBeNull()
  })

  it('tells its listeners after each configured round; a failed signature is asked for again next time', async () => {
    const { loader, fake, deps } = setup({ isIos: false })
    const seen: WxJssdk[] = []
    loader.onConfigured((wx) => seen.push(wx))
    let answer: JssdkSignature | null = null
    deps.sign = jest.fn(() => Promise.resolve(answer))
    await expect(loader.configure()).resolves.toBeNull()
    answer = sig('x', 9)
    await expect(loader.configure()).resolves.toBe(fake.wx)
    expect(deps.sign).toHaveBeenCalledTimes(2)
    expect(seen).toEqual([fake.wx])
  })

  it('tells iOS from Android by the user agent', () => {
    expect(isIosAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40')).toBe(true)
    expect(isIosAgent('Mozilla/5.0 (Linux; Android 13; Pixel 7) MicroMessenger/8.0.40')).toBe(false)
  })
})
