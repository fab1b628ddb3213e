import { appendQuery, buildQuery, loginUrl, parseQuery, readBack, splitUrl } from './query'

describe('buildQuery', () => {
  it('encodes keys and values with encodeURIComponent', () => {
    expect(buildQuery({ a: 1, b: 'x y', c: '中', d: 'a&b=c/d?e' })).toBe('a=1&b=x%20y&c=%E4%B8%AD&d=a%26b%3Dc%2Fd%3Fe')
    expect(buildQuery({ 'k k': true, z: 0 })).toBe('k%20k=true&z=0')
  })

  it('drops null and undefined, keeps empty strings', () => {
    expect(buildQuery({ a: null, b: undefined, c: '' })).toBe('c=')
    expect(buildQuery({})).toBe('')
  })
})

describe('parseQuery', () => {
  it('decodes, with or without ? or a whole URL', () => {
    expect(parseQuery('a=1&b=x%20y')).toEqual({ a: '1', b: 'x y' })
    expect(parseQuery('?a=1')).toEqual({ a: '1' })
    expect(parseQuery('/pages/x?c=%E4%B8%AD#frag')).toEqual({ c: '中' })
    expect(parseQuery('/pages/x')).toEqual({})
  })

  it('is lenient', () => {
    expect(parseQuery('a=1+2&b=1%2B2')).toEqual({ a: '1 2', b: '1+2' })
    expect(parseQuery('flag&x=')).toEqual({ flag: '', x: '' })
    expect(parseQuery('a=1&a=2')).toEqual({ a: '2' })
    expect(parseQuery('a=100%&b=%E4%B8')).toEqual({ a: '100%', b: '%E4%B8' })
    expect(parseQuery('&&=v&a=b=c')).toEqual({ a: 'b=c' })
    expect(parseQuery('')).toEqual({})
    expect(parseQuery(undefined)).toEqual({})
  })

  it('round-trips with buildQuery', () => {
    const params = { back: '/pages/goods/detail/detail?goods_id=7&kw=a b', n: '中文&=?', plus: '1+1', pct: '100%' }
    expect(parseQuery(buildQuery(params))).toEqual(params)
  })
})

describe('splitUrl and appendQuery', () => {
  it('split the path from its query', () => {
    expect(splitUrl('/p?a=1&b=2#x')).toEqual({ path: '/p', query: { a: '1', b: '2' } })
    expect(splitUrl('/p')).toEqual({ path: '/p', query: {} })
  })

  it('append with ? or &, before the hash', () => {
    expect(appendQuery('/p', { a: 1 })).toBe('/p?a=1')
    expect(appendQuery('/p?a=1', { b: 'x y' })).toBe('/p?a=1&b=x%20y')
    expect(appendQuery('/p?', { b: 2 })).toBe('/p?b=2')
    expect(appendQuery('/p#top', { a: 1 })).toBe('/p?a=1#top')
    expect(appendQuery('/p', { a: null })).toBe('/p')
  })
})

describe('login back parameter', () => {
  const back = '/pages/goods/detail/detail?goods_id=7&kw=a%26b'

  it('loginUrl encodes the return URL', () => {
    expect(loginUrl('/pages/goods/cart/cart')).toBe('/pages/login/login/login?back=%2Fpages%2Fgoods%2Fcart%2Fcart')
    expect(loginUrl('/x', '/otherpages/login')).toBe('/otherpages/login?back=%2Fx')
  })

  it('round-trips whether the platform decoded the parameter or not', () => {
    const url = loginUrl(back)
    // H5 style: the router decodes parameters
    expect(readBack(parseQuery(url).back)).toBe(back)
    // mini-program style: the raw, still encoded value
    expect(readBack(url.split('back=')[1])).toBe(back)
    // encoded twice along the way
    expect(readBack(encodeURIComponent(encodeURIComponent(back)))).toBe(back)
  })

  it('keeps %xx inside an already decoded path', () => {
    expect(readBack('/pages/goods/search/search?kw=100%25')).toBe('/pages/goods/search/search?kw=100%25')
  })

  it('accepts only in-app paths, otherwise home or the given fallback', () => {
    expect(readBack(undefined)).toBe('/pages/index/index/index')
    expect(readBack('')).toBe('/pages/index/index/index')
    expect(readBack('https://evil.example/x')).toBe('/pages/index/index/index')
    expect(readBack('//evil.example/x')).toBe('/pages/index/index/index')
    expect(readBack(encodeURIComponent('//evil.example/x'))).toBe('/pages/index/index/index')
    expect(readBack('/\\evil.example')).toBe('/pages/index/index/index')
    expect(readBack('javascript:alert(1)')).toBe('/pages/index/index/index')
    expect(readBack('pages/x', '/pages/member/index/index')).toBe('/pages/member/index/index')
  })
})
