// The default (jest) is the H5 button. A .tsx file like the platform files: Taro looks for
// phone.weapp.tsx only after every .ts candidate, so a phone.ts here would shadow it.
export * from './phone.h5'
