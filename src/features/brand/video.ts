import { imageUrl } from '@/utils/image'

/**
 * The address the video component loads, from the `url` parameter (the goods' video_url): an
 * http(s) or protocol-relative address, or an upload-relative path under the API domain. Other
 * schemes (javascript:, data:, file:) and empty values give ''.
 */
export function videoSrc(raw: string | undefined, domain: string, https: boolean): string {
  let value = (raw ?? '').trim()
  try {
    value = decodeURIComponent(value)
  } catch {
    // a stray % stays as it is
  }
  if (!value) return ''
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:\/\//i.test(value)) return ''
  return imageUrl(value, { domain, https })
}
