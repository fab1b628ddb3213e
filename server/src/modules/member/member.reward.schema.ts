import { Type, type Static } from '@sinclair/typebox'
import { CouponType } from '../coupon/coupon.schema.js'

export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])

/** The registration reward as the registration popup shows it (spec section 9). */
export const RegisterReward = Type.Object({
  /** 1 only when the add-on is on, the operator enabled it and something is given */
  is_use: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: registering now earns the reward below' }),
  value: Type.Object({
    point: Type.Integer({ minimum: 0, description: 'points' }),
    balance: Type.Integer({ minimum: 0, description: 'fen, credited to the non-withdrawable balance' }),
    growth: Type.Integer({ minimum: 0 }),
    /** the issuable coupon types' ids */
    coupon: Type.Array(Type.Integer(), { description: 'the ids of the issuable coupon types (coupon_list)' }),
    coupon_list: Type.Array(CouponType),
  }),
}, { title: 'RegisterReward' })
export type RewardConfigAnswer = Static<typeof RegisterReward>
