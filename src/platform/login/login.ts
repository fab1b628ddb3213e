export * from './login.h5'
