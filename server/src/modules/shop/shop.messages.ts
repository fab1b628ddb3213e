import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Following shops: -21101 … -21149. */
export const ShopFollowError = defineErrors('shopfollow', {
  /** follow: the shop is unknown, closed, or of another website */
  SHOP_UNAVAILABLE: -21101,
  /** follow: the member follows MAX_FOLLOWS shops already */
  FOLLOW_LIMIT: -21102,
})

addMessages({
  'zh-cn': {
    shopfollow_shop_unavailable: '店铺不存在或已关闭',
    shopfollow_limit: '关注的店铺已达上限（{max} 家）',
  },
  'en-us': {
    shopfollow_shop_unavailable: 'This shop does not exist or is closed',
    shopfollow_limit: 'You follow as many shops as allowed ({max})',
  },
})
