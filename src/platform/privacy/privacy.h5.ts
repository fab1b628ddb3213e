import type { PrivacyCapability } from './types'

// Browsers have no platform consent step (Taro's H5 privacy calls are stubs and are never called).
export const privacy: PrivacyCapability = {
  needsAuthorization: async () => false,
  onNeedAuthorization: () => undefined,
  agreeBy: 'tap',
}
