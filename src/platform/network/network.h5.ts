/** True when the device has no network at all (decides between the lost-network modal and a toast). */
export async function isNetworkLost(): Promise<boolean> {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
