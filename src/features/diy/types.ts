/**
 * Decoration (DIY) pages, POST /api/diyview/info: the shapes are the server contract's (generated). The
 * server answers only components of these shapes, so the renderer never meets an unknown one.
 */
export type {
  DiyBannerComponent, DiyComponent, DiyGoodsComponent, DiyGoodsSource, DiyLink, DiyNavComponent, DiyNoticeComponent,
  DiyShopsComponent, DiyView, DiyViewValue,
} from '@/services/api/contract.gen'
