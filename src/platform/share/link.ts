import type { ShareAppMessage, ShareData } from './types'

/**
 * A share link as a mini-program path: full H5 addresses lose their origin and the /h5 base, so
 * `https://mall.example/h5/pages/goods/detail/detail?goods_id=7` becomes `/pages/goods/detail/detail?goods_id=7`.
 */
export function linkToPath(link: string): string {
  let path = (link || '').trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').replace(/#.*$/, '')
  path = path.replace(/^\/h5(?=\/|$|\?)/, '')
  // the site root is the home page
  const root = /^\/?(\?.*)?$/.exec(path)
  if (root) path = `/pages/index/index/index${root[1] ?? ''}`
  return path.startsWith('/') ? path : `/${path}`
}

export function toAppMessage(data: ShareData | null): ShareAppMessage | null {
  if (!data) return null
  return { title: data.title, path: linkToPath(data.link), imageUrl: data.imgUrl || undefined }
}
