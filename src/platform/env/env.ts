export * from './env.h5'
