/** The package version, injected at build time (config/index.ts defineConstants). */
export const APP_VERSION: string = typeof MALL_APP_VERSION === 'string' ? MALL_APP_VERSION : '0.0.0'

/** Spec section 9. */
export const LIST_PAGE_SIZE = 10
export const PULL_REFRESH_OFFSET = 80
export const LOAD_MORE_OFFSET = 80
export const BACK_TO_TOP_AFTER = 1000
export const DYNACODE_COUNTDOWN_SECONDS = 120
export const PAGE_LOAD_TIMEOUT_MS = 120000
export const CURRENCY_SYMBOL = '¥'
