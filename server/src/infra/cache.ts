import crypto from 'node:crypto'

/**
 * In-process caches for data many requests read and few change (category tree, decoration, goods
 * cards and details): a value lives `ttlMs` at most, one load runs per key however many requests ask
 * for it at once (single flight), and an invalidation drops it at once. With REDIS_URL every
 * invalidation is also published on a Redis channel, so the other server processes drop it too (the
 * values themselves stay in each process: reading them costs no round trip).
 */

export interface CacheLog {
  warn(obj: unknown, msg?: string): void
}

export interface TtlCacheOptions<V = unknown> {
  ttlMs: number
  /** entries held at most; beyond it the least recently used go (default 10,000) */
  capacity?: number
  /**
   * Bytes the entries may hold at most, as `sizeOf` estimates them; beyond it the least recently used
   * go (default: no bound but `capacity`). What a count cannot bound: entries of very different sizes.
   */
  maxBytes?: number
  /** an entry's estimated heap size in bytes (default: estimateBytes) */
  sizeOf?: (value: V) => number
  /**
   * For this long after `ttlMs`, `get` answers the old value at once and reloads it in the background
   * (default 0: an expired value is never answered). Keeps many keys that expire together from
   * queueing their loads on the database; an invalidation still drops a value at once.
   */
  staleMs?: number
  /**
   * For this long after a key was invalidated, a value loaded for it is kept only this long (default 0).
   * Writers may invalidate inside their transaction, before it commits: a load that ran in between may
   * have read the old rows, and it must not be kept for the whole TTL.
   */
  settleMs?: number
  /** the clock, ms (tests) */
  now?: () => number
}

/** How long keyed invalidations are remembered: longer than any load takes. */
const REMEMBER_INVALIDATION_MS = 30_000

/** What a Map entry and its record cost besides the value (key string, entry, record object). */
const ENTRY_OVERHEAD_BYTES = 120

/** Bytes of a string in V8's heap: one per character for Latin-1 text, two otherwise. */
export function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex -- the range starts at U+0000 on purpose: any char above U+00FF
  return /[^\u0000-\u00ff]/.test(text) ? text.length * 2 : text.length
}

/**
 * A value's heap size, estimated: a string (or an object's `text`, as SerializedData keeps it) by its
 * characters, anything else by the length of its JSON twice over (objects, numbers and property names
 * take more in the heap than in JSON). Meant for budgets, not accounting.
 */
export function estimateBytes(value: unknown): number {
  if (value === null || value === undefined) return 8
  if (typeof value === 'string') return stringBytes(value)
  const text = (value as { text?: unknown }).text
  if (typeof text === 'string') return stringBytes(text) + 64
  try {
    return 2 * (JSON.stringify(value)?.length ?? 8)
  } catch {
    return 1024
  }
}

interface Entry<V> {
  value: V
  expiresAt: number
  bytes: number
}

export class TtlCache<V> {
  /** in order of use, the least recently used first (a hit moves its entry to the end) */
  private readonly entries = new Map<string, Entry<V>>()
  private readonly inFlight = new Map<string, Promise<V>>()
  /** bumped by every invalidation: a load that started before one of its key must not store its (older) value */
  private generation = 0
  /** generation of the last drop of everything */
  private allDroppedAt = 0
  /** key -> [generation, time] of its last invalidation (remembered REMEMBER_INVALIDATION_MS) */
  private readonly dropped = new Map<string, [number, number]>()
  private readonly settleMs: number
  private readonly ttlMs: number
  private readonly staleMs: number
  private readonly capacity: number
  private readonly maxBytes: number
  private readonly sizeOf: ((value: V) => number) | null
  /** estimated bytes of the entries held (counted only with maxBytes) */
  private heldBytes = 0
  private readonly now: () => number

