import { useAppStore, type DefaultImg } from '@/store/app'
import { imageUrl, resizeQueryFrom, type ImageSize, type ImageUrlOptions } from '@/utils/image'
import { apiBase } from './request'

/** Object-storage hosts that resize by query parameter, whatever the build says: Aliyun OSS and Tencent COS. */
const OBJECT_STORAGE_HOSTS = ['aliyuncs.com', 'myqcloud.com']

/** The image settings of the build (config/index.ts, MALL_IMAGE_* variables; README "Object storage"). */
export interface ImageSettings {
  /** MALL_IMAGE_DOMAIN: the public URL of the upload bucket (the server's S3_PUBLIC_BASE_URL); '' = the API origin */
  domain: string
  /** MALL_IMAGE_STORAGE_HOSTS: further object-storage hosts (a CDN in front of the bucket) */
  storageHosts: string[]
  /** MALL_IMAGE_RESIZE_QUERY: the resize parameter with {w} {h}; null = Aliyun OSS's; '' or 'none' = no resizing */
  resizeQuery: string | null
}

const NO_SETTINGS: ImageSettings = { domain: '', storageHosts: [], resizeQuery: null }

export function buildImageSettings(): ImageSettings {
  return typeof MALL_IMAGE === 'object' && MALL_IMAGE ? { ...NO_SETTINGS, ...MALL_IMAGE } : NO_SETTINGS
}

const hostOf = (url: string): string => /^(?:https?:)?\/\/([^/?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? ''

/**
 * How image paths become URLs on this build. With an image domain (the bucket) relative paths go
 * there, and its host is object storage: sizes are asked for with the resize query, never with a
 * file-name suffix (a bucket holds originals only). Without one, paths go to the API origin, which
 * serves `_<size>` variants.
 */
export function imageOptions(settings: ImageSettings = buildImageSettings()): Pick<ImageUrlOptions, 'domain' | 'objectStorageHosts' | 'resizeQuery'> {
  const domainHost = settings.domain ? hostOf(settings.domain) : ''
  return {
    domain: settings.domain ? settings.domain.replace(/\/+$/, '') : apiBase(),
    objectStorageHosts: [...OBJECT_STORAGE_HOSTS, ...settings.storageHosts.map((h) => h.trim().toLowerCase()).filter(Boolean), ...(domainHost ? [domainHost] : [])],
    resizeQuery: settings.resizeQuery === null ? undefined : resizeQueryFrom(settings.resizeQuery),
  }
}

let cached: ReturnType<typeof imageOptions> | undefined

function siteIsHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:'
}

/** An image path from the server as a URL this platform can load, with the mall's default image as fallback. */
export function img(path: string | null | undefined, size?: ImageSize, fallbackKey: keyof DefaultImg = 'default_goods_img'): string {
  const fallback = useAppStore.getState().defaultImg?.[fallbackKey]
  return imageUrl(path, { ...(cached ??= imageOptions()), size, https: siteIsHttps(), fallback })
}
