import { useEffect, useRef, useState } from 'react'
import { CAROUSEL_INTERVAL_MS, type CarouselProps, type SlideImageProps } from './types'
import './carousel.scss'

/**
 * H5: the browser's own scroll snapping instead of a swiper library. The home page's banner is the first
 * thing a shopper sees, and Taro's H5 Swiper brings the `swiper` package and its web components into the
 * home page's first load (issue 9: LCP within 2 s on a throttled phone).
 */
export function Carousel({ slides, className, autoplay, interval = CAROUSEL_INTERVAL_MS, loop, indicator, onChange }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const touching = useRef(false)
  const count = slides.length
  const current = useRef(0)
  const changed = useRef(onChange)
  changed.current = onChange

  const show = (next: number) => {
    const el = track.current
    if (!el || !el.clientWidth) return
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollTo({ left: next * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' })
  }

  useEffect(() => {
    if (!autoplay || count < 2) return
    const id = setInterval(() => {
      if (touching.current || (typeof document !== 'undefined' && document.hidden)) return
      const next = current.current + 1
      if (next < count) show(next)
      else if (loop) show(0)
    }, interval)
    return () => clearInterval(id)
  }, [autoplay, count, interval, loop])

  const onScroll = () => {
    const el = track.current
    if (!el || !el.clientWidth) return
    const at = Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)))
    if (at === current.current) return
    current.current = at
    setIndex(at)
    changed.current?.(at)
  }

  return (
    <div className={`mall-carousel ${className ?? ''}`}>
      <div
        ref={track}
        className='mall-carousel__track'
        onScroll={onScroll}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
        onTouchCancel={() => (touching.current = false)}
      >
        {slides.map((slide, i) => (
          <div key={i} className='mall-carousel__slide' aria-hidden={i !== index}>
            {slide}
          </div>
        ))}
      </div>
      {indicator && count > 1 ? (
        <div className='mall-carousel__dots'>
          {slides.map((_, i) => (
            <span key={i} className={`mall-carousel__dot${i === index ? ' mall-carousel__dot--active' : ''}`} />
          ))}
        </div>
      ) : null}
    </div>
  )
}

/**
 * The first slide's image is fetched ahead of the page's other images (it is usually the largest paint);
 * the others only once they come near the screen, so they do not take bandwidth from it.
 */
export const slideImageProps: SlideImageProps = (index) => (index === 0 ? { imgProps: { fetchpriority: 'high' } } : { lazyLoad: true })
