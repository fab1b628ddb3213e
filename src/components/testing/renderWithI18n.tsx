import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import zhPages from '@/locales/zh-cn/pages.json'
import enPages from '@/locales/en-us/pages.json'

// jsdom has no IntersectionObserver; Taro's lazy images ask for one
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  ;(window as any).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
}

/** A private i18next instance with the real page texts, so tests read what users read. */
export function makeTestI18n(lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  const instance = i18next.createInstance()
  instance.init({
    lng,
    fallbackLng: 'zh-cn',
    lowerCaseLng: true,
    ns: ['pages'],
    defaultNS: 'pages',
    resources: { 'zh-cn': { pages: zhPages }, 'en-us': { pages: enPages } },
    interpolation: { escapeValue: false },
    initAsync: false,
  } as any)
  return instance
}

export function renderWithI18n(ui: ReactElement, lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  const i18n = makeTestI18n(lng)
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) }
}
