import type { WxJssdk } from '@/platform/wxjssdk'
import { MediaCancelled, type ChooseImageOptions, type ChosenImage } from './types'

/** A getLocalImgData answer as a blob: URL (iOS prefixes a data: header, Android gives bare base64). */
export function localDataToImage(localData: string): ChosenImage {
  const header = /^data:([^;,]+)?(;base64)?,/.exec(localData)
  const type = header?.[1] || 'image/jpeg'
  const bytes = atob((header ? localData.slice(header[0].length) : localData).replace(/\s+/g, ''))
  const buf = new Uint8Array(bytes.length)
  for (let i = 0; i < bytes.length; i++) buf[i] = bytes.charCodeAt(i)
  const blob = new Blob([buf], { type })
  return { path: URL.createObjectURL(blob), size: blob.size }
}

const call = <R>(fn: (o: Record<string, unknown>) => void, options: Record<string, unknown>) =>
  new Promise<R>((resolve, reject) =>
    fn({ ...options, success: resolve, cancel: () => reject(new MediaCancelled()), fail: (e: { errMsg?: string }) => reject(/cancel/i.test(e?.errMsg ?? '') ? new MediaCancelled() : new Error(e?.errMsg || 'chooseImage:fail')) }),
  )

/**
 * WeChat's own picker (wx.chooseImage): its local ids cannot be uploaded from the page, so each is read
 * back with getLocalImgData into a blob: URL the upload call takes. Rejects MediaCancelled on cancel.
 */
export async function chooseWithJssdk(wx: WxJssdk, { count, sourceType }: ChooseImageOptions): Promise<ChosenImage[]> {
  const picked = await call<{ localIds: string[] }>((o) => wx.chooseImage!(o as never), {
    count: Math.max(1, Math.min(9, count)),
    sizeType: ['compressed'],
    sourceType,
  })
  const list: ChosenImage[] = []
  for (const localId of picked.localIds ?? []) {
    const { localData } = await call<{ localData: string }>((o) => wx.getLocalImgData!(o as never), { localId })
    list.push(localDataToImage(localData))
  }
  if (!list.length) throw new MediaCancelled()
  return list
}
