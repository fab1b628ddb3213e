// miniprogram-simulate checks on the WeChat build (dist/weapp, or MINI_WEAPP_DIST): plain JS, no transform.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/**/*.test.js'],
  transform: {},
  testTimeout: 60000,
}
