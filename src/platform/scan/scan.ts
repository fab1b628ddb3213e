export * from './scan.h5'
