import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Shipping address rules: -20751 … -20759 (the address range is -20750 … -20799). */
export const AddressError = defineErrors('address', {
  /** no such address of the caller (another member's id answers the same, never revealing it exists) */
  NOT_FOUND: -20751,
  /** the member already has ADDRESS_MAX addresses */
  LIMIT_REACHED: -20752,
  NAME_INVALID: -20753,
  MOBILE_INVALID: -20754,
  TELEPHONE_INVALID: -20755,
  ADDRESS_INVALID: -20756,
  /** a region id that does not exist or is not under its parent (the message names the field) */
  REGION_INVALID: -20757,
})

addMessages({
  'zh-cn': {
    address_not_found: '收货地址不存在',
    address_limit_reached: '最多只能添加 {max} 个收货地址',
    address_name_invalid: '请填写收货人姓名（1 到 {max} 个字）',
    address_mobile_invalid: '请填写正确的手机号',
    address_telephone_invalid: '固定电话只能包含数字和“-”，最多 {max} 位',
    address_address_invalid: '请填写详细地址（1 到 {max} 个字）',
    address_region_invalid: '请选择正确的{field}',
    address_field_province: '省份',
    address_field_city: '城市',
    address_field_district: '区县',
    address_field_community: '社区',
  },
  'en-us': {
    address_not_found: 'Address not found',
    address_limit_reached: 'You can keep at most {max} addresses',
    address_name_invalid: "Enter the consignee's name (1 to {max} characters)",
    address_mobile_invalid: 'Enter a valid mobile number',
    address_telephone_invalid: 'A landline may hold only digits and "-", at most {max} characters',
    address_address_invalid: 'Enter the detailed address (1 to {max} characters)',
    address_region_invalid: 'Choose a valid {field}',
    address_field_province: 'province',
    address_field_city: 'city',
    address_field_district: 'district',
    address_field_community: 'community',
  },
})
