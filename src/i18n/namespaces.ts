import i18next from 'i18next'
import { LANGS, type NamespaceBundle } from '@/locales'

function add(ns: string, bundle: NamespaceBundle): void {
  for (const lang of LANGS) {
    if (!i18next.hasResourceBundle(lang, ns)) i18next.addResourceBundle(lang, ns, bundle[lang], true, false)
  }
}

/**
 * Adds a feature's namespace in every language (once) to the app's i18next instance. Feature modules
 * call it when they load, so their texts travel in their own chunk rather than in the first load.
 * Before the instance is initialised (a module loaded on its own, as in unit tests) it waits for it.
 */
export function ensureNamespace(ns: string, bundle: NamespaceBundle): void {
  if (i18next.isInitialized) add(ns, bundle)
  else i18next.on('initialized', () => add(ns, bundle))
}