  constructor(opts: TtlCacheOptions<V>) {
    this.ttlMs = opts.ttlMs
    this.staleMs = Math.max(0, opts.staleMs ?? 0)
    this.settleMs = Math.max(0, opts.settleMs ?? 0)
    this.capacity = Math.max(1, opts.capacity ?? 10_000)
    this.maxBytes = opts.maxBytes && opts.maxBytes > 0 ? opts.maxBytes : Infinity
    this.sizeOf = this.maxBytes === Infinity ? null : (opts.sizeOf ?? estimateBytes)
    this.now = opts.now ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  /** estimated bytes held (0 without maxBytes) */
  get bytes(): number {
    return this.heldBytes
  }

  /** Marks a hit: the entry goes to the end of the order, the last to be evicted. */
  private touch(key: string, e: Entry<V>): void {
    this.entries.delete(key)
    this.entries.set(key, e)
  }

  private drop(key: string): void {
    const e = this.entries.get(key)
    if (!e) return
    this.heldBytes -= e.bytes
    this.entries.delete(key)
  }

  /** The live value, if any. */
  peek(key: string): V | undefined {
    const e = this.entries.get(key)
    if (!e) return undefined
    const now = this.now()
    if (e.expiresAt <= now) {
      if (e.expiresAt + this.staleMs <= now) this.drop(key)
      return undefined
    }
    this.touch(key, e)
    return e.value
  }

  /**
   * The cached value, else the result of `load` (shared with every caller asking meanwhile). Within
   * `staleMs` after expiry: the old value, while `load` refreshes it in the background.
   */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const e = this.entries.get(key)
    if (e) {
      const now = this.now()
      if (e.expiresAt > now) {
        this.touch(key, e)
        return Promise.resolve(e.value)
      }
      if (e.expiresAt + this.staleMs > now) {
        // a failed refresh leaves the old value until its stale time ends; the next load then reports it
        if (!this.inFlight.has(key)) this.load(key, load).catch(() => undefined)
        return Promise.resolve(e.value)
      }
      this.drop(key)
    }
    return this.inFlight.get(key) ?? this.load(key, load)
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generation
    const p = load().then(
      (value) => {
        if (this.inFlight.get(key) === p) this.inFlight.delete(key)
        // an invalidation of this key (or of everything) while it loaded: the value may be older than it
        const last = this.dropped.get(key)
        if (generation >= this.allDroppedAt && !(last && last[0] > generation)) this.set(key, value)
        return value
      },
      (err) => {
        if (this.inFlight.get(key) === p) this.inFlight.delete(key)
        throw err
      },
    )
    this.inFlight.set(key, p)
    return p
  }

  set(key: string, value: V): void {
    this.drop(key)
    const bytes = this.sizeOf ? this.sizeOf(value) + key.length + ENTRY_OVERHEAD_BYTES : 0
    // a value larger than the whole budget is not kept (it would push out everything else)
    if (bytes > this.maxBytes) return
    if (this.entries.size >= this.capacity) this.evict(Math.max(1, Math.floor(this.capacity / 10)), -1)
    if (this.heldBytes + bytes > this.maxBytes) this.evict(Infinity, this.maxBytes * 0.9 - bytes)
    const now = this.now()
    const last = this.settleMs ? this.dropped.get(key) : undefined
    const ttl = last && now - last[1] < this.settleMs ? Math.min(this.ttlMs, this.settleMs) : this.ttlMs
    this.entries.set(key, { value, expiresAt: now + ttl, bytes })
    this.heldBytes += bytes
  }

  /**
   * Drops the least recently used, `count` of them or until `bytesLeft` remain, in one pass: a tenth of
   * the room at a time. One at a time, each eviction's keys().next() walks over the holes earlier
   * deletions left at the front of V8's Map, which grows with every miss under churn.
   */
  private evict(count: number, bytesLeft: number): void {
    for (const [k, e] of this.entries) {
      if (count-- <= 0 || this.heldBytes <= bytesLeft) break
      this.heldBytes -= e.bytes
      this.entries.delete(k)
    }
  }

  /** Drops these keys, or everything when none are given. */
  invalidate(keys?: readonly string[]): void {
    const generation = ++this.generation
    if (!keys) {
      this.allDroppedAt = generation
      this.dropped.clear()
      this.entries.clear()
      this.heldBytes = 0
      this.inFlight.clear()
      return
    }
    const now = this.now()
    if (this.dropped.size > 10_000) {
      for (const [k, [, at]] of this.dropped) if (now - at > REMEMBER_INVALIDATION_MS) this.dropped.delete(k)
      // still full (a flood of writes): forget them all as if everything had been dropped
      if (this.dropped.size > 10_000) {
        this.allDroppedAt = generation
        this.dropped.clear()
      }
    }
    for (const k of keys) {
      this.dropped.delete(k)
      this.dropped.set(k, [generation, now])
      this.drop(k)
      this.inFlight.delete(k)
    }
  }
}

interface InvalidationMessage {
  /** the process that sent it (it already dropped its own entries) */
  from: string
  cache: string
  keys: string[] | null
}

