/**
 * Coalesces lookups by key asked for in the same turn of the event loop into one call of `loadMany`.
 * Under load many requests miss a cache at once; one query for all of them pays the statement, and on
 * PostgreSQL the round trip and the wake-ups on both sides, once instead of once per request. A key
 * asked for twice in a turn is loaded once; `loadMany` gets at most `maxBatch` keys per call.
 */
export class KeyBatcher<K, V> {
  private pending = new Map<K, Array<{ resolve: (v: V | undefined) => void; reject: (err: unknown) => void }>>()
  private scheduled = false

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
    private readonly maxBatch = 100,
  ) {}

  /** The value of `key` (undefined: `loadMany` found none), loaded with every key asked for this turn. */
  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      let waiters = this.pending.get(key)
      if (!waiters) {
        waiters = []
        this.pending.set(key, waiters)
      }
      waiters.push({ resolve, reject })
      if (!this.scheduled) {
        this.scheduled = true
        // after the poll phase has read every request that arrived together
        setImmediate(() => this.flush())
      }
    })
  }

  private flush(): void {
    this.scheduled = false
    const batch = this.pending
    this.pending = new Map()
    const keys = [...batch.keys()]
    for (let i = 0; i < keys.length; i += this.maxBatch) {
      const part = keys.slice(i, i + this.maxBatch)
      const settle = (each: (w: { resolve: (v: V | undefined) => void; reject: (err: unknown) => void }, key: K) => void) => {
        for (const key of part) for (const w of batch.get(key)!) each(w, key)
      }
      // a loader that throws synchronously fails its batch like one that rejects
      Promise.resolve().then(() => this.loadMany(part)).then(
        (found) => settle((w, key) => w.resolve(found.get(key))),
        (err) => settle((w) => w.reject(err)),
      )
    }
  }
}

/** One batcher per owner (a database handle), made by `make` on its first use. */
export function batchersByOwner<K, V>(): (owner: object, make: () => KeyBatcher<K, V>) => KeyBatcher<K, V> {
  const batchers = new WeakMap<object, KeyBatcher<K, V>>()
  return (owner, make) => {
    let batcher = batchers.get(owner)
    if (!batcher) {
      batcher = make()
      batchers.set(owner, batcher)
    }
    return batcher
  }
}
