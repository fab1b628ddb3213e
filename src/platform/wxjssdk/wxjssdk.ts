export * from './wxjssdk.h5'
