import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { CouponKind, CouponType } from '../coupon/coupon.schema.js'
import { LevelError } from './level.messages.js'

export const MAX_LEVEL_GROWTH = 100_000_000
export const MAX_GIFT_POINT = 1_000_000
/** fen: ¥100,000 */
export const MAX_GIFT_BALANCE = 10_000_000
export const MAX_EQUITY = 10
export const MAX_GIFT_COUPONS = 5

const Discount = Type.Integer({ minimum: 1, maximum: 100, description: 'tenths of a percent of the goods at checkout: 100 none, 95 = 9.5折, 90 = 9折' })

/** A level as the shopper sees it (and the operator, with status). */
export const MemberLevel = Type.Object({
  level_id: Type.Integer(),
  level_name: Type.String(),
  rank: Type.Integer({ minimum: 1, description: 'place among the shown levels, lowest growth first' }),
  growth: Type.Integer({ minimum: 0, description: 'growth needed to reach the level' }),
  discount: Discount,
  level_tag: Type.String({ description: "a short tag ('V1') or ''" }),
  level_color: Type.String({ description: "#RRGGBB or ''" }),
  service: Type.String({ description: 'the service the level enjoys, plain text' }),
  condition: Type.String({ description: "how the level is reached, plain text ('' : the app says the growth)" }),
  equity: Type.Array(Type.String(), { description: 'the rights of the level' }),
  gift_point: Type.Integer({ minimum: 0, description: 'upgrade gift package: points' }),
  gift_balance: Type.Integer({ minimum: 0, description: 'upgrade gift package: fen of non-withdrawable balance' }),
  gift_coupon: Type.Array(Type.Integer(), { description: 'upgrade gift package: platform coupon type ids' }),
  gift_coupon_list: Type.Array(CouponType, { description: 'the issuable ones among gift_coupon' }),
  status: Type.Integer({ minimum: 0, maximum: 1, description: '1 on, 0 switched off (shown to the operator only)' }),
}, { title: 'MemberLevel' })
export type MemberLevelView = Static<typeof MemberLevel>

export const AdminMemberLevel = Type.Object({
  ...MemberLevel.properties,
  member_count: Type.Integer({ minimum: 0, description: 'members holding the level' }),
}, { title: 'AdminMemberLevel' })
export type AdminMemberLevelView = Static<typeof AdminMemberLevel>

export const LevelInfo = Type.Object({
  growth: Type.Integer({ minimum: 0 }),
  level: Nullable(MemberLevel),
  next_level: Nullable(MemberLevel),
  need_growth: Type.Integer({ minimum: 0, description: 'growth still needed for next_level (0 at the top)' }),
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'whole percent from the current threshold to the next' }),
}, { title: 'LevelInfo' })
export type LevelInfo = Static<typeof LevelInfo>

export const GROWTH_RULE_TYPES = ['order', 'signin', 'signin_continuous', 'evaluate', 'register'] as const
export const GrowthRuleType = StringEnum(GROWTH_RULE_TYPES, 'GrowthRuleType',
  "order: growth per yuan of the goods paid, when the order completes; signin: every daily sign-in; signin_continuous: extra on the N-th day in a row (days); evaluate: an order's evaluation; register: registering")
export const GrowthRule = Type.Object({
  type: GrowthRuleType,
  growth: Type.Integer({ minimum: 1 }),
  days: Type.Integer({ minimum: 0, description: 'signin_continuous: the run of days; 0 otherwise' }),
}, { title: 'GrowthRule' })
export type GrowthRule = Static<typeof GrowthRule>
export const GrowthRules = Type.Object({ list: Type.Array(GrowthRule, { description: 'what gives growth now (rules that are off are left out)' }) }, { title: 'GrowthRules' })
export type GrowthRules = Static<typeof GrowthRules>

const LevelName = Type.String({ minLength: 1, maxLength: 30 })
const editable = {
  level_tag: Type.Optional(Type.String({ maxLength: 16 })),
  level_color: Type.Optional(Type.String({ maxLength: 7, description: "#RRGGBB or ''" })),
  service: Type.Optional(Type.String({ maxLength: 500 })),
  condition: Type.Optional(Type.String({ maxLength: 500 })),
  equity: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: MAX_EQUITY })),
  gift_point: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_GIFT_POINT })),
  gift_balance: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_GIFT_BALANCE, description: 'fen' })),
  gift_coupon: Type.Optional(Type.Array(Id(), { maxItems: MAX_GIFT_COUPONS, description: 'platform coupon type ids (issuable, of the platform)' })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
}
export const LevelAddBody = Type.Object({
  level_name: LevelName,
  growth: Type.Integer({ minimum: 0, maximum: MAX_LEVEL_GROWTH }),
  discount: Type.Optional(Discount),
  ...editable,
})
export type LevelAddInput = Static<typeof LevelAddBody>
export const LevelEditBody = Type.Object({
  level_id: Id(),
  level_name: Type.Optional(LevelName),
  growth: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LEVEL_GROWTH })),
  discount: Type.Optional(Discount),
  ...editable,
})
export type LevelEditInput = Static<typeof LevelEditBody>
export const LevelIdBody = Type.Object({ level_id: Id() })

