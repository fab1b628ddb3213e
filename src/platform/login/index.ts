export * from './types'
export * from './login'
