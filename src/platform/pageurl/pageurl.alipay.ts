export * from './pageurl.weapp'
