export * from './types'
export * from './network'
