export type ImageSource = 'album' | 'camera'

export interface ChooseImageOptions {
  /** at most this many images (the caller's count, spec section 5) */
  count: number
  sourceType: ImageSource[]
}

/** A picked image: a path the upload call accepts (a blob: URL on H5, a temp file in mini-programs). */
export interface ChosenImage {
  path: string
  /** bytes, when the platform says */
  size?: number
}

export interface MediaCapability {
  /** Opens the album or the camera; rejects with MediaCancelled when the user backs out. */
  chooseImage(opts: ChooseImageOptions): Promise<ChosenImage[]>
  /** A smaller copy (longest side at most MAX_IMAGE_SIDE, JPEG about 0.8); the original when it cannot. */
  compressImage(image: ChosenImage): Promise<ChosenImage>
  /**
   * Saves an image (a temp file or an http(s) / data: URL on H5) to the photo album; H5 downloads it.
   * Rejects with MediaCancelled when the user refuses, with AlbumDenied when the album permission is off.
   */
  saveImageToAlbum(path: string): Promise<void>
}

/** The album permission was refused earlier: only the settings page can turn it on again. */
export class AlbumDenied extends Error {
  constructor() {
    super('album permission denied')
    this.name = 'AlbumDenied'
  }
}

/** Reads a platform's save failure: cancel, denied permission, or the error itself. */
export function saveFailure(e: unknown): Error {
  const msg = typeof e === 'object' && e !== null ? String((e as { errMsg?: unknown; errorMessage?: unknown }).errMsg ?? (e as { errorMessage?: unknown }).errorMessage ?? (e as Error).message ?? '') : String(e)
  if (/auth|deny|denied|authoriz|permission/i.test(msg)) return new AlbumDenied()
  if (/cancel/i.test(msg)) return new MediaCancelled()
  return e instanceof Error ? e : new Error(msg || 'save failed')
}

/** Head images and photos are shown at most 700 px wide (spec section 9 big size): 800 keeps them sharp. */
export const MAX_IMAGE_SIDE = 800
export const JPEG_QUALITY = 0.8

export class MediaCancelled extends Error {
  constructor() {
    super('image choice cancelled')
    this.name = 'MediaCancelled'
  }
}

/** The platforms answer a cancelled picker with errMsg '…:fail cancel' (H5: 'cancel' / 'abort'). */
export function isCancelError(e: unknown): boolean {
  if (e instanceof MediaCancelled) return true
  const msg = typeof e === 'object' && e !== null ? String((e as { errMsg?: unknown }).errMsg ?? (e as Error).message ?? '') : String(e)
  return /cancel|abort/i.test(msg)
}

/** Width and height scaled down (never up) so the longest side is at most `max`. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 }
  const longest = Math.max(width, height)
  if (longest <= max) return { width, height }
  const scale = max / longest
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** choose + compress each, in order: what every caller wants. */
export async function chooseCompressed(media: MediaCapability, opts: ChooseImageOptions): Promise<ChosenImage[]> {
  const chosen = (await media.chooseImage(opts)).slice(0, Math.max(1, opts.count))
  const out: ChosenImage[] = []
  for (const img of chosen) out.push(await media.compressImage(img))
  return out
}
