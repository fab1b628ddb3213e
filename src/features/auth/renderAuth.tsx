/** Test helpers: render with every namespace's real texts, and type into Taro inputs. */
import type { ReactElement } from 'react'
import { act, render, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { ALL_NAMESPACES as NAMESPACES, allResources as resources } from '@/locales/all'

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

export function renderAuth(ui: ReactElement, lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  const i18n = i18next.createInstance()
  i18n.init({
    lng,
    fallbackLng: false,
    lowerCaseLng: true,
    ns: [...NAMESPACES],
    defaultNS: 'pages',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  } as any)
  const wrap = (node: ReactElement) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
  const view = render(wrap(ui))
  return { i18n, ...view, rerender: (node: ReactElement) => view.rerender(wrap(node)) }
}

/**
 * Taro's H5 components draw their inner elements asynchronously (Stencil): wait until every Input of
 * the tree has its native <input>, as a browser has by the time a user types.
 */
export async function inputsReady(root: ParentNode) {
  await waitFor(() => {
    const hosts = Array.from(root.querySelectorAll('taro-input-core'))
    if (!hosts.length || hosts.some((h) => !h.querySelector('input'))) throw new Error('inputs not drawn yet')
  })
}

/**
 * Types into a Taro Input as a browser would: the native <input> inside it gets the value and an input
 * event, which Taro's component turns into its own `input` event with detail.value (and cuts numbers
 * to maxlength). Call inputsReady first.
 */
export function typeInto(root: ParentNode, selector: string, value: string) {
  const native = root.querySelector(selector)?.querySelector('input')
  if (!native) throw new Error(`no drawn input in ${selector}`)
  act(() => {
    native.value = value
    native.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** The value a controlled Taro Input holds now. */
export const inputValue = (root: ParentNode, selector: string): string => {
  const host = root.querySelector(selector) as (HTMLElement & { value?: string }) | null
  return host?.querySelector('input')?.value ?? host?.getAttribute('value') ?? ''
}
