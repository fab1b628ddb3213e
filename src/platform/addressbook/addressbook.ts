export * from './addressbook.h5'
