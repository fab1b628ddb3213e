import Taro from '@tarojs/taro'
import { i18n } from '@/i18n'
import { apiBase, authHeader, commonFields, REQUEST_TIMEOUT_MS, settle } from './request'
import { toast } from './toast'

/** Spec section 3: upload result. */
export interface UploadResult {
  pic_path: string
  pic_name: string
}

/** `headimg` -> `/api/upload/headimg`; a path starting with '/' is used as given. */
export function uploadUrl(path: string): string {
  return path.startsWith('/') ? path : `/api/upload/${path}`
}

/**
 * Multipart upload (spec section 7): the file plus app_type, app_type_name (and lang, website_id), the token
 * in the `token` header,
 * with the 上传中... progress text. A negative code is a failure (its message is toasted, unless silent;
 * token rules as for requests); every failure rejects with the text "error" (spec section 8).
 */
export async function upload(filePath: string, path: string, opts: { silent?: boolean } = {}): Promise<UploadResult> {
  const silent = Boolean(opts.silent)
  const failed = i18n.t('common:upload.failed')
  Taro.showLoading({ title: i18n.t('common:upload.uploading'), mask: true })
  let res: Taro.uploadFile.SuccessCallbackResult
  try {
    res = await Taro.uploadFile({
      url: apiBase() + uploadUrl(path),
      filePath,
      name: 'file',
      formData: commonFields(),
      header: authHeader(),
      timeout: REQUEST_TIMEOUT_MS,
    })
  } catch {
    Taro.hideLoading()
    if (!silent) toast(failed)
    throw 'error'
  }
  Taro.hideLoading()
  let body: unknown = res.data
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      body = null
    }
  }
  try {
    return settle<UploadResult>(body, silent, failed).data
  } catch {
    throw 'error'
  }
}

/**
 * Album or camera, compressed, up to `count` images, uploaded one after another (a failure stops the
 * rest and rejects with "error"). Cancelling the picker rejects with Taro's cancel error.
 */
export async function chooseAndUpload(path: string, count = 1, opts: { silent?: boolean } = {}): Promise<UploadResult[]> {
  const chosen = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
  const results: UploadResult[] = []
  for (const file of chosen.tempFilePaths.slice(0, count)) results.push(await upload(file, path, opts))
  return results
}
