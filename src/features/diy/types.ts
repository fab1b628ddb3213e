/** Decoration (DIY) page, POST /api/diyview/info. */
export interface DiyLink {
  wap_url?: string
  site_id?: number
}

export interface DiyBannerComponent {
  id: string | number
  type: 'banner'
  list: Array<{ image: string; link?: DiyLink }>
}

export interface DiyNavComponent {
  id: string | number
  type: 'nav'
  list: Array<{ title: string; title_en?: string; icon: string; link?: DiyLink }>
}

export interface DiyNoticeComponent {
  id: string | number
  type: 'notice'
  list: Array<{ title: string; title_en?: string; link?: DiyLink | string }>
}

export interface DiyGoodsComponent {
  id: string | number
  type: 'goods'
  title?: string
  title_en?: string
  source: 'recommend' | 'category' | 'new'
  category_id?: number
  count?: number
}

export interface DiyShopsComponent {
  id: string | number
  type: 'shops'
  title?: string
  title_en?: string
  count?: number
}

export type DiyComponent =
  | DiyBannerComponent
  | DiyNavComponent
  | DiyNoticeComponent
  | DiyGoodsComponent
  | DiyShopsComponent

export interface DiyView {
  id: number
  name: string
  title: string
  value: {
    global?: { title?: string; bgColor?: string }
    components: DiyComponent[]
  }
}
