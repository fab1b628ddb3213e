export * from './icons.h5'
