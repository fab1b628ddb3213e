export { Carousel, slideImageProps } from './carousel.mini'
