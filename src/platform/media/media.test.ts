import Taro from '@tarojs/taro'
import { chooseCompressed, fitWithin, isCancelError, MediaCancelled, type MediaCapability } from './types'
import { compressOnCanvas, media as h5 } from './media.h5'
import { media as weapp } from './media.weapp'
import { media as alipay } from './media.alipay'

const RealImage = window.Image

/** jsdom decodes no images: this one "loads" with the given size. */
function fakeImages(width: number, height: number, fail = false) {
  ;(window as any).Image = class {
    naturalWidth = width
    naturalHeight = height
    width = width
    height = height
    complete = false
    crossOrigin = ''
    onload: (() => void) | null = null
    onerror: ((e: unknown) => void) | null = null
    set src(_v: string) {
      setTimeout(() => (fail ? this.onerror?.(new Error('bad')) : this.onload?.()), 0)
    }
  }
}

function fakeCanvas(blobSize: number | null) {
  const ctx = { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() }
  const canvas = {
    width: 0,
    height: 0,
    getContext: jest.fn(() => ctx),
    toBlob: jest.fn((cb: (b: Blob | null) => void) => cb(blobSize === null ? null : new Blob([new Uint8Array(blobSize)], { type: 'image/jpeg' }))),
    toDataURL: () => 'data:,',
  }
  const create = document.createElement.bind(document)
  jest.spyOn(document, 'createElement').mockImplementation(((tag: string) => (tag === 'canvas' ? canvas : create(tag))) as any)
  return { canvas, ctx }
}

beforeAll(() => {
  ;(URL as any).createObjectURL = jest.fn(() => 'blob:compressed')
  ;(URL as any).revokeObjectURL = jest.fn()
})
afterEach(() => {
  jest.restoreAllMocks()
  window.Image = RealImage
})

describe('shared rules', () => {
  it('fits the longest side within 800 px, never enlarging', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(1000, 3000)).toEqual({ width: 267, height: 800 })
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 })
    expect(fitWithin(0, 10)).toEqual({ width: 0, height: 0 })
  })

  it('recognises cancelled pickers', () => {
    expect(isCancelError({ errMsg: 'chooseImage:fail cancel' })).toBe(true)
    expect(isCancelError(new MediaCancelled())).toBe(true)
    expect(isCancelError({ errMsg: 'chooseImage:fail auth deny' })).toBe(false)
  })

  it('chooses at most count images and compresses each in order', async () => {
    const order: string[] = []
    const fake: MediaCapability = {
      chooseImage: async () => [{ path: 'a' }, { path: 'b' }, { path: 'c' }],
      compressImage: async (i) => (order.push(i.path), { path: `${i.path}-small` }),
      saveImageToAlbum: async () => undefined,
    }
    await expect(chooseCompressed(fake, { count: 2, sourceType: ['album'] })).resolves.toEqual([{ path: 'a-small' }, { path: 'b-small' }])
    expect(order).toEqual(['a', 'b'])
  })
})

