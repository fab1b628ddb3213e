export * from './phone.h5'
