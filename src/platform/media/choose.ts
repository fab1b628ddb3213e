import Taro from '@tarojs/taro'
import { isCancelError, MediaCancelled, type ChooseImageOptions, type ChosenImage } from './types'

/**
 * Taro.chooseImage as every target answers it: temp paths (Alipay's apFilePaths, which Taro usually
 * maps), sizes when given, and a cancelled picker as MediaCancelled. `cancelled` adds a platform's own
 * way of saying the user backed out.
 */
export async function chooseWithTaro(
  { count, sourceType }: ChooseImageOptions,
  cancelled: (e: unknown) => boolean = isCancelError,
): Promise<ChosenImage[]> {
  let res: Taro.chooseImage.SuccessCallbackResult & { apFilePaths?: string[] }
  try {
    res = await Taro.chooseImage({ count, sourceType, sizeType: ['compressed'] })
  } catch (e) {
    if (cancelled(e)) throw new MediaCancelled()
    throw e
  }
  const files = res.tempFiles ?? []
  const paths = res.tempFilePaths ?? res.apFilePaths ?? []
  const list: ChosenImage[] = paths.map((path, i) => (files[i]?.size !== undefined ? { path, size: files[i].size } : { path }))
  if (!list.length) throw new MediaCancelled()
  return list
}
