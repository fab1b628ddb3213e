import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import Taro from '@tarojs/taro'
import { DEFAULT_LANG, LANGS, NAMESPACES, resources, type Lang } from '@/locales'
import { ROUTES } from '@/constants/routes'
import { storedLang, useAppStore } from '@/store/app'

export type { Lang }
export { storedLang }

// Synchronous init: the resources are bundled, so the first render already has its texts.
// No fallback language: a missing entry shows its key (spec section 1), e.g. t('pages:x.y') -> 'x.y'.
i18next.use(initReactI18next).init({
  lng: storedLang(),
  supportedLngs: LANGS,
  fallbackLng: false,
  lowerCaseLng: true,
  ns: [...NAMESPACES],
  defaultNS: 'pages',
  keySeparator: '.',
  nsSeparator: ':',
  resources,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
})

export const i18n = i18next

export function currentLang(): Lang {
  return (LANGS.includes(i18next.language as Lang) ? i18next.language : DEFAULT_LANG) as Lang
}

/**
 * Keeps the choice under 'lang', switches the texts (our navigation bar and tab bar read them through
 * react-i18next, so the current page's title and the tab titles re-render at once), then reloads the
 * app at the member home as the spec says. Unknown languages are refused.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  if (!LANGS.includes(lang)) throw new Error(`unknown language: ${lang}`)
  useAppStore.getState().setLang(lang)
  await i18next.changeLanguage(lang)
  await Taro.reLaunch({ url: ROUTES.member })
}

export { ensureNamespace } from './namespaces'
