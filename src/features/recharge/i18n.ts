import recharge from '@/locales/recharge'
import { ensureNamespace } from '@/i18n/namespaces'

// every module of the feature that shows text imports this, so the namespace exists before a render
ensureNamespace('recharge', recharge)
