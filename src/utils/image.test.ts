import { COS_RESIZE_TEMPLATE, IMAGE_SIZES, OSS_RESIZE_TEMPLATE, imageUrl, ossResizeQuery, resizeQueryFrom, withSizeSuffix } from './image'

const OSS = ['aliyuncs.com']

describe('sizes', () => {
  it('are big 700, mid 400, small 100', () => {
    expect(IMAGE_SIZES).toEqual({ big: 700, mid: 400, small: 100 })
    expect(ossResizeQuery(400)).toBe('x-oss-process=image/resize,m_fill,w_400,h_400')
  })
})

describe('relative paths', () => {
  it('get the image domain, with or without slashes', () => {
    expect(imageUrl('upload/demo/goods/7.png', { domain: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080/upload/demo/goods/7.png')
    expect(imageUrl('/upload/a.png', { domain: 'https://img.x.com/' })).toBe('https://img.x.com/upload/a.png')
    expect(imageUrl('upload/a.png', { domain: '' })).toBe('/upload/a.png')
  })

  it('get a size suffix before the extension', () => {
    expect(imageUrl('/upload/a.png', { domain: '', size: 'mid' })).toBe('/upload/a_mid.png')
    expect(imageUrl('upload/a.jpeg', { domain: 'https://img.x.com/', size: 'big' })).toBe('https://img.x.com/upload/a_big.jpeg')
    expect(imageUrl('upload/a.JPG', { domain: 'https://img.x.com', size: 'small' })).toBe('https://img.x.com/upload/a_small.JPG')
  })
})

describe('withSizeSuffix', () => {
  it('mirrors the server convention <name>_<size>.<ext>', () => {
    const SERVER = /^(.*)_(big|mid|small)(\.[a-z0-9]+)$/i
    const sized = withSizeSuffix('/upload/g/7.png', 'mid')
    expect(sized).toBe('/upload/g/7_mid.png')
    const m = SERVER.exec(sized)!
    expect(m[1] + m[3]).toBe('/upload/g/7.png')
  })

  it('replaces an existing size, keeps query and hash, skips names without extension', () => {
    expect(withSizeSuffix('/u/7_mid.png', 'big')).toBe('/u/7_big.png')
    expect(withSizeSuffix('/u/7_MID.png', 'small')).toBe('/u/7_small.png')
    expect(withSizeSuffix('/u/my_photo.png', 'big')).toBe('/u/my_photo_big.png')
    expect(withSizeSuffix('/u/a.b.png', 'mid')).toBe('/u/a.b_mid.png')
    expect(withSizeSuffix('/u/7.png?v=3#x', 'mid')).toBe('/u/7_mid.png?v=3#x')
    expect(withSizeSuffix('/u/v1.2/photo', 'mid')).toBe('/u/v1.2/photo')
    expect(withSizeSuffix('/u/.hidden', 'mid')).toBe('/u/.hidden')
    expect(withSizeSuffix('https://img.x.com', 'mid')).toBe('https://img.x.com')
  })
})

describe('object storage', () => {
  it('resizes by query parameter on listed hosts and their subdomains', () => {
    const opts = { domain: '', size: 'small' as const, objectStorageHosts: OSS }
    expect(imageUrl('https://b.oss-cn-hangzhou.aliyuncs.com/g/1.png', opts)).toBe(
      'https://b.oss-cn-hangzhou.aliyuncs.com/g/1.png?x-oss-process=image/resize,m_fill,w_100,h_100',
    )
    expect(imageUrl('https://b.aliyuncs.com/g/1.png?v=2', opts)).toBe('https://b.aliyuncs.com/g/1.png?v=2&x-oss-process=image/resize,m_fill,w_100,h_100')
    expect(imageUrl('https://b.aliyuncs.com/g/1.png#top', { ...opts, size: 'big' })).toBe(
      'https://b.aliyuncs.com/g/1.png?x-oss-process=image/resize,m_fill,w_700,h_700#top',
    )
    // a lookalike host is not object storage (and not ours either: untouched)
    expect(imageUrl('https://evilaliyuncs.com/g/1.png', opts)).toBe('https://evilaliyuncs.com/g/1.png')
  })

  it('does not process twice, and takes a predicate and another vendor query', () => {
    const processed = 'https://b.aliyuncs.com/1.png?x-oss-process=image/resize,w_50'
    expect(imageUrl(processed, { domain: '', size: 'mid', objectStorageHosts: OSS })).toBe(processed)
    const cos = {
      domain: '',
      size: 'mid' as const,
      objectStorageHosts: (h: string) => h.endsWith('.myqcloud.com'),
      resizeQuery: (px: number) => `imageMogr2/thumbnail/${px}x${px}!`,
    }
    expect(imageUrl('https://b-1.cos.ap-shanghai.myqcloud.com/1.png', cos)).toBe('https://b-1.cos.ap-shanghai.myqcloud.com/1.png?imageMogr2/thumbnail/400x400!')
  })

  it('applies to relative paths when the image domain itself is object storage', () => {
    expect(imageUrl('g/1.png', { domain: 'https://b.aliyuncs.com', size: 'mid', objectStorageHosts: OSS })).toBe(
      'https://b.aliyuncs.com/g/1.png?x-oss-process=image/resize,m_fill,w_400,h_400',
    )
  })
})

describe('absolute URLs on other hosts', () => {
  it('get the suffix only on our own hosts', () => {
    const opts = { domain: 'https://img.x.com', size: 'mid' as const, ownHosts: ['cdn.x.com'] }
    expect(imageUrl('https://img.x.com/u/1.png', opts)).toBe('https://img.x.com/u/1_mid.png')
    expect(imageUrl('https://cdn.x.com/u/1.png', opts)).toBe('https://cdn.x.com/u/1_mid.png')
    expect(imageUrl('https://thirdwx.qlogo.cn/mmopen/abc/132', opts)).toBe('https://thirdwx.qlogo.cn/mmopen/abc/132')
    expect(imageUrl('https://other.com/u/1.png', opts)).toBe('https://other.com/u/1.png')
  })
})

describe('https and fallbacks', () => {
  it('upgrades http links on an https site only', () => {
    expect(imageUrl('http://cdn.x.com/a.png', { domain: '', https: true })).toBe('https://cdn.x.com/a.png')
    expect(imageUrl('HTTP://cdn.x.com/a.png', { domain: '', https: true })).toBe('https://cdn.x.com/a.png')
    expect(imageUrl('http://cdn.x.com/a.png', { domain: '' })).toBe('http://cdn.x.com/a.png')
    expect(imageUrl('u/a.png', { domain: 'http://img.x.com', https: true })).toBe('https://img.x.com/u/a.png')
    expect(imageUrl('//cdn.x.com/a.png', { domain: '', https: true })).toBe('https://cdn.x.com/a.png')
    expect(imageUrl('//cdn.x.com/a.png', { domain: '' })).toBe('http://cdn.x.com/a.png')
  })

  it('uses the fallback for empty paths, through the same rules', () => {
    expect(imageUrl('', { domain: 'https://m.x', fallback: 'upload/default/goods.png' })).toBe('https://m.x/upload/default/goods.png')
    expect(imageUrl('  ', { domain: 'https://m.x', size: 'small', fallback: 'upload/default/goods.png' })).toBe('https://m.x/upload/default/goods_small.png')
    expect(imageUrl(null, { domain: '', fallback: 'http://m.x/d.png', https: true })).toBe('https://m.x/d.png')
    expect(imageUrl(undefined, { domain: '' })).toBe('')
    expect(imageUrl('', { domain: '', fallback: '' })).toBe('')
  })

  it('leaves local sources alone', () => {
    expect(imageUrl('data:image/png;base64,AAA', { domain: 'https://m.x', size: 'mid' })).toBe('data:image/png;base64,AAA')
    expect(imageUrl('wxfile://tmp_abc.png', { domain: 'https://m.x', size: 'mid', https: true })).toBe('wxfile://tmp_abc.png')
    expect(imageUrl('blob:https://m.x/1', { domain: 'https://m.x', size: 'mid' })).toBe('blob:https://m.x/1')
  })
})

describe('resize query templates', () => {
  const bucket = 'https://mall-img.oss-cn-hangzhou.aliyuncs.com'
  it('default to the Aliyun OSS form, and take Tencent COS or any other vendor', () => {
    expect(resizeQueryFrom(OSS_RESIZE_TEMPLATE)!(700)).toBe('x-oss-process=image/resize,m_fill,w_700,h_700')
    expect(resizeQueryFrom(OSS_RESIZE_TEMPLATE)!(400)).toBe(ossResizeQuery(400))
    expect(resizeQueryFrom(COS_RESIZE_TEMPLATE)!(100)).toBe('imageMogr2/thumbnail/100x100')
    expect(resizeQueryFrom('?image_process=resize,w_{w}')!(400)).toBe('image_process=resize,w_400')
    for (const off of ['', '  ', 'none', 'OFF', undefined]) expect(resizeQueryFrom(off)).toBeNull()
  })

  it('size images on the object-storage host by query, for each size, and upgrade http on https sites', () => {
    const cos = { domain: 'https://img-125.cos.ap-shanghai.myqcloud.com', objectStorageHosts: ['myqcloud.com'], resizeQuery: resizeQueryFrom(COS_RESIZE_TEMPLATE) }
    expect(imageUrl('upload/member/202406/a.png', { ...cos, size: 'big' })).toBe('https://img-125.cos.ap-shanghai.myqcloud.com/upload/member/202406/a.png?imageMogr2/thumbnail/700x700')
    expect(imageUrl('upload/a.png', { ...cos, size: 'small' })).toBe('https://img-125.cos.ap-shanghai.myqcloud.com/upload/a.png?imageMogr2/thumbnail/100x100')
    const oss = { domain: bucket.replace('https:', 'http:'), objectStorageHosts: ['aliyuncs.com'], resizeQuery: resizeQueryFrom(OSS_RESIZE_TEMPLATE), https: true }
    expect(imageUrl('upload/a.png', { ...oss, size: 'mid' })).toBe(`${bucket}/upload/a.png?x-oss-process=image/resize,m_fill,w_400,h_400`)
    expect(imageUrl('http://x.aliyuncs.com/a.png', { ...oss, size: 'big' })).toBe('https://x.aliyuncs.com/a.png?x-oss-process=image/resize,m_fill,w_700,h_700')
    expect(imageUrl('upload/a.png', { ...oss, https: false })).toBe('http://mall-img.oss-cn-hangzhou.aliyuncs.com/upload/a.png')
  })

  it('leave an already processed URL alone, whatever the vendor', () => {
    const cos = { domain: '', size: 'mid' as const, objectStorageHosts: ['myqcloud.com'], resizeQuery: resizeQueryFrom(COS_RESIZE_TEMPLATE) }
    const done = 'https://b.cos.myqcloud.com/a.png?imageMogr2/thumbnail/50x50'
    expect(imageUrl(done, cos)).toBe(done)
    expect(imageUrl('https://b.cos.myqcloud.com/a.png?v=1', cos)).toBe('https://b.cos.myqcloud.com/a.png?v=1&imageMogr2/thumbnail/400x400')
  })

  it('without resizing on the host (null), load the original there: no size suffix a bucket would not have', () => {
    const minio = { domain: 'http://127.0.0.1:9000/mall', objectStorageHosts: ['127.0.0.1:9000'], resizeQuery: null }
    expect(imageUrl('upload/a.png', { ...minio, size: 'mid' })).toBe('http://127.0.0.1:9000/mall/upload/a.png')
    // elsewhere the size suffix stays
    expect(imageUrl('upload/a.png', { domain: 'http://127.0.0.1:8080', size: 'mid', resizeQuery: null })).toBe('http://127.0.0.1:8080/upload/a_mid.png')
  })
})
