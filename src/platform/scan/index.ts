export * from './types'
export * from './scan'
