export * from './toast.h5'
