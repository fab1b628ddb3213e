import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

export const RegionError = defineErrors('region', {
  /** the point is valid but lies in no district we know (open sea, abroad) */
  NOT_SUPPORTED: -20101,
})

addMessages({
  'zh-cn': {
    region_latlng_invalid: '位置参数错误：{field} 应为“纬度,经度”，纬度在 -90 到 90 之间，经度在 -180 到 180 之间',
    region_not_supported: '当前位置不在服务区域内',
    region_entity: '地区',
  },
  'en-us': {
    region_latlng_invalid: 'Invalid location: {field} must be "latitude,longitude" with latitude between -90 and 90 and longitude between -180 and 180',
    region_not_supported: 'This location is not in a supported region',
    region_entity: 'Region',
  },
})
