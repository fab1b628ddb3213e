import Taro from '@tarojs/taro'
import { chooseWithTaro } from './choose'
import { isCancelError, saveFailure, type MediaCapability } from './types'

/**
 * my.chooseImage (Taro maps apFilePaths to tempFilePaths) and my.compressImage, which takes
 * apFilePaths and a compressLevel (0 low … 2 high, 3 none, 4 by network) rather than WeChat's
 * src/quality: Taro passes the arguments through, so they are written the Alipay way here.
 */
const COMPRESS_LEVEL = 1

export const media: MediaCapability = {
  // Alipay reports a cancelled picker as error 11
  chooseImage: (options) => chooseWithTaro(options, (e) => isCancelError(e) || Number((e as { error?: unknown })?.error) === 11),
  async compressImage(image) {
    const compress = (Taro as unknown as { compressImage?: (o: unknown) => Promise<{ apFilePaths?: string[]; tempFilePath?: string }> }).compressImage
    if (typeof compress !== 'function') return image
    try {
      const res = await compress({ apFilePaths: [image.path], compressLevel: COMPRESS_LEVEL })
      const path = res.apFilePaths?.[0] ?? res.tempFilePath
      return path ? { path } : image
    } catch {
      return image
    }
  },
  async saveImageToAlbum(path) {
    // my.saveImageToPhotosAlbum (newer base libraries) takes a file path; my.saveImage takes a url
    const my = (globalThis as unknown as { my?: Record<string, ((o: Record<string, unknown>) => void) | undefined> }).my
    const run = (name: string, opts: Record<string, unknown>) =>
      new Promise<void>((resolve, reject) => my![name]!({ ...opts, success: () => resolve(), fail: (e: unknown) => reject(saveFailure(e)) }))
    if (my?.saveImageToPhotosAlbum) return run('saveImageToPhotosAlbum', { filePath: path })
    if (my?.saveImage) return run('saveImage', { url: path, showActionSheet: false })
    throw new Error('saveImage unavailable')
  },
}
