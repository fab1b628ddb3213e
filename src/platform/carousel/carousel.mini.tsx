import { Swiper, SwiperItem } from '@tarojs/components'
import { CAROUSEL_INTERVAL_MS, type CarouselProps, type SlideImageProps } from './types'

/** The mini-programs' own swiper (WeChat and Alipay alike): native, and no code of ours to load. */
export function Carousel({ slides, className, autoplay, interval = CAROUSEL_INTERVAL_MS, loop, indicator, onChange }: CarouselProps) {
  return (
    <Swiper
      className={className}
      autoplay={autoplay && slides.length > 1}
      interval={interval}
      circular={loop && slides.length > 1}
      indicatorDots={indicator && slides.length > 1}
      onChange={(e) => onChange?.(e.detail.current)}
    >
      {slides.map((slide, i) => (
        <SwiperItem key={i}>{slide}</SwiperItem>
      ))}
    </Swiper>
  )
}

/** The native swiper loads its images itself. */
export const slideImageProps: SlideImageProps = () => ({})
