export * from './network'
