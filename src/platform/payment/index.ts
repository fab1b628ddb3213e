export * from './types'
export * from './payment'
