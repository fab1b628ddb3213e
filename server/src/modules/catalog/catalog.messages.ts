import { addMessages } from '../../http/messages.js'

// Entity names for `not_found` ({what}不存在 / {what} not found) across the catalogue modules.
addMessages({
  'zh-cn': { goods_entity: '商品', shop_entity: '店铺', topic_entity: '专题活动', diyview_entity: '页面' },
  'en-us': { goods_entity: 'Goods', shop_entity: 'Shop', topic_entity: 'Topic', diyview_entity: 'Page' },
})
