export * from './network.h5'
