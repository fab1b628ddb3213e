import { inWechatBrowser, wxJssdk } from '@/platform/wxjssdk'
import { chooseWithTaro } from './choose'
import { chooseWithJssdk } from './jssdk'
import { fitWithin, isCancelError, JPEG_QUALITY, type ChosenImage, type MediaCapability } from './types'

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('image could not be decoded'))
    img.src = src
  })
}

/**
 * Redraws the picture on a canvas, longest side at most 800 px, as JPEG at 0.8. Anything the browser
 * cannot do (no canvas, undecodable file) keeps the original: the server still checks type and size.
 */
export async function compressOnCanvas(image: ChosenImage): Promise<ChosenImage> {
  try {
    const img = await loadImage(image.path)
    const { width, height } = fitWithin(img.naturalWidth, img.naturalHeight)
    if (!width || !height) return image
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) return image
    // JPEG has no transparency: a transparent PNG would turn black without a background
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, width, height)
    ctx.drawImage(img, 0, 0, width, height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
    if (!blob) return image
    // a small, already compact picture can grow when re-encoded: keep the smaller one
    const resized = width !== img.naturalWidth || height !== img.naturalHeight
    if (!resized && typeof image.size === 'number' && blob.size >= image.size) return image
    if (image.path.startsWith('blob:')) URL.revokeObjectURL(image.path)
    return { path: URL.createObjectURL(blob), size: blob.size }
  } catch {
    return image
  }
}

/**
 * Taro's H5 chooseImage opens a real <input type="file" accept="image/*"> (with capture for the
 * camera) and answers blob: URLs, which Taro's uploadFile reads back. One source type at a time, so
 * Taro shows no picker sheet of its own (its texts are not translated): the page asks album or camera.
 */
export const media: MediaCapability = {
  async chooseImage(options) {
    // in the WeChat browser its own picker (album and camera as WeChat shows them) once configured
    const wx = inWechatBrowser() ? await wxJssdk() : null
    if (wx?.chooseImage && wx.getLocalImgData) {
      try {
        return await chooseWithJssdk(wx, options)
      } catch (e) {
        if (isCancelError(e)) throw e
        // WeChat refused the call: the browser's own file input still works
      }
    }
    return chooseWithTaro(options)
  },
  compressImage: compressOnCanvas,
  saveImageToAlbum: downloadImage,
}

/** A browser has no album: the image is downloaded (a long press on it saves it in mobile browsers). */
export async function downloadImage(path: string, fileName = `poster-${Date.now()}.png`): Promise<void> {
  if (typeof document === 'undefined') throw new Error('no document')
  const a = document.createElement('a')
  a.href = path
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}
