// The default (jest) is the H5 carousel. A .tsx file like the platform files: Taro looks for
// carousel.weapp.tsx only after every .ts candidate, so a carousel.ts here would shadow it.
export * from './carousel.h5'
