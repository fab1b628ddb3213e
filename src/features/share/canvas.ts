import Taro from '@tarojs/taro'
import type { PosterContext } from './poster'

/** A canvas 2D node of the mini-programs (WeChat 2.9+, Alipay 2.7+ with type="2d"). */
export interface CanvasNode {
  width: number
  height: number
  getContext(type: '2d'): PosterContext
  createImage(): { onload: (() => void) | null; onerror: ((e: unknown) => void) | null; src: string; width: number; height: number }
  toTempFilePath?(o: { success(r: { tempFilePath?: string; apFilePath?: string }): void; fail(e: unknown): void }): void
}

/** The canvas node of `<Canvas type='2d' id={id}>` on the current page. */
export function canvasNode(id: string): Promise<CanvasNode> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode } | null>) => {
        const node = res?.[0]?.node
        if (node) resolve(node)
        else reject(new Error('canvas not found'))
      })
  })
}

/** Loads an image for drawing on the canvas; null when it cannot be loaded (the poster draws a placeholder). */
export function loadCanvasImage(canvas: CanvasNode, src: string): Promise<{ image: CanvasImageSource; width: number; height: number } | null> {
  if (!src) return Promise.resolve(null)
  return new Promise((resolve) => {
    const image = canvas.createImage()
    image.onload = () => resolve({ image: image as unknown as CanvasImageSource, width: image.width, height: image.height })
    image.onerror = () => resolve(null)
    image.src = src
  })
}

/** The drawn canvas as a temporary image file: WeChat's canvasToTempFilePath, Alipay's canvas method. */
export function canvasToFile(canvas: CanvasNode): Promise<string> {
  if (canvas.toTempFilePath) {
    const node = canvas
    return new Promise((resolve, reject) =>
      node.toTempFilePath!({ success: (r) => (r.tempFilePath || r.apFilePath ? resolve((r.tempFilePath || r.apFilePath)!) : reject(new Error('no file'))), fail: reject }),
    )
  }
  return Taro.canvasToTempFilePath({ canvas } as unknown as Taro.canvasToTempFilePath.Option).then((r) => r.tempFilePath)
}
