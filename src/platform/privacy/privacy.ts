export * from './privacy.h5'
