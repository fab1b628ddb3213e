import { showToast } from '@/platform/toast'

/** Spec section 8 defaults: bottom, 1500 ms, no icon. */
export function toast(title: string, duration = 1500): void {
  showToast(title, { duration, icon: 'none' })
}
