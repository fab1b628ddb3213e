export * from './location.h5'
