import { notYetSupported } from '../unsupported'
import type { PaymentCapability } from './types'

// payment arrives with the checkout issue
export const payment: PaymentCapability = {
  pay: async () => notYetSupported('payment', 'weapp'),
}
