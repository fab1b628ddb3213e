import {
  rechargeConfig, rechargeCreate, rechargeOrderPage, rechargePage,
  type RechargeConfig, type RechargeCreated, type RechargeOrderPage, type RechargePackagePage, type RechargeStatus,
} from '@/services/api/contract.gen'

export type { RechargeConfig, RechargeCoupon, RechargeCreated, RechargeOrder, RechargePackage, RechargeStatus } from '@/services/api/contract.gen'

/** Whether recharging is open and the free amount the operator allows (fen). */
export const fetchRechargeConfig = (): Promise<RechargeConfig> => rechargeConfig()
/** The packages on sale (at most 50: the operator's list is short). */
export const fetchPackages = (): Promise<RechargePackagePage> => rechargePage({ page: 1, page_size: 50 })
/** A package (recharge_id) or a free amount (recharge_id 0 with face_value, fen): its out_trade_no to pay. */
export const createRecharge = (input: { recharge_id: number; face_value?: number }): Promise<RechargeCreated> => rechargeCreate(input)
export const fetchRechargeOrders = (page: number, pageSize: number, status?: RechargeStatus): Promise<RechargeOrderPage> =>
  rechargeOrderPage({ page, page_size: pageSize, ...(status ? { status } : {}) })
