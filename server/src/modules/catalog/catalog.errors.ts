import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of the operator's catalogue writers (goods, categories, decoration): -20600 … -20699. */
export const CatalogError = defineErrors('catalog', {
  /** a SKU of the edit is not one of the goods' own */
  SKU_NOT_OF_GOODS: -20601,
  /** a decoration component is not of the contract's shapes (DiyComponent) */
  DIY_COMPONENT_INVALID: -20610,
  /** the decoration value is larger than MAX_DIY_VALUE_BYTES once serialized */
  DIY_VALUE_TOO_LARGE: -20611,
  /** another page of the same site already has the name */
  DIY_NAME_TAKEN: -20612,
})

addMessages({
  'zh-cn': {
    catalog_sku_not_of_goods: '规格 {sku_id} 不属于该商品',
    catalog_diy_component_invalid: '第 {index} 个组件（{type}）格式不正确',
    catalog_diy_value_too_large: '装修内容过大（{size} KB），不能超过 {max} KB',
    catalog_diy_name_taken: '页面名称 {name} 已被使用',
    goods_category_entity: '商品分类',
    catalog_nothing_to_change: '没有要修改的内容',
  },
  'en-us': {
    catalog_sku_not_of_goods: 'SKU {sku_id} is not a SKU of this goods',
    catalog_diy_component_invalid: 'Component {index} ({type}) is not of a known shape',
    catalog_diy_value_too_large: 'The decoration is too large ({size} KB), {max} KB at most',
    catalog_diy_name_taken: 'The page name {name} is taken',
    goods_category_entity: 'Goods category',
    catalog_nothing_to_change: 'nothing to change',
  },
})
