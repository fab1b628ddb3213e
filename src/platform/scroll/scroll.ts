export * from './scroll.h5'
