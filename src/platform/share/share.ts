export * from './share.h5'
