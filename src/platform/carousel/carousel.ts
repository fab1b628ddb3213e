export * from './carousel.h5'
