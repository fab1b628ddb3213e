import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of member levels and gifts: -21720 … -21769. */
export const LevelError = defineErrors('level', {
  LEVEL_NOT_FOUND: -21721,
  /** another level of the website has this growth threshold (ranks are strict) */
  LEVEL_GROWTH_TAKEN: -21722,
  /** members hold the level: switch it off instead */
  LEVEL_IN_USE: -21723,
  /** a gift coupon is not an issuable platform coupon type of this website */
  LEVEL_COUPON_INVALID: -21724,
  /** the name is taken by another level of the website */
  LEVEL_NAME_TAKEN: -21725,
  /** blank name, colour not #RRGGBB, blank right */
  LEVEL_FIELD_INVALID: -21726,
  GIFT_NOT_FOUND: -21740,
})

addMessages({
  'zh-cn': {
    level_not_found: '会员等级不存在',
    level_growth_taken: '已有等级使用成长值 {growth}，每个等级的成长值门槛须不同',
    level_in_use: '还有 {count} 位会员处于该等级，不能删除，可以将其停用',
    level_coupon_invalid: '礼包中的优惠券 {id} 不存在或不可发放',
    level_name_taken: '等级名称“{name}”已被使用',
    level_field_invalid: '{field}填写不正确',
    level_field_level_name: '等级名称',
    level_field_level_color: '等级颜色',
    level_field_equity: '等级权益',
    gift_not_found: '礼包记录不存在',
  },
  'en-us': {
    level_not_found: 'This member level does not exist',
    level_growth_taken: 'Another level already needs {growth} growth; every level needs a different threshold',
    level_in_use: '{count} members hold this level: it cannot be deleted, switch it off instead',
    level_coupon_invalid: 'Coupon {id} of the gift package does not exist or cannot be issued',
    level_name_taken: 'The level name "{name}" is taken',
    level_field_invalid: 'The {field} is not valid',
    level_field_level_name: 'level name',
    level_field_level_color: 'level colour',
    level_field_equity: 'level rights',
    gift_not_found: 'This gift record does not exist',
  },
})
