export * from './theme.h5'
