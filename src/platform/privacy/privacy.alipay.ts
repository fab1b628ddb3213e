import type { PrivacyCapability } from './types'

// Alipay mini-programs declare their privacy terms in the console; there is no runtime consent API.
export const privacy: PrivacyCapability = {
  needsAuthorization: async () => false,
  onNeedAuthorization: () => undefined,
  agreeBy: 'tap',
}
