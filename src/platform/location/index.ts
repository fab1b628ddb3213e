export * from './types'
export * from './location'
