export * from './types'
export * from './scroll'
