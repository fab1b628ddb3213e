import { notYetSupported } from '../unsupported'
import type { PrivacyCapability } from './types'

// the privacy popup arrives with its own issue
export const privacy: PrivacyCapability = {
  needsAuthorization: async () => notYetSupported('privacy authorisation', 'h5'),
  onNeedAuthorization: () => notYetSupported('privacy authorisation', 'h5'),
}
