import { act, render } from '@testing-library/react'
import { useTranslation } from 'react-i18next'
import Taro from '@tarojs/taro'
import { changeLanguage, currentLang, ensureNamespace, i18n } from './index'
import { ALL_NAMESPACES, allResources } from '@/locales/all'
import { useAppStore } from '@/store/app'
import zhCommon from '@/locales/zh-cn/common.json'
import enCommon from '@/locales/en-us/common.json'

function TabTitles() {
  const { t } = useTranslation()
  return <div className='titles'>{(['home', 'preference', 'life', 'category', 'cart', 'member'] as const).map((k) => t(`common:tabbar.${k}`)).join('|')}</div>
}

const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'reLaunch:ok' })) as any)

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh-cn'))
  reLaunch.mockClear()
})

describe('i18n', () => {
  it('starts in zh-cn with the spec’s network texts', () => {
    expect(currentLang()).toBe('zh-cn')
    expect(i18n.t('common:network.lostTitle')).toBe('网络失去链接')
    expect(i18n.t('common:network.lostContent')).toBe('请检查网络链接')
    expect(i18n.t('common:upload.uploading')).toBe('上传中...')
    expect(i18n.t('common:currency')).toBe('¥')
  })

  it('en-us has every common entry zh-cn has', () => {
    expect(keys(enCommon).sort()).toEqual(keys(zhCommon).sort())
  })

  it('both languages have the same entries in every namespace (plural forms aside)', () => {
    // English needs _one/_other forms where Chinese has one text
    const base = (o: object) => [...new Set(keys(o).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort()
    for (const ns of ALL_NAMESPACES) {
      expect([ns, base(allResources['en-us'][ns])]).toEqual([ns, base(allResources['zh-cn'][ns])])
    }
  })

  it('feature namespaces arrive with their features, in both languages, once', () => {
    expect(i18n.hasResourceBundle('zh-cn', 'member')).toBe(false)
    ensureNamespace('member', { 'zh-cn': { x: '甲' }, 'en-us': { x: 'A' } })
    ensureNamespace('member', { 'zh-cn': { x: '乙' }, 'en-us': { x: 'B' } })
    expect(i18n.t('member:x')).toBe('甲')
    expect(i18n.getFixedT('en-us')('member:x')).toBe('A')
    i18n.removeResourceBundle('zh-cn', 'member')
    i18n.removeResourceBundle('en-us', 'member')
  })

  it('a missing entry shows its key (keySeparator "." and nsSeparator ":")', () => {
    expect(i18n.t('common:no.such.entry')).toBe('no.such.entry')
    expect(i18n.t('pages:nothing.here')).toBe('nothing.here')
    expect(i18n.t('common:tabbar')).not.toBe('common:tabbar')
  })

  it('changeLanguage stores the choice, re-renders tab titles and reLaunches the member home', async () => {
    const { container } = render(<TabTitles />)
    expect(container.textContent).toBe('首页|店铺优选|生活圈|分类|购物车|会员中心')
    await act(() => changeLanguage('en-us'))
    expect(container.textContent).toBe('Home|Shop preferred|Life circle|Category|Cart|Me')
    expect(Taro.getStorageSync('lang')).toBe('en-us')
    expect(useAppStore.getState().lang).toBe('en-us')
    expect(currentLang()).toBe('en-us')
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/member/index/index' })
    await act(() => changeLanguage('zh-cn'))
    expect(container.textContent).toContain('首页')
    expect(Taro.getStorageSync('lang')).toBe('zh-cn')
  })

  it('refuses unknown languages without touching the stored one', async () => {
    await expect(changeLanguage('fr-fr' as any)).rejects.toThrow('unknown language')
    expect(reLaunch).not.toHaveBeenCalled()
    expect(Taro.getStorageSync('lang')).toBe('zh-cn')
  })
})
