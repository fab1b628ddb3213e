export { useGoodsShare, shareOrigin, type ShareableGoods } from './useGoodsShare'
export { usePageShare, useSharerId, type PageShareInput } from './usePageShare'
export { GoodsShare } from './components/GoodsShare'
