import Taro from '@tarojs/taro'
import { chooseWithTaro } from './choose'
import { fitWithin, JPEG_QUALITY, saveFailure, type MediaCapability } from './types'

/**
 * wx.chooseImage with the compressed size, then wx.compressImage (base library 2.4.0+; the target
 * width needs 2.26.0, older libraries ignore it and only lower the quality).
 */
export const media: MediaCapability = {
  chooseImage: (options) => chooseWithTaro(options),
  async compressImage(image) {
    if (typeof Taro.compressImage !== 'function') return image
    try {
      const info = await Taro.getImageInfo({ src: image.path })
      const { width } = fitWithin(info.width, info.height)
      const opts: Taro.compressImage.Option & { compressedWidth?: number } = { src: image.path, quality: Math.round(JPEG_QUALITY * 100) }
      if (width && width < info.width) opts.compressedWidth = width
      const res = await Taro.compressImage(opts)
      return res.tempFilePath ? { path: res.tempFilePath } : image
    } catch {
      // an old base library or an odd file: the original goes up, the server checks its size
      return image
    }
  },
  async saveImageToAlbum(path) {
    try {
      await Taro.saveImageToPhotosAlbum({ filePath: path })
    } catch (e) {
      throw saveFailure(e)
    }
  },
}
