import Taro from '@tarojs/taro'
import { changeLanguage, currentLang, i18n } from './index'
import { storage } from '@/platform/storage'

afterEach(() => jest.restoreAllMocks())

test('zh-cn by default, both languages complete for the same keys, missing keys show the key', () => {
  expect(currentLang()).toBe('zh-cn')
  expect(i18n.t('common:network.lostTitle')).toBe('网络失去链接')
  expect(i18n.t('pages:nope.missing')).toBe('nope.missing')
  const keys = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]))
  for (const ns of ['common', 'pages', 'utils']) {
    const zh = keys(i18n.getResourceBundle('zh-cn', ns)).sort()
    const en = keys(i18n.getResourceBundle('en-us', ns)).sort()
    expect(en).toEqual(zh)
  }
})

test('changing the language stores it and relaunches to the member home', async () => {
  const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({} as any)
  await changeLanguage('en-us')
  expect(storage.get('lang')).toBe('en-us')
  expect(i18n.t('common:network.lostTitle')).toBe('Network connection lost')
  expect(relaunch).toHaveBeenCalledWith({ url: '/pages/member/index/index' })
  await changeLanguage('zh-cn')
  expect(currentLang()).toBe('zh-cn')
})
