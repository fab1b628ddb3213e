/**
 * Test kit of the member pages: renders with every i18n namespace (the pages read member:, login:,
 * utils:, common: and pages: texts), a fake API behind Taro.request / Taro.uploadFile that records
 * what was sent, and the toast the user saw.
 */
import type { ReactElement } from 'react'
import Taro from '@tarojs/taro'
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { ALL_NAMESPACES as NAMESPACES, allResources as resources } from '@/locales/all'
import { useAppStore } from '@/store/app'
import { useMemberStore } from './store'

export function makeMemberI18n(lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  const instance = i18next.createInstance()
  instance.init({
    lng,
    fallbackLng: false,
    lowerCaseLng: true,
    ns: [...NAMESPACES],
    defaultNS: 'pages',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  } as any)
  return instance
}

export function renderMember(ui: ReactElement, lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  const i18n = makeMemberI18n(lng)
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) }
}

export interface SentCall {
  url: string
  method: string
  data: Record<string, any>
}

/** An answer: data (code 0), or {code, message} for a refusal, or a function of the payload. */
export type FakeAnswer = unknown | ((data: Record<string, any>) => unknown)

export function envelope(data: unknown, code = 0, message = '') {
  return { code, message, data }
}
export const refuse = (code: number, message: string) => ({ __refuse: true, code, message })

/**
 * Answers Taro.request by path (query dropped). A missing route fails the test loudly through a
 * -1 envelope message naming it. Returns the list of calls sent.
 */
export function fakeApi(routes: Record<string, FakeAnswer>) {
  const calls: SentCall[] = []
  const answer = (path: string, data: Record<string, any>) => {
    if (!(path in routes)) return envelope(null, -1, `no fake route ${path}`)
    const r = routes[path]
    const v = typeof r === 'function' ? (r as (d: Record<string, any>) => unknown)(data) : r
    if (v && typeof v === 'object' && (v as any).__refuse) return envelope(null, (v as any).code, (v as any).message)
    if (v && typeof v === 'object' && 'code' in (v as any) && 'data' in (v as any)) return v
    return envelope(v)
  }
  jest.spyOn(Taro, 'request').mockImplementation(((opts: any) => {
    const path = String(opts.url).replace(/\?.*$/, '')
    // the token arrives in the `token` header; like the server, the fake reads it next to the fields
    const data = { ...(opts.data ?? {}), ...(opts.header?.token ? { token: opts.header.token } : {}) }
    calls.push({ url: path, method: opts.method ?? 'GET', data })
    return Promise.resolve({ statusCode: 200, data: answer(path, data) })
  }) as any)
  jest.spyOn(Taro, 'uploadFile').mockImplementation(((opts: any) => {
    const path = String(opts.url)
    const data = { ...(opts.formData ?? {}), ...(opts.header?.token ? { token: opts.header.token } : {}), filePath: opts.filePath, name: opts.name }
    calls.push({ url: path, method: 'UPLOAD', data })
    return Promise.resolve({ statusCode: 200, data: JSON.stringify(answer(path, data)) })
  }) as any)
  jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as any)
  jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve()) as any)
  return {
    calls,
    /** the calls sent to a path */
    to: (path: string) => calls.filter((c) => c.url === path),
  }
}

/** The text of the H5 toast (spec section 8: bottom, 1500 ms) the user saw last. */
export function lastToast(): string {
  const el = document.querySelector('.mall-toast') as HTMLElement | null
  return el && el.style.display !== 'none' ? (el.textContent ?? '') : ''
}

export function clearToast(): void {
  document.querySelector('.mall-toast')?.remove()
}

/** Taro's H5 Input: the real <input> inside the element with the class (drawn a moment after mount). */
export async function typeInto(container: HTMLElement, selector: string, value: string): Promise<void> {
  let input: HTMLInputElement | null = null
  await waitFor(() => {
    const host = container.querySelector(selector)
    if (!host) throw new Error(`no element ${selector}`)
    input = (host.tagName === 'INPUT' || host.tagName === 'TEXTAREA' ? host : host.querySelector('input, textarea')) as HTMLInputElement | null
    if (!input) throw new Error(`no input inside ${selector}`)
  })
  fireEvent.input(input!, { target: { value } })
  await flush(1)
}

/** A logged-in member in the stores (no call made). */
export function signIn(info: Record<string, unknown> | null = null, token = 'tk-member') {
  act(() => {
    useAppStore.setState({ token })
    useMemberStore.setState({ info: info as any, pendingRegisterReward: false })
  })
}

export function signOut() {
  act(() => {
    useAppStore.setState({ token: '' })
    useMemberStore.setState({ info: null, pendingRegisterReward: false })
  })
}

/** Lets pending promises and React updates settle. */
export async function flush(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })
  }
}
