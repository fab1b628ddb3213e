import { useAppStore, type DefaultImg } from '@/store/app'
import { imageUrl, type ImageSize } from '@/utils/image'
import { apiBase } from './request'

const OBJECT_STORAGE_HOSTS = ['aliyuncs.com', 'myqcloud.com']

function siteIsHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:'
}

/** An image path from the server as a URL this platform can load, with the mall's default image as fallback. */
export function img(path: string | null | undefined, size?: ImageSize, fallbackKey: keyof DefaultImg = 'default_goods_img'): string {
  const fallback = useAppStore.getState().defaultImg?.[fallbackKey]
  return imageUrl(path, { domain: apiBase(), size, https: siteIsHttps(), objectStorageHosts: OBJECT_STORAGE_HOSTS, fallback })
}
