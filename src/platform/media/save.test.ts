import Taro from '@tarojs/taro'
import { media as weapp } from './media.weapp'
import { media as alipay } from './media.alipay'
import { media as h5 } from './media.h5'
import { AlbumDenied, MediaCancelled } from './types'

afterEach(() => {
  jest.restoreAllMocks()
  delete (globalThis as any).my
})

describe('saveImageToAlbum', () => {
  it('weapp: saveImageToPhotosAlbum; a refused permission is AlbumDenied, a cancel MediaCancelled', async () => {
    const taro = Taro as any
    const before = taro.saveImageToPhotosAlbum
    try {
      taro.saveImageToPhotosAlbum = jest.fn(() => Promise.resolve({}))
      await weapp.saveImageToAlbum('wxfile://poster.png')
      expect(taro.saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: 'wxfile://poster.png' })
      taro.saveImageToPhotosAlbum = jest.fn(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' }))
      await expect(weapp.saveImageToAlbum('p')).rejects.toBeInstanceOf(AlbumDenied)
      taro.saveImageToPhotosAlbum = jest.fn(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail cancel' }))
      await expect(weapp.saveImageToAlbum('p')).rejects.toBeInstanceOf(MediaCancelled)
      taro.saveImageToPhotosAlbum = jest.fn(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail disk full' }))
      await expect(weapp.saveImageToAlbum('p')).rejects.toThrow('disk full')
    } finally {
      taro.saveImageToPhotosAlbum = before
    }
  })

  it('alipay: saveImageToPhotosAlbum where it exists, else saveImage with the url', async () => {
    const calls: Array<[string, Record<string, unknown>]> = []
    ;(globalThis as any).my = { saveImage: (o: any) => (calls.push(['saveImage', o]), o.success()) }
    await alipay.saveImageToAlbum('https://resource/p.png')
    expect(calls[0][0]).toBe('saveImage')
    expect(calls[0][1]).toMatchObject({ url: 'https://resource/p.png' })
    ;(globalThis as any).my.saveImageToPhotosAlbum = (o: any) => (calls.push(['saveImageToPhotosAlbum', o]), o.fail({ errorMessage: 'user denied permission' }))
    await expect(alipay.saveImageToAlbum('p')).rejects.toBeInstanceOf(AlbumDenied)
    expect(calls[1][0]).toBe('saveImageToPhotosAlbum')
    delete (globalThis as any).my
    await expect(alipay.saveImageToAlbum('p')).rejects.toThrow('unavailable')
  })

  it('H5: downloads the image through a link', async () => {
    const clicked: string[] = []
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`)
    })
    await h5.saveImageToAlbum('data:image/png;base64,AAAA')
    expect(clicked).toHaveLength(1)
    expect(clicked[0]).toMatch(/^data:image\/png;base64,AAAA poster-\d+\.png$/)
    expect(document.querySelectorAll('a').length).toBe(0)
  })
})
