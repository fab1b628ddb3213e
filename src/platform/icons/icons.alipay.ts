export * from './icons.weapp'
