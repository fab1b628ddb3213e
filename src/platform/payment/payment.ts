export * from './payment.h5'
