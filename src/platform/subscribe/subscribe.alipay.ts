import { notYetSupported } from '../unsupported'
import type { SubscribeCapability } from './types'

// subscription messages arrive with the order issue
export const subscribeMessages: SubscribeCapability = {
  request: async () => notYetSupported('subscription messages', 'alipay'),
}
