export interface ToastOptions {
  /** ms, default 1500 (spec section 8) */
  duration?: number
  icon?: 'none' | 'success' | 'error' | 'loading'
}
