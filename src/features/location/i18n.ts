import location from '@/locales/location'
import { ensureNamespace } from '@/i18n/namespaces'

ensureNamespace('location', location)
