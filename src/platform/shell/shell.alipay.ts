export * from './shell.weapp'