export const GiftCoupon = Type.Object({
  coupon_type_id: Type.Integer(),
  coupon_name: Type.String(),
  type: CouponKind,
  money: Type.Integer({ description: "fen, for 'reward'" }),
  discount: Type.Integer({ description: "tenths (95 = 9.5折), for 'discount'" }),
  at_least: Type.Integer({ description: 'fen; 0: no threshold' }),
}, { title: 'GiftCoupon' })

export const GIFT_SOURCES = ['level_upgrade'] as const
export const Gift = Type.Object({
  id: Type.Integer(),
  source: Type.String({ description: "'level_upgrade' (source_id: the level) or another activity" }),
  source_id: Type.Integer(),
  title: Type.String({ description: "level_upgrade: the level's name when it was reached" }),
  point: Type.Integer({ minimum: 0 }),
  balance: Type.Integer({ minimum: 0, description: 'fen, non-withdrawable balance' }),
  coupon_list: Type.Array(GiftCoupon, { description: 'the coupons issued with it' }),
  create_time: Type.Integer(),
}, { title: 'Gift' })
export type GiftView = Static<typeof Gift>
export const GiftPage = PageOf(Gift, 'GiftPage')
export const GiftPageBody = Type.Object({ ...PagingFields })
export const GiftDetailBody = Type.Object({ id: Id() })

const E = LevelError
const ADMIN = 'x-admin-token must equal ADMIN_TOKEN (HTTP 403 otherwise).'
export const levelApi = defineEndpoints('level', {
  lists: {
    method: ['GET', 'POST'], path: '/api/memberlevel/lists',
    summary: 'The member levels, lowest growth first: tag, discount, service, condition, rights and upgrade gift package',
    response: Type.Array(MemberLevel),
  },
  info: {
    method: ['GET', 'POST'], path: '/api/memberlevel/info', auth: 'member',
    summary: "The caller's growth, level, the next level, the growth still needed and the progress",
    response: LevelInfo,
  },
  growthRules: {
    method: ['GET', 'POST'], path: '/api/memberlevel/growthrules',
    summary: 'What gives growth now: orders (per yuan of the goods paid, once the order completes), sign-in, evaluations, registering',
    description: "Orders: website setting member_growth_config {order_growth} growth per yuan (default 1); the others come from their own settings.",
    response: GrowthRules,
  },
  adminLists: {
    method: 'POST', path: '/admin/api/memberlevel/lists', auth: 'admin',
    summary: "The operator's levels, on and off, lowest growth first, with the members holding each",
    description: ADMIN, response: Type.Array(AdminMemberLevel),
  },
  adminAdd: {
    method: 'POST', path: '/admin/api/memberlevel/add', auth: 'admin',
    summary: 'Add a level',
    description: `${ADMIN} Every level needs a different growth threshold (${E.LEVEL_GROWTH_TAKEN}) and name (${E.LEVEL_NAME_TAKEN}); gift coupons must be issuable ` +
      `platform coupon types (${E.LEVEL_COUPON_INVALID}); ${E.LEVEL_FIELD_INVALID} for a blank name or right, or a colour that is not #RRGGBB. ` +
      'Members are moved up by their next growth movement.',
    input: LevelAddBody, response: AdminMemberLevel,
    errors: [E.LEVEL_GROWTH_TAKEN, E.LEVEL_NAME_TAKEN, E.LEVEL_COUPON_INVALID, E.LEVEL_FIELD_INVALID],
  },
  adminEdit: {
    method: 'POST', path: '/admin/api/memberlevel/edit', auth: 'admin',
    summary: 'Change a level: the fields sent, the others stay',
    description: `${ADMIN} The same rules as add; ${E.LEVEL_NOT_FOUND}. Nobody moves down: members keep the level they hold.`,
    input: LevelEditBody, response: AdminMemberLevel,
    errors: [E.LEVEL_NOT_FOUND, E.LEVEL_GROWTH_TAKEN, E.LEVEL_NAME_TAKEN, E.LEVEL_COUPON_INVALID, E.LEVEL_FIELD_INVALID],
  },
  adminDelete: {
    method: 'POST', path: '/admin/api/memberlevel/delete', auth: 'admin',
    summary: 'Delete a level nobody holds',
    description: `${ADMIN} ${E.LEVEL_IN_USE} while members hold it (switch it off with edit status 0 instead); ${E.LEVEL_NOT_FOUND}.`,
    input: LevelIdBody, response: Type.Null(), errors: [E.LEVEL_NOT_FOUND, E.LEVEL_IN_USE],
  },
})

export const giftApi = defineEndpoints('level.gift', {
  page: {
    method: ['GET', 'POST'], path: '/gift/api/giftorder/page', auth: 'member',
    summary: "The gift packages the caller received (level upgrades, activities), newest first",
    input: GiftPageBody, response: GiftPage,
  },
  detail: {
    method: ['GET', 'POST'], path: '/gift/api/giftorder/detail', auth: 'member',
    summary: 'One gift package the caller received and what was in it',
    description: `${E.GIFT_NOT_FOUND} when it is not the caller's.`,
    input: GiftDetailBody, response: Gift, errors: [E.GIFT_NOT_FOUND],
  },
})
