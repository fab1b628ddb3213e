export * from './types'
export * from './system'
