import { NAMESPACES, resources, type Lang } from './index'
import login from './login'
import member from './member'

/**
 * Every namespace in one resource set, for tests and tools. The app itself loads `login` and
 * `member` with their features (src/features/<feature>/i18n.ts).
 */
export const ALL_NAMESPACES = [...NAMESPACES, 'login', 'member'] as const

export const allResources = Object.fromEntries(
  (Object.keys(resources) as Lang[]).map((lang) => [lang, { ...resources[lang], login: login[lang], member: member[lang] }]),
) as unknown as Record<Lang, Record<(typeof ALL_NAMESPACES)[number], Record<string, unknown>>>