export interface CacheHubOptions {
  /** publish and receive invalidations over Redis pub/sub */
  redisUrl?: string
  /** the pub/sub channel (tests use their own) */
  channel?: string
  log?: CacheLog
}

type RedisClient = import('ioredis').Redis

/**
 * Pub/sub channels are shared by every database number of a Redis server: the channel names the
 * database, so malls on one Redis (db 0, db 1 …) never drop each other's entries.
 */
export function invalidationChannel(redisUrl?: string): string {
  let db = '0'
  try {
    if (redisUrl) db = new URL(redisUrl).pathname.replace(/^\//, '') || '0'
  } catch {
    // not a URL (ioredis also takes host:port): database 0
  }
  return `mall:cache:invalidate:${db}`
}

/** The named caches of one server process, and the invalidation broadcast between processes. */
export class CacheHub {
  readonly id = crypto.randomBytes(8).toString('hex')
  private readonly caches = new Map<string, TtlCache<unknown>>()
  private channel: string
  private pub: RedisClient | null = null
  private sub: RedisClient | null = null
  private closed = false

  constructor(private opts: CacheHubOptions = {}) {
    this.channel = opts.channel ?? invalidationChannel(opts.redisUrl)
  }

  /** Sets the broadcast options of a hub made before its app configured it (before start). */
  configure(opts: CacheHubOptions): void {
    if (this.sub) return
    this.opts = { ...this.opts, ...opts }
    this.channel = this.opts.channel ?? invalidationChannel(this.opts.redisUrl)
  }

  /** Connects the broadcast (nothing to do without Redis); resolves once this process is subscribed. */
  async start(): Promise<void> {
    if (!this.opts.redisUrl || this.sub) return
    const { Redis } = await import('ioredis')
    this.pub = new Redis(this.opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
    this.sub = new Redis(this.opts.redisUrl, { lazyConnect: true })
    await Promise.all([this.pub.connect(), this.sub.connect()])
    this.sub.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return
      try {
        const msg = JSON.parse(text) as InvalidationMessage
        if (msg.from !== this.id) this.caches.get(msg.cache)?.invalidate(msg.keys ?? undefined)
      } catch (err) {
        this.opts.log?.warn({ err }, 'cache invalidation message not understood')
      }
    })
    await this.sub.subscribe(this.channel)
  }

  /** The cache called `name` (made on first use with these options). */
  cache<V>(name: string, opts: TtlCacheOptions<V>): TtlCache<V> {
    let c = this.caches.get(name) as TtlCache<V> | undefined
    if (!c) {
      c = new TtlCache<V>(opts)
      this.caches.set(name, c as TtlCache<unknown>)
    }
    return c
  }

  /** Drops keys of cache `name` (all of it without keys) here and, over Redis, in every other process. */
  async invalidate(name: string, keys?: readonly string[]): Promise<void> {
    this.caches.get(name)?.invalidate(keys)
    if (!this.pub || this.closed) return
    const msg: InvalidationMessage = { from: this.id, cache: name, keys: keys ? [...keys] : null }
    try {
      await this.pub.publish(this.channel, JSON.stringify(msg))
    } catch (err) {
      // the other processes keep their entries until the TTL runs out
      this.opts.log?.warn({ err, cache: name }, 'cache invalidation not broadcast')
    }
  }

  async close(): Promise<void> {
    this.closed = true
    for (const c of this.caches.values()) c.invalidate()
    await Promise.all([this.pub?.quit(), this.sub?.quit()].map((p) => p?.catch(() => undefined)))
    this.pub = this.sub = null
  }
}

// one hub per database handle, i.e. per app (tests run several apps in one process)
const hubs = new WeakMap<object, CacheHub>()

/** The hub of the app owning `db`; made on first use. The app's routes start and close it (openCacheHub). */
export function cacheHub(deps: { db: object }): CacheHub {
  let hub = hubs.get(deps.db)
  if (!hub) {
    hub = new CacheHub()
    hubs.set(deps.db, hub)
  }
  return hub
}

/** Makes (with the Redis broadcast when redisUrl is set) and starts the hub of the app owning `db`. */
export async function openCacheHub(deps: { db: object; config: { redisUrl?: string }; log?: CacheLog }): Promise<CacheHub> {
  let hub = hubs.get(deps.db)
  if (!hub) {
    hub = new CacheHub({ redisUrl: deps.config.redisUrl, log: deps.log })
    hubs.set(deps.db, hub)
  } else hub.configure({ redisUrl: deps.config.redisUrl, log: deps.log })
  await hub.start()
  return hub
}
