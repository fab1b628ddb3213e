import { useEffect, useState } from 'react'
import { getLocation } from '@/platform/location'
import { useAppStore } from '@/store/app'

export interface Coords {
  latitude: number
  longitude: number
}

export type PositionState =
  | { status: 'locating' }
  | { status: 'located'; coords: Coords }
  | { status: 'denied' }

/**
 * The user's position for distance sorting: the one already in the store, else one platform request;
 * refusal or failure ends in 'denied' so pages fall back to the order without location.
 */
export function useCurrentPosition(): PositionState {
  const stored = useAppStore((s) => s.location)
  const setLocation = useAppStore((s) => s.setLocation)
  const [state, setState] = useState<PositionState>(() =>
    stored?.latitude != null && stored?.longitude != null
      ? { status: 'located', coords: { latitude: stored.latitude, longitude: stored.longitude } }
      : { status: 'locating' },
  )
  useEffect(() => {
    if (state.status !== 'locating') return
    let live = true
    getLocation()
      .then((pos) => {
        if (!live) return
        setState({ status: 'located', coords: { latitude: pos.latitude, longitude: pos.longitude } })
        setLocation({ ...stored, latitude: pos.latitude, longitude: pos.longitude })
      })
      .catch(() => live && setState({ status: 'denied' }))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: no second request after a refusal
  }, [])
  return state
}
