export * from './types'
export * from './privacy'
