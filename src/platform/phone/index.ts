export * from './types'
export * from './phone'
