import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, StringEnum } from '../../contract/endpoint.js'

export const HOME_VIEW = 'DIY_VIEW_INDEX'

export const DiyViewInfoBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$', description: `default ${HOME_VIEW}` })),
  /** 0 (default): the platform's pages; a shop's own decoration otherwise */
  site_id: Type.Optional(Id({ minimum: 0, description: "0 (default): the platform's pages" })),
  /** a page by its id (custom landing pages); when given, name is not used */
  id: Type.Optional(Id({ description: 'a page by its id (custom landing pages, /otherpages/diy/diy/diy?id=); when given, name is not used' })),
})
export type DiyViewInfoInput = Static<typeof DiyViewInfoBody>

// The components of docs/api.md. A stored component that matches none of them is left out of the
// answer (decoration.service.ts), so the app only ever sees these shapes.
export const DiyLink = Type.Object({ wap_url: Type.String({ description: 'an app page, with its query' }) }, { title: 'DiyLink' })
export type DiyLink = Static<typeof DiyLink>

const ComponentId = Type.String({ maxLength: 64 })

export const DiyBannerComponent = Type.Object({
  id: ComponentId,
  type: Type.Literal('banner'),
  list: Type.Array(Type.Object({ image: Type.String(), link: DiyLink })),
}, { title: 'DiyBannerComponent' })

export const DiyNavComponent = Type.Object({
  id: ComponentId,
  type: Type.Literal('nav'),
  list: Type.Array(Type.Object({ title: Type.String(), title_en: Type.String(), icon: Type.String(), link: DiyLink })),
}, { title: 'DiyNavComponent', description: 'a grid of icons, 5 a row' })

export const DiyNoticeComponent = Type.Object({
  id: ComponentId,
  type: Type.Literal('notice'),
  list: Type.Array(Type.Object({ title: Type.String(), title_en: Type.Optional(Type.String()), link: DiyLink })),
}, { title: 'DiyNoticeComponent' })

export const DIY_GOODS_SOURCES = ['recommend', 'category', 'new'] as const
export const DiyGoodsComponent = Type.Object({
  id: ComponentId,
  type: Type.Literal('goods'),
  title: Type.String(),
  title_en: Type.String(),
  source: StringEnum(DIY_GOODS_SOURCES, 'DiyGoodsSource'),
  category_id: Type.Optional(Type.Integer({ minimum: 1, description: "source 'category' only" })),
  count: Type.Integer({ description: 'how many goods the block shows (/api/goodssku/page)' }),
}, { title: 'DiyGoodsComponent' })

export const DiyShopsComponent = Type.Object({
  id: ComponentId,
  type: Type.Literal('shops'),
  title: Type.String(),
  title_en: Type.String(),
  count: Type.Integer({ description: 'nearby shops (/api/shop/page)' }),
}, { title: 'DiyShopsComponent' })

export const DiyComponent = Type.Union([DiyBannerComponent, DiyNavComponent, DiyNoticeComponent, DiyGoodsComponent, DiyShopsComponent], { title: 'DiyComponent' })
export type DiyComponent = Static<typeof DiyComponent>

export const DiyViewValue = Type.Object({
  global: Type.Object({ title: Type.String(), bgColor: Type.String() }),
  components: Type.Array(DiyComponent),
}, { title: 'DiyViewValue' })
export type DiyViewValue = Static<typeof DiyViewValue>

export const DiyView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  value: DiyViewValue,
}, { title: 'DiyView' })
export type DiyView = Static<typeof DiyView>

export const decorationApi = defineEndpoints('decoration', {
  info: {
    method: 'POST', path: '/api/diyview/info', summary: 'A decorated page (the home page by default) with its components',
    description:
      'The page named name (DIY_VIEW_INDEX, the home page, by default) of the platform (site_id 0) or of a shop, or the page id ' +
      '(of that site_id) when id is given. value.components ' +
      'holds only components of the declared shapes (banner, nav, notice, goods, shops): a stored component of no known shape is ' +
      'left out, and a broken stored value answers an empty page. A goods block loads its goods with /api/goodssku/page, a shops ' +
      'block its shops with /api/shop/page. -10004: no such page.',
    input: DiyViewInfoBody, response: DiyView,
  },
})
