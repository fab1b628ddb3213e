export * from './subscribe.h5'
