import Taro from '@tarojs/taro'
import { isCancelled, type ChosenLocation, type Position } from './types'

/** gcj02, as the map and the server's region lookup expect; app.json declares requiredPrivateInfos. */
export async function getLocation(): Promise<Position> {
  const res = await Taro.getLocation({ type: 'gcj02' })
  return { latitude: res.latitude, longitude: res.longitude, type: 'gcj02' }
}

export function canChooseLocation(): boolean {
  return true
}

/** The map picker (gcj02); null when the user closes it. app.json must declare chooseLocation in requiredPrivateInfos. */
export async function chooseLocation(): Promise<ChosenLocation | null> {
  try {
    const res = await Taro.chooseLocation({})
    return { latitude: Number(res.latitude), longitude: Number(res.longitude), name: res.name, address: res.address, type: 'gcj02' }
  } catch (e) {
    if (isCancelled(e)) return null
    throw e
  }
}
