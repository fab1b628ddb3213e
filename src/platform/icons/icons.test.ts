import { globalConfig } from '@nutui/icons-react-taro/dist/es/icons/internal.js'
import { setupIcons as setupH5 } from './icons.h5'
import { setupIcons as setupWeapp } from './icons.weapp'

describe('icons', () => {
  it('H5 keeps the <i> element; mini-programs draw icons in a view, which they have a template for', () => {
    setupH5()
    expect(globalConfig.tag).toBe('i')
    setupWeapp()
    expect(globalConfig.tag).toBe('view')
    globalConfig.tag = 'i'
  })
})
