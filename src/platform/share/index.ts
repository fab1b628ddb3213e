export * from './types'
export { linkToPath } from './link'
export * from './share'
