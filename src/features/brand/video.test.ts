import { videoSrc } from './video'

describe('videoSrc', () => {
  const domain = 'https://mall.example.com'
  it('puts upload paths under the API domain and keeps http(s) addresses', () => {
    expect(videoSrc('upload/demo/video/1.mp4', domain, false)).toBe('https://mall.example.com/upload/demo/video/1.mp4')
    expect(videoSrc(encodeURIComponent('upload/a b.mp4'), domain, false)).toBe('https://mall.example.com/upload/a b.mp4')
    expect(videoSrc('http://cdn.example.com/v.mp4', domain, true)).toBe('https://cdn.example.com/v.mp4')
    expect(videoSrc('//cdn.example.com/v.mp4', domain, false)).toBe('http://cdn.example.com/v.mp4')
  })
  it('refuses other schemes and nothing', () => {
    for (const raw of ['javascript:alert(1)', 'JAVASCRIPT%3Aalert(1)', 'data:video/mp4;base64,AAAA', 'file:///etc/passwd', '', '   ', undefined]) {
      expect(videoSrc(raw, domain, false)).toBe('')
    }
  })
})
