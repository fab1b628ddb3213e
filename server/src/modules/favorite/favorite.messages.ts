import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Collections and footprints: -21250 … -21299. */
export const FavoriteError = defineErrors('favorite', {
  /** the goods is unknown, off sale or of another website */
  GOODS_UNAVAILABLE: -21250,
  /** the member has collected as many goods as allowed */
  COLLECT_LIMIT: -21251,
  /** no footprint of the caller's with this id */
  BROWSE_NOT_FOUND: -21252,
  /** no collection of the caller's of this goods */
  COLLECT_NOT_FOUND: -21253,
})

addMessages({
  'zh-cn': {
    favorite_goods_unavailable: '商品不存在或已下架',
    favorite_collect_limit: '收藏数量已达上限（{max}）',
    favorite_browse_not_found: '足迹不存在',
    favorite_collect_not_found: '未收藏该商品',
  },
  'en-us': {
    favorite_goods_unavailable: 'This goods does not exist or is off sale',
    favorite_collect_limit: 'You can collect at most {max} goods',
    favorite_browse_not_found: 'Footprint not found',
    favorite_collect_not_found: 'This goods is not in your collection',
  },
})
