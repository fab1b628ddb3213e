import { img } from './image'
import { useAppStore, type DefaultImg } from '@/store/app'

const DEFAULTS: DefaultImg = {
  default_goods_img: 'upload/default/goods.png', default_headimg: 'upload/default/head.png', default_shop_img: 'upload/default/shop.png',
  default_category_img: 'c.png', default_city_img: 'ci.png', default_supply_img: 'su.png', default_store_img: 'st.png', default_brand_img: 'b.png',
}

beforeEach(() => useAppStore.setState({ defaultImg: DEFAULTS }))

describe('img', () => {
  it('prefixes relative paths with the image domain (same origin on H5) and adds the size suffix', () => {
    expect(img('upload/goods/7.png')).toBe('/upload/goods/7.png')
    expect(img('upload/goods/7.png', 'mid')).toBe('/upload/goods/7_mid.png')
  })

  it('falls back to the mall’s default image of the requested kind', () => {
    expect(img('', 'small')).toBe('/upload/default/goods_small.png')
    expect(img(undefined, undefined, 'default_headimg')).toBe('/upload/default/head.png')
    expect(img(null, undefined, 'default_shop_img')).toBe('/upload/default/shop.png')
  })

  it('gives an empty address when neither the image nor a default exists', () => {
    useAppStore.setState({ defaultImg: null })
    expect(img('')).toBe('')
  })

  it('leaves absolute addresses alone', () => {
    expect(img('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})
