import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

export const LocationError = defineErrors('location', {
  /** the region exists but neither it nor a region above it has a known centre */
  NO_CENTRE: -21300,
})

addMessages({
  'zh-cn': {
    location_no_centre: '该地区暂无位置信息，请选择其他地区',
    location_region_entity: '地区',
  },
  'en-us': {
    location_no_centre: 'This region has no known position; please choose another one',
    location_region_entity: 'Region',
  },
})
