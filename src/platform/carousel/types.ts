import type { ReactNode } from 'react'

/** A row of full-width slides that the shopper swipes through, and that may move on by itself. */
export interface CarouselProps {
  /** One element per slide. */
  slides: ReactNode[]
  /** Sizes the carousel (its height above all: the slides fill it). */
  className?: string
  /** Moves to the next slide every `interval` ms while the shopper is not touching it. */
  autoplay?: boolean
  interval?: number
  /** After the last slide comes the first again. */
  loop?: boolean
  /** Dots under the slides, the current one marked. */
  indicator?: boolean
  /** Called with the slide now shown. */
  onChange?: (index: number) => void
}

export const CAROUSEL_INTERVAL_MS = 4000

/** Extra props for the Image of slide `index`: the first is the page's likely largest paint, the rest can wait. */
export type SlideImageProps = (index: number) => Record<string, unknown>
