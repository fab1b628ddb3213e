export * from './types'
export * from './toast'
