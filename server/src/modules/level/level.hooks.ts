import { nowSeconds } from '../../db/database.js'
import { onAccountMoved } from '../account/account.ledger.js'
import { onMemberRegistered } from '../member/member.service.js'
import { provideLevelDiscount } from '../order/order.checkout.hooks.js'
import { ORDER_MACHINE } from '../order/order.machine.js'
import { ORDER_STATUS } from '../order/order.table.js'
import { LEVEL_GIFT_FROM_TYPE } from './level.gift.js'
import { levelDiscountOf } from './level.repository.js'
import { creditOrderGrowth, recomputeLevel } from './level.service.js'

/**
 * The level's listeners, each inside the transaction of what triggers it (imported by level.routes.ts,
 * so every app built with buildApp has them; adding them twice is prevented below).
 *
 * Orders earn growth when they COMPLETE (10), not when received (4): a received order may still be
 * refunded, line by line, until the after-sale window ends; a completed one never is (no refund
 * after completion, and an order refunded in full closes instead of completing). So the growth
 * credited is the money the shop kept, once, and never has to be taken back.
 */
let installed = false
export function installLevelHooks(): void {
  if (installed) return
  installed = true
  ORDER_MACHINE.onMove(async (trx, move) => {
    if (move.to === ORDER_STATUS.COMPLETED) await creditOrderGrowth(trx, move.id, move.at)
  })
  // growth from any source (orders, sign-in, evaluations, registration, recharge gifts) moves the level;
  // the gift package holds no growth, and its own movements are skipped besides
  onAccountMoved(async (trx, m) => {
    if (m.accountType !== 'growth' || m.amount <= 0 || m.fromType === LEVEL_GIFT_FROM_TYPE) return
    await recomputeLevel(trx, m.websiteId, m.memberId, m.now)
  })
  // a new member starts at the level their growth meets (the lowest one, usually at 0 growth)
  onMemberRegistered(async (trx, ctx, memberId) => recomputeLevel(trx, ctx.websiteId, memberId, nowSeconds()))
  // the checkout prices with the discount of the level the member holds
  provideLevelDiscount(levelDiscountOf)
}

installLevelHooks()
