import { imageUrl } from './image'

test('relative paths get the domain, sizes a suffix', () => {
  expect(imageUrl('upload/demo/goods/7.png', { domain: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080/upload/demo/goods/7.png')
  expect(imageUrl('/upload/a.png', { domain: '', size: 'mid' })).toBe('/upload/a_mid.png')
  expect(imageUrl('upload/a.jpeg', { domain: 'https://img.x.com/', size: 'big' })).toBe('https://img.x.com/upload/a_big.jpeg')
})

test('object storage hosts resize by query parameter', () => {
  const opts = { domain: '', size: 'small' as const, objectStorageHosts: ['aliyuncs.com'] }
  expect(imageUrl('https://b.oss-cn-hangzhou.aliyuncs.com/g/1.png', opts)).toBe(
    'https://b.oss-cn-hangzhou.aliyuncs.com/g/1.png?x-oss-process=image/resize,m_fill,w_100,h_100',
  )
  expect(imageUrl('https://b.aliyuncs.com/g/1.png?v=2', opts)).toBe('https://b.aliyuncs.com/g/1.png?v=2&x-oss-process=image/resize,m_fill,w_100,h_100')
})

test('https sites upgrade http links; empty paths use the fallback', () => {
  expect(imageUrl('http://cdn.x.com/a.png', { domain: '', https: true })).toBe('https://cdn.x.com/a.png')
  expect(imageUrl('//cdn.x.com/a.png', { domain: '', https: true })).toBe('https://cdn.x.com/a.png')
  expect(imageUrl('', { domain: 'https://m.x', fallback: 'upload/default/goods.png' })).toBe('https://m.x/upload/default/goods.png')
  expect(imageUrl(undefined, { domain: '' })).toBe('')
  expect(imageUrl('data:image/png;base64,AAA', { domain: 'https://m.x', size: 'mid' })).toBe('data:image/png;base64,AAA')
})
