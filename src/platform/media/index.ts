import { chooseCompressed, type ChooseImageOptions, type ChosenImage } from './types'
import { media } from './media'

export * from './types'
export { media }

/** Album or camera, then each picture compressed: what the upload callers want. */
export function chooseImages(opts: ChooseImageOptions): Promise<ChosenImage[]> {
  return chooseCompressed(media, opts)
}
