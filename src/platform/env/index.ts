export * from './types'
export * from './env'
