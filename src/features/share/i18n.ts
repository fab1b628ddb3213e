import share from '@/locales/share'
import { ensureNamespace } from '@/i18n/namespaces'

ensureNamespace('share', share)
