import Taro from '@tarojs/taro'
import type { Position } from './types'

/** my.getLocation answers in gcj02 already. */
export async function getLocation(): Promise<Position> {
  const res = await Taro.getLocation({ type: 'gcj02' })
  return { latitude: Number(res.latitude), longitude: Number(res.longitude), type: 'gcj02' }
}
