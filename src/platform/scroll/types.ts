import type { MutableRefObject } from 'react'

/** What a ScrollView needs so that a "back to top" button can move it, and nothing else can. */
export interface ScrollTopControl {
  /** Spread on the ScrollView. */
  props: { scrollTop?: number; ref?: MutableRefObject<unknown> }
  /** Scrolls back to the top; `current` is the offset the view reported last. */
  toTop(current: number): void
}
