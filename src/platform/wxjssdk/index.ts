export * from './types'
export * from './wxjssdk'
