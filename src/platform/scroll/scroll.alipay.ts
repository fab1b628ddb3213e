export * from './scroll.weapp'