describe('h5', () => {
  it('opens a real <input type="file" accept="image/*"> (capture for the camera) and answers blob URLs', async () => {
    fakeImages(1200, 900)
    // Taro draws a thumbnail on a canvas jsdom does not have
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:,')
    const clicked: HTMLInputElement[] = []
    jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      clicked.push(this)
      const file = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' })
      Object.defineProperty(this, 'files', { value: [file], configurable: true })
      setTimeout(() => this.dispatchEvent(new Event('change')), 0)
    })
    const chosen = await h5.chooseImage({ count: 1, sourceType: ['camera'] })
    expect(clicked).toHaveLength(1)
    expect(clicked[0].type).toBe('file')
    expect(clicked[0].getAttribute('accept')).toBe('image/*')
    expect(clicked[0].getAttribute('capture')).toBe('environment')
    expect(chosen).toEqual([{ path: 'blob:compressed', size: 2048 }])
  })

  it('a cancelled or empty choice is MediaCancelled', async () => {
    jest.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'cancel' }).mockResolvedValueOnce({ tempFilePaths: [], tempFiles: [], errMsg: 'ok' } as any)
    await expect(h5.chooseImage({ count: 1, sourceType: ['album'] })).rejects.toBeInstanceOf(MediaCancelled)
    await expect(h5.chooseImage({ count: 1, sourceType: ['album'] })).rejects.toBeInstanceOf(MediaCancelled)
  })

  it('redraws a large photo at most 800 px wide as JPEG 0.8 on a white background', async () => {
    fakeImages(1600, 1200)
    const { canvas, ctx } = fakeCanvas(50_000)
    await expect(compressOnCanvas({ path: 'blob:orig', size: 900_000 })).resolves.toEqual({ path: 'blob:compressed', size: 50_000 })
    expect([canvas.width, canvas.height]).toEqual([800, 600])
    expect(ctx.fillStyle).toBe('#fff')
    expect(ctx.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 800, 600)
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:orig')
  })

  it('keeps the original when re-encoding would not help or cannot happen', async () => {
    fakeImages(300, 300)
    fakeCanvas(20_000)
    await expect(compressOnCanvas({ path: 'blob:small', size: 10_000 })).resolves.toEqual({ path: 'blob:small', size: 10_000 })
    jest.restoreAllMocks()
    fakeImages(300, 300, true)
    await expect(compressOnCanvas({ path: 'blob:broken', size: 10 })).resolves.toEqual({ path: 'blob:broken', size: 10 })
    fakeImages(1600, 1200)
    fakeCanvas(null)
    await expect(compressOnCanvas({ path: 'blob:noblob' })).resolves.toEqual({ path: 'blob:noblob' })
  })
})

describe('mini-programs', () => {
  it('weapp: chooseImage with the source, compressImage at quality 80 and 800 px wide', async () => {
    const choose = jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['wxfile://a'], tempFiles: [{ path: 'wxfile://a', size: 5 }] } as any)
    await expect(weapp.chooseImage({ count: 1, sourceType: ['album'] })).resolves.toEqual([{ path: 'wxfile://a', size: 5 }])
    expect(choose.mock.calls[0][0]).toMatchObject({ count: 1, sourceType: ['album'], sizeType: ['compressed'] })
    jest.spyOn(Taro, 'getImageInfo').mockResolvedValue({ width: 2000, height: 1000 } as any)
    const compress = jest.spyOn(Taro, 'compressImage').mockResolvedValue({ tempFilePath: 'wxfile://small' } as any)
    await expect(weapp.compressImage({ path: 'wxfile://a' })).resolves.toEqual({ path: 'wxfile://small' })
    expect(compress).toHaveBeenCalledWith({ src: 'wxfile://a', quality: 80, compressedWidth: 800 })
  })

  it('weapp: a failed compression uploads the original; a cancel is MediaCancelled', async () => {
    jest.spyOn(Taro, 'getImageInfo').mockResolvedValue({ width: 100, height: 100 } as any)
    jest.spyOn(Taro, 'compressImage').mockRejectedValue({ errMsg: 'compressImage:fail' })
    await expect(weapp.compressImage({ path: 'wxfile://a' })).resolves.toEqual({ path: 'wxfile://a' })
    jest.spyOn(Taro, 'chooseImage').mockRejectedValue({ errMsg: 'chooseImage:fail cancel' })
    await expect(weapp.chooseImage({ count: 1, sourceType: ['camera'] })).rejects.toBeInstanceOf(MediaCancelled)
  })

  it('alipay: compressImage the Alipay way (apFilePaths, compressLevel); error 11 is a cancel', async () => {
    const compress = jest.spyOn(Taro, 'compressImage').mockResolvedValue({ apFilePaths: ['https://resource/small'] } as any)
    await expect(alipay.compressImage({ path: 'https://resource/a' })).resolves.toEqual({ path: 'https://resource/small' })
    expect(compress).toHaveBeenCalledWith({ apFilePaths: ['https://resource/a'], compressLevel: 1 })
    jest.spyOn(Taro, 'chooseImage').mockRejectedValue({ error: 11, errorMessage: '用户取消操作' })
    await expect(alipay.chooseImage({ count: 1, sourceType: ['album'] })).rejects.toBeInstanceOf(MediaCancelled)
  })
})
