export * from './media.h5'
