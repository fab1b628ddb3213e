import Taro from '@tarojs/taro'
import type { ToastOptions } from './types'

/** The native toast: mini-programs offer no bottom position, so it is centred there. */
export function showToast(title: string, opts: ToastOptions = {}): void {
  if (!title) return
  Taro.showToast({ title, icon: opts.icon ?? 'none', duration: opts.duration ?? 1500 })
}
