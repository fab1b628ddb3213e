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
  /** Throws when the store cannot answer (the health check asks). */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface MemoryStoreOptions {
  /** entries held at most; beyond it the least recently used one goes (default 100,000) */
  capacity?: number
  /** how often expired entries are swept out without being read again (default 30 s) */
  sweepIntervalMs?: number
  /** the clock, in milliseconds (tests) */
  now?: () => number
}

/**
 * One process's store. Bounded: expired entries are swept on a timer (not only when read again) and
 * a full store forgets its least recently used entry, so a flood of short-lived keys (captchas,
 * codes) cannot grow the process without limit.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  // a Map keeps insertion order: re-inserting on use makes the first key the least recently used
  private readonly entries = new Map<string, { value: string; expiresAt: number | null }>()
  private readonly capacity: number
  private readonly now: () => number
  private sweeper: NodeJS.Timeout | null
  private lastSweepAt = 0

  constructor(opts: MemoryStoreOptions = {}) {
    this.capacity = Math.max(1, Math.floor(opts.capacity ?? 100_000))
    this.now = opts.now ?? Date.now
    this.sweeper = setInterval(() => this.sweep(), opts.sweepIntervalMs ?? 30_000)
    // the sweeper alone never keeps the process alive
    this.sweeper.unref()
  }

  /** entries held now, expired ones not yet swept included */
  get size(): number {
    return this.entries.size
  }

  /** Drops every expired entry; answers how many went. */
  sweep(): number {
    const now = this.now()
    this.lastSweepAt = now
    let dropped = 0
    for (const [key, e] of this.entries) {
      if (e.expiresAt !== null && e.expiresAt <= now) {
        this.entries.delete(key)
        dropped++
      }
    }
    return dropped
  }

  private live(key: string) {
    const e = this.entries.get(key)
    if (!e) return undefined
    if (e.expiresAt !== null && e.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    // most recently used: to the end of the order
    this.entries.delete(key)
    this.entries.set(key, e)
    return e
  }

  private put(key: string, value: string, ttlSeconds?: number) {
    this.entries.delete(key)
    if (this.entries.size >= this.capacity) {
      // full: expired entries go first (a sweep at most once a second, it walks the whole map),
      // then the least recently used
      if (this.now() - this.lastSweepAt < 1000 || this.sweep() === 0) this.entries.delete(this.entries.keys().next().value!)
    }
    this.entries.set(key, { value, expiresAt: ttlSeconds ? this.now() + ttlSeconds * 1000 : null })
  }

  async get(key: string) {
    return this.live(key)?.value ?? null
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    this.put(key, value, ttlSeconds)
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false
    this.put(key, value, ttlSeconds)
    return true
  }

  async incr(key: string, ttlSeconds: number) {
    const e = this.live(key)
    if (!e) {
      this.put(key, '1', ttlSeconds)
      return 1
    }
    const next = Number(e.value) + 1
    e.value = String(next)
    return next
  }

  async del(key: string) {
    this.entries.delete(key)
  }

  async ping() {}

  async close() {
    if (this.sweeper) clearInterval(this.sweeper)
    this.sweeper = null
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
    async ping() {
      await redis.ping()
    },
    async close() {
      await redis.quit()
    },
  }
}
