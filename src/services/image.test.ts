import { buildImageSettings, img, imageOptions, type ImageSettings } from './image'
import { imageUrl } from '@/utils/image'
import { useAppStore, type DefaultImg } from '@/store/app'

const DEFAULTS: DefaultImg = {
  default_goods_img: 'upload/default/goods.png', default_headimg: 'upload/default/head.png', default_shop_img: 'upload/default/shop.png',
  default_category_img: 'c.png', default_city_img: 'ci.png', default_supply_img: 'su.png', default_store_img: 'st.png', default_brand_img: 'b.png',
}

beforeEach(() => useAppStore.setState({ defaultImg: DEFAULTS }))

describe('img', () => {
  it('prefixes relative paths with the image domain (same origin on H5) and adds the size suffix', () => {
    expect(img('upload/goods/7.png')).toBe('/upload/goods/7.png')
    expect(img('upload/goods/7.png', 'mid')).toBe('/upload/goods/7_mid.png')
  })

  it('falls back to the mall’s default image of the requested kind', () => {
    expect(img('', 'small')).toBe('/upload/default/goods_small.png')
    expect(img(undefined, undefined, 'default_headimg')).toBe('/upload/default/head.png')
    expect(img(null, undefined, 'default_shop_img')).toBe('/upload/default/shop.png')
  })

  it('gives an empty address when neither the image nor a default exists', () => {
    useAppStore.setState({ defaultImg: null })
    expect(img('')).toBe('')
  })

  it('leaves absolute addresses alone', () => {
    expect(img('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})

describe('imageOptions (the build settings, MALL_IMAGE_*)', () => {
  const opts = (o: Partial<ImageSettings>) => imageOptions({ domain: '', storageHosts: [], resizeQuery: null, ...o })

  it('without settings: the API origin, OSS and COS resize by query with the OSS parameter', () => {
    const o = opts({})
    expect(o.domain).toBe('')
    expect(o.objectStorageHosts).toEqual(['aliyuncs.com', 'myqcloud.com'])
    expect(o.resizeQuery).toBeUndefined()
    expect(imageUrl('https://b.oss-cn-beijing.aliyuncs.com/upload/a.png', { ...o, size: 'small' })).toBe(
      'https://b.oss-cn-beijing.aliyuncs.com/upload/a.png?x-oss-process=image/resize,m_fill,w_100,h_100',
    )
    expect(buildImageSettings()).toEqual({ domain: '', storageHosts: [], resizeQuery: null })
  })

  it('with the bucket as image domain: relative paths go there and are sized by its resize query', () => {
    const o = opts({ domain: 'https://img.mall.com/', resizeQuery: 'imageMogr2/thumbnail/{w}x{h}' })
    expect(imageUrl('upload/member/202406/a.png', { ...o, size: 'mid' })).toBe('https://img.mall.com/upload/member/202406/a.png?imageMogr2/thumbnail/400x400')
    expect(imageUrl('upload/a.png', o)).toBe('https://img.mall.com/upload/a.png')
    // a foreign host keeps its address
    expect(imageUrl('https://thirdwx.qlogo.cn/a/132', { ...o, size: 'mid' })).toBe('https://thirdwx.qlogo.cn/a/132')
  })

  it('takes further storage hosts (a CDN) and turns resizing off with none', () => {
    const o = opts({ domain: 'http://127.0.0.1:9000/mall', storageHosts: [' CDN.mall.com '], resizeQuery: 'none' })
    expect(o.objectStorageHosts).toContain('cdn.mall.com')
    expect(imageUrl('upload/a.png', { ...o, size: 'big' })).toBe('http://127.0.0.1:9000/mall/upload/a.png')
    expect(imageUrl('https://cdn.mall.com/upload/a.png', { ...o, size: 'big' })).toBe('https://cdn.mall.com/upload/a.png')
  })
})
