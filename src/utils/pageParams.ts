import Taro from '@tarojs/taro'

/** A positive integer id from the current page's query (`order_id`, `order_goods_id` …); 0 when missing or malformed. */
export function idParam(name: string): number {
  const n = Number(Taro.getCurrentInstance().router?.params?.[name])
  return Number.isSafeInteger(n) && n > 0 ? n : 0
}
