export * from './system.h5'
