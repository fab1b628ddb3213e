// kept for imports written before bootstrapApp moved into the store module
export { bootstrapApp, type LaunchOptions } from './app'
