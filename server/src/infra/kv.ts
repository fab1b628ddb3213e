/**
 * Short-lived keys: rate-limit counters, one-time codes, cached counts, hot stock.
 * In memory by default; Redis when REDIS_URL is set so several server processes agree.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlSeconds?: number): Promise<void>
  /** Sets only when absent; true when this call set it (a lock / once-only guard). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>
  /** Increments and returns the new value; the TTL is applied when the key is created. */
  incr(key: string, ttlSeconds: number): Promise<number>
  del(key: string): Promise<void>
  close(): Promise<void>
}

export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number | null }>()

  private live(key: string) {
    const e = this.entries.get(key)
    if (!e) return undefined
    if (e.expiresAt !== null && e.expiresAt <= Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    return e
  }

  async get(key: string) {
    return this.live(key)?.value ?? null
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    this.entries.set(key, { value, expiresAt: ttlSeconds ? Date.now() + ttlSeconds * 1000 : null })
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false
    await this.set(key, value, ttlSeconds)
    return true
  }

  async incr(key: string, ttlSeconds: number) {
    const e = this.live(key)
    if (!e) {
      await this.set(key, '1', ttlSeconds)
      return 1
    }
    const next = Number(e.value) + 1
    e.value = String(next)
    return next
  }

  async del(key: string) {
    this.entries.delete(key)
  }

  async close() {
    this.entries.clear()
  }
}

export async function createRedisKeyValueStore(url: string, prefix = 'mall:'): Promise<KeyValueStore> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  return {
    get: (key) => redis.get(prefix + key),
    async set(key, value, ttlSeconds) {
      if (ttlSeconds) await redis.set(prefix + key, value, 'EX', ttlSeconds)
      else await redis.set(prefix + key, value)
    },
    async setIfAbsent(key, value, ttlSeconds) {
      return (await redis.set(prefix + key, value, 'EX', ttlSeconds, 'NX')) === 'OK'
    },
    async incr(key, ttlSeconds) {
      // INCR then EXPIRE NX in one round trip, so a crash between them cannot leave a key without TTL
      const [[, n]] = (await redis.multi().incr(prefix + key).expire(prefix + key, ttlSeconds, 'NX').exec()) as [[null, number]]
      return n
    },
    async del(key) {
      await redis.del(prefix + key)
    },
    async close() {
      await redis.quit()
    },
  }
}
