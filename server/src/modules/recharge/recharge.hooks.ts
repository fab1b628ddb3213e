import { onPaymentPaid } from '../pay/pay.service.js'
import { creditRecharge, RECHARGE_EVENT } from './recharge.service.js'

// A paid recharge payment credits the balance and the package's gifts in markPaid's transaction.
// Imported by recharge.routes.ts (an app built with buildApp has it) and by the sweep; registering twice adds it once.
onPaymentPaid(RECHARGE_EVENT, creditRecharge)
