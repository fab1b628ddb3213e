process.env.TARO_ENV = 'h5'
globalThis.MALL_API_BASE = ''
globalThis.MALL_APP_VERSION = 'test'
// jsdom has no IntersectionObserver; Taro's lazy images ask for one
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
}
