export * from './pageurl.h5'
