// @tarojs/taro for jest: the H5 implementation, with React handed to Taro's runtime first
// (without it hooks crash with "React.useContext is not a function"), plus the page hooks that
// Taro's api-loader attaches in a real build.
process.env.TARO_ENV = 'h5'
const React = require('react')
const ReactDOM = require('react-dom')
const runtime = require('@tarojs/plugin-framework-react/dist/runtime')
runtime.createH5NativeComponentConfig(null, React, ReactDOM)
const h5 = require('@tarojs/taro-h5')
const taro = h5.default ?? h5
// a build rewrites `Taro.request` into the named export (babel-plugin-transform-taroapi); here the
// default object gets every named API so both import styles work
for (const [name, value] of Object.entries(h5)) {
  if (name !== 'default' && !(name in taro)) taro[name] = value
}

const HOOKS = [
  'useAddToFavorites', 'useDidHide', 'useDidShow', 'useError', 'useLaunch', 'useLoad', 'useOptionMenuClick',
  'useKeyboardHeight', 'usePageNotFound', 'usePageScroll', 'usePullDownRefresh', 'usePullIntercept',
  'useReachBottom', 'useReady', 'useResize', 'useRouter', 'useSaveExitState', 'useShareAppMessage',
  'useShareTimeline', 'useTabItemTap', 'useTitleClick', 'useScope', 'useUnhandledRejection', 'useUnload',
]
for (const name of HOOKS) taro[name] = runtime[name]

module.exports = taro
module.exports.default = taro
