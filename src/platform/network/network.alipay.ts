import Taro from '@tarojs/taro'

export async function isNetworkLost(): Promise<boolean> {
  try {
    const res = await Taro.getNetworkType()
    return res.networkType === 'none'
  } catch {
    return false
  }
}
export { httpRequest } from './request.mini'
