export * from './types'
export * from './subscribe'
