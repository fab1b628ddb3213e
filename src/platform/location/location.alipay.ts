import Taro from '@tarojs/taro'
import { isCancelled, type ChosenLocation, type Place, type Position } from './types'

/** my.getLocation answers in gcj02 already. */
export async function getLocation(): Promise<Position> {
  const res = await Taro.getLocation({ type: 'gcj02' })
  return { latitude: Number(res.latitude), longitude: Number(res.longitude), type: 'gcj02' }
}

export function canChooseLocation(): boolean {
  return true
}

/** my.chooseLocation (gcj02); null when the user closes it. */
export async function chooseLocation(): Promise<ChosenLocation | null> {
  try {
    const res = await Taro.chooseLocation({})
    return { latitude: Number(res.latitude), longitude: Number(res.longitude), name: res.name, address: res.address, type: 'gcj02' }
  } catch (e) {
    if (isCancelled(e)) return null
    throw e
  }
}

/** my.openLocation: the platform's own map page with the place. */
export async function openLocation(place: Place): Promise<void> {
  await Taro.openLocation({
    latitude: place.latitude,
    longitude: place.longitude,
    name: place.name ?? '',
    address: place.address ?? '',
    scale: Math.min(18, Math.max(5, Math.round(place.scale ?? 18))),
  })
}
