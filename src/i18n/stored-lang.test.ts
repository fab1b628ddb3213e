// a fresh module registry: i18n must start in the language kept under 'lang'
describe('language at start-up', () => {
  it('uses the stored language', () => {
    localStorage.setItem('lang', JSON.stringify({ data: 'en-us' }))
    jest.isolateModules(() => {
      const { i18n, currentLang } = require('./index')
      expect(currentLang()).toBe('en-us')
      expect(i18n.t('common:tabbar.member')).toBe('Me')
    })
  })

  it('ignores an unknown stored value', () => {
    localStorage.setItem('lang', JSON.stringify({ data: 'xx' }))
    jest.isolateModules(() => {
      const { currentLang } = require('./index')
      expect(currentLang()).toBe('zh-cn')
    })
  })
})
