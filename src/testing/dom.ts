/** Waiting for React and Taro's H5 components, typing into them, and the toast the user saw. */
import { act, fireEvent, waitFor } from '@testing-library/react'

/** Lets pending promises and React updates settle. */
export async function flush(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })
  }
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
 * Types into a Taro Input (or Textarea) as a browser would, once it is drawn: the native element inside
 * the one the selector names gets the value and an input event, which Taro turns into its own event.
 */
export async function typeInto(root: ParentNode, selector: string, value: string): Promise<void> {
  let input: HTMLInputElement | null = null
  await waitFor(() => {
    const host = root.querySelector(selector)
    if (!host) throw new Error(`no element ${selector}`)
    input = (host.tagName === 'INPUT' || host.tagName === 'TEXTAREA' ? host : host.querySelector('input, textarea')) as HTMLInputElement | null
    if (!input) throw new Error(`no input inside ${selector}`)
  })
  fireEvent.input(input!, { target: { value } })
  await flush(1)
}

/** The value a controlled Taro Input holds now. */
export const inputValue = (root: ParentNode, selector: string): string => {
  const host = root.querySelector(selector) as (HTMLElement & { value?: string }) | null
  return host?.querySelector('input')?.value ?? host?.getAttribute('value') ?? ''
}

/** The text of the H5 toast (spec section 8: bottom, 1500 ms) the user saw last. */
export function lastToast(): string {
  const el = document.querySelector('.mall-toast') as HTMLElement | null
  return el && el.style.display !== 'none' ? (el.textContent ?? '') : ''
}

export function clearToast(): void {
  document.querySelector('.mall-toast')?.remove()
}
