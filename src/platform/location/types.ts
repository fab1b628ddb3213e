export interface Position {
  latitude: number
  longitude: number
  /** the datum: gcj02 from the mini-programs and the WeChat JSSDK, wgs84 from browser geolocation */
  type?: 'gcj02' | 'wgs84'
}

/** A point the user picked on the map (or, in the WeChat browser, where they are). */
export interface ChosenLocation extends Position {
  name?: string
  address?: string
}

/** Spec section 3: location. A place to show on a map (openLocation). */
export interface Place {
  latitude: number
  longitude: number
  name?: string
  address?: string
  /** map zoom, 5..18 in the mini-programs (18 when absent) */
  scale?: number
}

/** A mini-program chooseLocation fail whose errMsg says cancel: the user closed the map. */
export function isCancelled(err: unknown): boolean {
  return /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? (err as Error)?.message ?? ''))
}
