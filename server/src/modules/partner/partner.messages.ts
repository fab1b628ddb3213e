import { addMessages } from '../../http/messages.js'

// the "what" of -10004 on the licence page
addMessages({
  'zh-cn': { license_entity: '营业执照' },
  'en-us': { license_entity: 'Business licence' },
})
