import type { KeyValueStore } from '../../infra/kv.js'
import { nowSeconds } from '../../db/database.js'
import { LOGIN_GUARD, loginGuardKeys } from './login.guard.js'

/** Forgets an address's wrong login passwords (both buckets of the sliding hour), so tests start clean. */
export async function forgetAddressFailures(kv: KeyValueStore, ip = '127.0.0.1'): Promise<void> {
  const bucket = Math.floor(nowSeconds() / LOGIN_GUARD.address.windowSeconds)
  for (const b of [bucket - 1, bucket, bucket + 1]) await kv.del(loginGuardKeys.address(ip, b))
}

/** The address's wrong login passwords in the current bucket. */
export async function addressFailuresNow(kv: KeyValueStore, ip = '127.0.0.1'): Promise<number> {
  return Number(await kv.get(loginGuardKeys.address(ip, Math.floor(nowSeconds() / LOGIN_GUARD.address.windowSeconds))))
}
