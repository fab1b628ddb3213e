import type { ToastOptions } from './types'

let el: HTMLDivElement | null = null
let timer: ReturnType<typeof setTimeout> | undefined

/**
 * Spec section 8: toasts sit at the bottom, 1500 ms, no icon. Taro's H5 toast is centred, so H5
 * draws its own.
 */
export function showToast(title: string, opts: ToastOptions = {}): void {
  if (typeof document === 'undefined' || !title) return
  if (!el || !el.isConnected) {
    el = document.createElement('div')
    el.className = 'mall-toast'
    el.setAttribute('role', 'status')
    el.style.cssText =
      'position:fixed;left:50%;bottom:15%;transform:translateX(-50%);max-width:80%;padding:10px 16px;' +
      'background:rgba(0,0,0,.75);color:#fff;font-size:14px;line-height:20px;border-radius:6px;z-index:10000;' +
      'text-align:center;word-break:break-all;pointer-events:none;transition:opacity .2s'
    document.body.appendChild(el)
  }
  el.textContent = title
  el.style.opacity = '1'
  el.style.display = 'block'
  clearTimeout(timer)
  timer = setTimeout(() => {
    if (el) el.style.display = 'none'
  }, opts.duration ?? 1500)
}
