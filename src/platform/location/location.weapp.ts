import Taro from '@tarojs/taro'
import { isCancelled, type ChosenLocation, type Place, type Position } from './types'

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

/** wx.openLocation: the platform's own map page with the place. */
export async function openLocation(place: Place): Promise<void> {
  await Taro.openLocation({
    latitude: place.latitude,
    longitude: place.longitude,
    name: place.name ?? '',
    address: place.address ?? '',
    scale: Math.min(18, Math.max(5, Math.round(place.scale ?? 18))),
  })
}
