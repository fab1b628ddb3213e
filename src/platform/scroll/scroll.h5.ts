import { useMemo, useRef } from 'react'
import type { ScrollTopControl } from './types'

/**
 * Taro's H5 ScrollView copies every prop onto its element on each re-render, and `scrollTop` is the
 * element's native property: any value passed (undefined included, which reads as 0) throws the
 * reader back to that offset whenever the list re-renders (next page, back-to-top button showing).
 * So H5 never passes the prop and scrolls the element itself.
 */
export function useScrollTop(): ScrollTopControl {
  const ref = useRef<unknown>(null)
  return useMemo(
    () => ({
      props: { ref },
      toTop() {
        const el = ref.current as HTMLElement | null
        if (!el) return
        if (typeof el.scrollTo === 'function') el.scrollTo({ top: 0, behavior: 'smooth' })
        else el.scrollTop = 0
      },
    }),
    [],
  )
}
