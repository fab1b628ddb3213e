export * from './types'
export * from './theme'
