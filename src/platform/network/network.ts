// Jest resolves this file: the H5 network check, and requests through Taro.request, the call the app's
// tests fake. The H5 build resolves network.h5.ts (fetch), tested on its own in network.test.ts.
export { isNetworkLost } from './network.h5'
export { httpRequest } from './request.mini'
