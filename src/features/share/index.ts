export { useGoodsShare, shareOrigin, type ShareableGoods } from './useGoodsShare'
export { GoodsShare } from './components/GoodsShare'
