import { Type, type Static } from '@sinclair/typebox'

export const HOME_VIEW = 'DIY_VIEW_INDEX'

export const DiyViewInfoBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' })),
  /** 0 (default): the platform's pages; a shop's own decoration otherwise */
  site_id: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type DiyViewInfoInput = Static<typeof DiyViewInfoBody>

export interface DiyLink {
  wap_url: string
}

export type DiyComponent =
  | { id: string; type: 'banner'; list: Array<{ image: string; link: DiyLink }> }
  | { id: string; type: 'nav'; list: Array<{ title: string; title_en: string; icon: string; link: DiyLink }> }
  | { id: string; type: 'notice'; list: Array<{ title: string; link: DiyLink }> }
  | { id: string; type: 'goods'; title: string; title_en: string; source: 'recommend' | 'category' | 'new'; category_id?: number; count: number }
  | { id: string; type: 'shops'; title: string; title_en: string; count: number }

export interface DiyViewValue {
  global: { title: string; bgColor: string }
  components: DiyComponent[]
}
