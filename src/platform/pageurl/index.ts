export * from './types'
export * from './pageurl'
