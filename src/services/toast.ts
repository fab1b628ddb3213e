import { showToast } from '@/platform/toast'

/**
 * Spec section 8 defaults: at the bottom, 1500 ms, no icon. H5 draws its own bottom toast; the
 * mini-programs' native toast has no position option and shows centred.
 */
export function toast(title: string, duration = 1500): void {
  showToast(title, { duration, icon: 'none' })
}
