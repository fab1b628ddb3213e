import type { Position } from './types'

/**
 * W3C geolocation (WGS84). Taro's H5 getLocation is avoided: without the WeChat JSSDK it only
 * supports wgs84 anyway, and its stubs must never be trusted (shared notes).
 */
export function getLocation(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('geolocation unavailable'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => reject(new Error(e.message || 'geolocation denied')),
      { enableHighAccuracy: false, timeout: 10000, maximumAge: 300000 },
    )
  })
}
