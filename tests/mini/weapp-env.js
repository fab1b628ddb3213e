// A WeChat mini-program environment for miniprogram-simulate, which only knows Component():
// App/getApp/Page/getCurrentPages shims and a `wx` with the APIs Taro's runtime uses. wx.request is
// answered by a handler the test gives (the real server in the journey tests).
const path = require('path')
const simulate = require('miniprogram-simulate')

// MINI_WEAPP_DIST: a build of one's own (side-by-side work: MALL_OUTPUT_ROOT=dist/weapp-<name>), as E2E_H5_DIST for H5
const dist = process.env.MINI_WEAPP_DIST ? path.resolve(process.env.MINI_WEAPP_DIST) : path.resolve(__dirname, '..', '..', 'dist', 'weapp')

/** `wxOverrides` replaces or adds wx APIs (a mocked wx.login, say); `initialStorage` is there before launch (a token). */
function createEnv({ onRequest, wxOverrides = {}, initialStorage = {} } = {}) {
  const storage = new Map(Object.entries(initialStorage))
  const calls = []
  const pages = []
  let app = null

  const ok = (opts, res) => {
    setTimeout(() => {
      opts?.success?.(res)
      opts?.complete?.(res)
    }, 0)
    return undefined
  }
  const record = (name) => (opts = {}) => {
    calls.push({ api: name, opts })
    return ok(opts, { errMsg: `${name}:ok` })
  }

  const wx = {
    getSystemInfoSync: () => ({
      platform: 'devtools', model: 'iPhone 13', pixelRatio: 3, windowWidth: 375, windowHeight: 812, screenWidth: 375,
      screenHeight: 812, statusBarHeight: 44, SDKVersion: '3.3.0', language: 'zh_CN', version: '8.0.40', safeArea: { bottom: 778 },
    }),
    getSystemInfo: (opts) => ok(opts, wx.getSystemInfoSync()),
    getWindowInfo: () => wx.getSystemInfoSync(),
    getAppBaseInfo: () => ({ SDKVersion: '3.3.0', language: 'zh_CN' }),
    getDeviceInfo: () => ({ platform: 'devtools' }),
    getMenuButtonBoundingClientRect: () => ({ top: 48, left: 281, right: 368, bottom: 80, width: 87, height: 32 }),
    getStorageSync: (key) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key, value) => void storage.set(key, value),
    removeStorageSync: (key) => void storage.delete(key),
    getStorage: (opts) => (storage.has(opts.key) ? ok(opts, { data: storage.get(opts.key) }) : opts.fail?.({ errMsg: 'getStorage:fail data not found' })),
    setStorage: (opts) => { storage.set(opts.key, opts.data); return ok(opts, { errMsg: 'setStorage:ok' }) },
    removeStorage: (opts) => { storage.delete(opts.key); return ok(opts, { errMsg: 'removeStorage:ok' }) },
    request(opts) {
      calls.push({ api: 'request', opts })
      const task = { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} }
      Promise.resolve(onRequest ? onRequest(opts) : { statusCode: 404, data: { code: -10004, message: 'no handler', data: null } })
        .then((res) => { opts.success?.({ errMsg: 'request:ok', header: {}, ...res }); opts.complete?.(res) })
        .catch((err) => { opts.fail?.({ errMsg: `request:fail ${err.message}` }); opts.complete?.({}) })
      return task
    },
    getNetworkType: (opts) => ok(opts, { networkType: 'wifi' }),
    onNetworkStatusChange() {},
    showToast: record('showToast'),
    hideToast: record('hideToast'),
    showLoading: record('showLoading'),
    hideLoading: record('hideLoading'),
    showModal: record('showModal'),
    reLaunch: record('reLaunch'),
    redirectTo: record('redirectTo'),
    navigateTo: record('navigateTo'),
    navigateBack: record('navigateBack'),
    switchTab: record('switchTab'),
    setNavigationBarTitle: record('setNavigationBarTitle'),
    stopPullDownRefresh: record('stopPullDownRefresh'),
    pageScrollTo: record('pageScrollTo'),
    getLocation: (opts) => { calls.push({ api: 'getLocation', opts }); setTimeout(() => opts.fail?.({ errMsg: 'getLocation:fail auth deny' }), 0) },
    nextTick: (fn) => setTimeout(fn, 0),
    createSelectorQuery: () => {
      const q = { in: () => q, select: () => q, selectAll: () => q, selectViewport: () => q, boundingClientRect: (cb) => { cb?.(null); return q }, scrollOffset: () => q, fields: () => q, exec: (cb) => cb && cb([]) }
      return q
    },
    createIntersectionObserver: () => ({ relativeToViewport: () => ({ observe() {} }), observe() {}, disconnect() {} }),
    canIUse: () => true,
    onAppShow() {}, onAppHide() {}, offAppShow() {}, offAppHide() {},
    getLaunchOptionsSync: () => ({ path: 'pages/index/index/index', query: {}, scene: 1001 }),
    getEnterOptionsSync: () => ({ path: 'pages/index/index/index', query: {}, scene: 1001 }),
    reportAnalytics() {},
    env: { USER_DATA_PATH: 'wxfile://usr' },
  }
  for (const [name, fn] of Object.entries(wxOverrides)) {
    wx[name] = (opts = {}) => {
      calls.push({ api: name, opts })
      return fn(opts, { ok })
    }
  }
  // anything else Taro touches answers with a no-op that records the call, so a test can see it
  const wxProxy = new Proxy(wx, {
    get(target, prop) {
      if (prop in target) return target[prop]
      // only API-looking names (camelCase verbs) get a recorder; webpack's own keys stay plain
      if (typeof prop !== 'string' || prop === 'then' || !/^[a-z][a-zA-Z]+$/.test(prop) || prop === 'webpackJsonp') return undefined
      return record(prop)
    },
  })

  global.wx = wxProxy
  global.App = (options) => { app = options }
  global.getApp = () => app
  global.getCurrentPages = () => pages
  global.Page = (options) => {
    const methods = {}
    for (const [k, v] of Object.entries(options)) if (typeof v === 'function') methods[k] = v
    global.Component({
      data: options.data || {},
      methods,
      lifetimes: {
        attached() {
          // what a Page instance has that a Component lacks
          this.route = this.__route__ = global.__simulateRoute
          this.options = global.__simulateQuery || {}
          pages.push(this)
          methods.onLoad?.call(this, this.options)
          methods.onShow?.call(this)
          methods.onReady?.call(this)
        },
        detached() {
          methods.onUnload?.call(this)
          pages.splice(pages.indexOf(this), 1)
        },
      },
    })
  }

  require(path.join(dist, 'app.js'))
  app.onLaunch?.call(app, { path: 'pages/index/index/index', query: {}, scene: 1001 })
  app.onShow?.call(app, { path: 'pages/index/index/index', query: {}, scene: 1001 })

  return {
    wx: wxProxy,
    storage,
    calls,
    /** Loads and attaches a page of the build, e.g. 'pages/member/index/index'. */
    openPage(route, query = {}) {
      global.__simulateRoute = route
      global.__simulateQuery = query
      const id = simulate.load(path.join(dist, route), { rootPath: dist })
      const page = simulate.render(id)
      const parent = document.createElement('parent-wrapper')
      page.attach(parent)
      return page
    },
  }
}

/** Rendering goes through Taro's setData batching: poll until the page shows what we wait for. */
async function waitFor(check, timeout = 15000) {
  const start = Date.now()
  for (;;) {
    const result = check()
    if (result) return result
    if (Date.now() - start > timeout) throw new Error('timed out waiting for the page')
    await simulate.sleep(50)
  }
}

module.exports = { createEnv, waitFor, dist, simulate }
