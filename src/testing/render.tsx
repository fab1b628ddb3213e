/** Renders a tree as the app runs it: a private i18next instance with every namespace's real texts. */
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { ALL_NAMESPACES, allResources } from '@/locales/all'

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

export type TestLang = 'zh-cn' | 'en-us'

/** Namespaces a feature keeps outside the shared set (its texts by language), e.g. `{ favorite }`. */
export type ExtraTexts = Record<string, Record<TestLang, object>>

/** No fallback language: a text missing in English shows its key, so the tests notice it. */
export function makeTestI18n(lng: TestLang = 'zh-cn', extra: ExtraTexts = {}) {
  const instance = i18next.createInstance()
  instance.init({
    lng,
    fallbackLng: false,
    lowerCaseLng: true,
    ns: [...ALL_NAMESPACES],
    defaultNS: 'pages',
    resources: allResources,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  } as any)
  for (const [ns, texts] of Object.entries(extra)) for (const l of ['zh-cn', 'en-us'] as const) instance.addResourceBundle(l, ns, texts[l])
  return instance
}

/** render() inside the i18n provider; rerender keeps the provider. */
export function renderApp(ui: ReactElement, lng: TestLang = 'zh-cn', extra: ExtraTexts = {}) {
  const i18n = makeTestI18n(lng, extra)
  const wrap = (node: ReactElement) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
  const view = render(wrap(ui))
  return { i18n, ...view, rerender: (node: ReactElement) => view.rerender(wrap(node)) }
}
