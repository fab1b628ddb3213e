import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import Taro from '@tarojs/taro'
import { DEFAULT_LANG, LANGS, NAMESPACES, resources, type Lang } from '@/locales'
import { storage, STORAGE_KEYS } from '@/platform/storage'
import { ROUTES } from '@/constants/routes'

export function storedLang(): Lang {
  const l = storage.get<string>(STORAGE_KEYS.lang)
  return LANGS.includes(l as Lang) ? (l as Lang) : DEFAULT_LANG
}

// Synchronous init: the resources are bundled, so the first render already has its texts.
// No fallback language: a missing entry shows its key (spec section 1).
i18next.use(initReactI18next).init({
  lng: storedLang(),
  fallbackLng: false,
  lowerCaseLng: true,
  ns: [...NAMESPACES],
  defaultNS: 'pages',
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} as any)

export const i18n = i18next

export function currentLang(): Lang {
  return (LANGS.includes(i18next.language as Lang) ? i18next.language : DEFAULT_LANG) as Lang
}

/**
 * Keeps the choice under 'lang', switches the texts (the navigation and tab bars read them, so
 * their titles refresh), then reloads the app to the member home as the spec says.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  if (!LANGS.includes(lang)) return
  storage.set(STORAGE_KEYS.lang, lang)
  await i18next.changeLanguage(lang)
  await Taro.reLaunch({ url: ROUTES.member })
}
