import '@/i18n'
import { bootKey, resetBoot, takeBoot } from './boot'

function putBoot(boot: unknown) {
  document.getElementById('mall-boot')?.remove()
  const el = document.createElement('script')
  el.type = 'application/json'
  el.id = 'mall-boot'
  el.textContent = JSON.stringify(boot)
  document.head.appendChild(el)
  resetBoot()
}

const visitor = { token: '', websiteId: null }
const boot = (over: Record<string, unknown> = {}) => ({
  v: 1,
  website_id: 1,
  lang: 'zh-cn',
  app_type: 'h5',
  at: 0,
  calls: { [bootKey('/api/goodssku/page', { page: 1, page_size: 6, recommend: 1 })]: { list: [1] } },
  ...over,
})

beforeEach(() => {
  jest.spyOn(performance, 'now').mockReturnValue(1000)
})

afterEach(() => {
  jest.restoreAllMocks()
  document.getElementById('mall-boot')?.remove()
  resetBoot()
})

describe('answers carried by the H5 page', () => {
  it('keys fields in any order and without empty ones, like the server', () => {
    expect(bootKey('/a', { b: 2, a: 1, c: undefined, d: '' })).toBe(bootKey('/a', { a: 1, b: 2 }))
    expect(bootKey('/a', { a: 1 })).not.toBe(bootKey('/a', { a: 2 }))
  })

  it('hands an answer out once, for the same call only', () => {
    putBoot(boot())
    expect(takeBoot('/api/goodssku/page', { page: 1, page_size: 10, recommend: 1 }, visitor)).toBeUndefined()
    expect(takeBoot('/api/goodssku/page', { recommend: 1, page: 1, page_size: 6 }, visitor)).toEqual({ list: [1] })
    expect(takeBoot('/api/goodssku/page', { recommend: 1, page: 1, page_size: 6 }, visitor)).toBeUndefined()
  })

  it('is not used by a member, in another language or for another website', () => {
    const q = { page: 1, page_size: 6, recommend: 1 }
    putBoot(boot())
    expect(takeBoot('/api/goodssku/page', q, { token: 't', websiteId: null })).toBeUndefined()
    expect(takeBoot('/api/goodssku/page', q, { token: '', websiteId: 2 })).toBeUndefined()
    putBoot(boot({ lang: 'en-us' }))
    expect(takeBoot('/api/goodssku/page', q, visitor)).toBeUndefined()
    putBoot(boot({ app_type: 'weapp' }))
    expect(takeBoot('/api/goodssku/page', q, visitor)).toBeUndefined()
  })

  it('is not used long after the page loaded', () => {
    putBoot(boot())
    jest.spyOn(performance, 'now').mockReturnValue(31_000)
    expect(takeBoot('/api/goodssku/page', { page: 1, page_size: 6, recommend: 1 }, visitor)).toBeUndefined()
  })

  it('finds nothing without the element or with broken JSON', () => {
    expect(takeBoot('/api/goodssku/page', {}, visitor)).toBeUndefined()
    const el = document.createElement('script')
    el.type = 'application/json'
    el.id = 'mall-boot'
    el.textContent = '{not json'
    document.head.appendChild(el)
    resetBoot()
    expect(takeBoot('/api/goodssku/page', {}, visitor)).toBeUndefined()
  })
})

describe('warmHomeBanner', () => {
  // imported here: api.ts reads the same page data
  const { warmHomeBanner } = jest.requireActual('./api') as typeof import('./api')
  const withBanner = (image: string | null) =>
    boot({
      calls: {
        [bootKey('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })]: {
          name: 'DIY_VIEW_INDEX',
          value: { global: {}, components: [{ type: 'nav', list: [] }, ...(image ? [{ type: 'banner', list: [{ image }, { image: 'upload/b2.png' }] }] : [])] },
        },
      },
    })

  it('starts loading the first banner picture of the page\'s decoration, in the size the banner shows', () => {
    const created: Array<{ src: string; priority: string | null }> = []
    const RealImage = window.Image
    window.Image = function FakeImage(this: HTMLImageElement) {
      const el = document.createElement('img')
      created.push({ get src() { return el.getAttribute('src') ?? '' }, get priority() { return el.getAttribute('fetchpriority') } } as never)
      return el
    } as unknown as typeof Image
    try {
      putBoot(withBanner('upload/demo/banner/1.png'))
      expect(warmHomeBanner()).toBe('/upload/demo/banner/1_big.png')
      expect(created).toHaveLength(1)
      expect(created[0].src).toBe('/upload/demo/banner/1_big.png')
      expect(created[0].priority).toBe('high')
    } finally {
      window.Image = RealImage
    }
  })

  it('does nothing without a banner or without the page\'s data', () => {
    putBoot(withBanner(null))
    expect(warmHomeBanner()).toBeNull()
    document.getElementById('mall-boot')?.remove()
    resetBoot()
    expect(warmHomeBanner()).toBeNull()
  })
})
