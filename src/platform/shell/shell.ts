export * from './shell.h5'
