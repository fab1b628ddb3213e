import Taro from '@tarojs/taro'
import type { Position } from './types'

/** gcj02, as the map and the server's region lookup expect; app.json declares requiredPrivateInfos. */
export async function getLocation(): Promise<Position> {
  const res = await Taro.getLocation({ type: 'gcj02' })
  return { latitude: res.latitude, longitude: res.longitude, type: 'gcj02' }
}
