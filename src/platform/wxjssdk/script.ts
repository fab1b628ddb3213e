import { JWEIXIN_URL, type WxJssdk } from './types'

const loaded = () => {
  const wx = (window as unknown as { wx?: WxJssdk }).wx
  return wx && typeof wx.config === 'function' ? wx : null
}

/** Adds the JSSDK's script to the page; resolves window.wx once it ran, null when it did not load. */
export function loadJweixin(timeoutMs = 15_000): Promise<WxJssdk | null> {
  if (loaded()) return Promise.resolve(loaded())
  return new Promise((resolve) => {
    const script = document.createElement('script')
    const finish = () => {
      clearTimeout(timer)
      resolve(loaded())
    }
    const timer = setTimeout(finish, timeoutMs)
    script.onload = finish
    script.onerror = finish
    script.async = true
    script.src = JWEIXIN_URL
    document.head.appendChild(script)
  })
}
