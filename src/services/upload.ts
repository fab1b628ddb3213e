import Taro from '@tarojs/taro'
import { i18n } from '@/i18n'
import { apiBase, commonFields } from './request'

export interface UploadResult {
  pic_path: string
  pic_name: string
}

/**
 * Multipart upload (spec section 7): file plus token, app_type, app_type_name. A negative code is a
 * failure; every failure rejects with the text "error" (spec section 8) after a toast.
 */
export async function uploadFile(filePath: string, path = '/api/upload/headimg'): Promise<UploadResult> {
  Taro.showLoading({ title: i18n.t('common:upload.uploading'), mask: true })
  try {
    const res = await Taro.uploadFile({
      url: apiBase() + path,
      filePath,
      name: 'file',
      formData: commonFields(),
      timeout: 60000,
    })
    const body = JSON.parse(res.data)
    if (typeof body?.code !== 'number' || body.code < 0) throw new Error(body?.message || 'upload failed')
    return body.data as UploadResult
  } catch (e) {
    Taro.hideLoading()
    Taro.showToast({ title: (e as Error)?.message || i18n.t('common:upload.failed'), icon: 'none', duration: 1500 })
    throw 'error'
  } finally {
    Taro.hideLoading()
  }
}

/** Album or camera, compressed, up to `count` images, uploaded one after another. */
export async function chooseAndUpload(count: number, path?: string): Promise<UploadResult[]> {
  const chosen = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
  const results: UploadResult[] = []
  for (const file of chosen.tempFilePaths) results.push(await uploadFile(file, path))
  return results
}
