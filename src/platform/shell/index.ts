export * from './types'
export * from './shell'
