export * from './types'
export * from './addressbook'
