export * from './types'
export * from './carousel'
