import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { describe, it } from 'node:test'
import { CacheHub, TtlCache, estimateBytes, invalidationChannel, stringBytes } from './cache.js'

const tick = () => new Promise((r) => setImmediate(r))

describe('invalidation channel', () => {
  it('names the Redis database: malls on other databases of one server never hear each other', () => {
    assert.equal(invalidationChannel('redis://127.0.0.1:6379/11'), 'mall:cache:invalidate:11')
    assert.equal(invalidationChannel('redis://127.0.0.1:6379'), 'mall:cache:invalidate:0')
    assert.equal(invalidationChannel(undefined), 'mall:cache:invalidate:0')
    assert.notEqual(invalidationChannel('redis://h/1'), invalidationChannel('redis://h/2'))
  })
})

describe('TtlCache', () => {
  it('loads a key once for every caller asking at the same time (single flight)', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000 })
    let loads = 0
    let release!: (v: number) => void
    const load = () => {
      loads++
      return new Promise<number>((r) => (release = r))
    }
    const answers = Array.from({ length: 20 }, () => cache.get('k', load))
    await tick()
    release(42)
    assert.deepEqual(await Promise.all(answers), Array(20).fill(42))
    assert.equal(loads, 1)
    assert.equal(await cache.get('k', load), 42)
    assert.equal(loads, 1)
  })

  it('forgets a value after its time, and a failed load is not kept', async () => {
    let now = 0
    const cache = new TtlCache<string>({ ttlMs: 100, now: () => now })
    assert.equal(await cache.get('k', async () => 'a'), 'a')
    now = 99
    assert.equal(await cache.get('k', async () => 'b'), 'a')
    now = 100
    assert.equal(await cache.get('k', async () => 'b'), 'b')
    await assert.rejects(cache.get('x', async () => { throw new Error('down') }), /down/)
    assert.equal(await cache.get('x', async () => 'up'), 'up')
  })

  it('an invalidation of one key discards only the loads of that key that were running', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000 })
    const releases: Record<string, (v: string) => void> = {}
    const slow = (key: string) => () => new Promise<string>((r) => (releases[key] = r))
    const a = cache.get('a', slow('a'))
    const b = cache.get('b', slow('b'))
    await tick()
    cache.invalidate(['a'])
    releases.a('old a')
    releases.b('b1')
    assert.equal(await a, 'old a', 'the caller still gets an answer')
    assert.equal(await b, 'b1')
    assert.equal(cache.peek('a'), undefined, 'loaded before its invalidation: not kept')
    assert.equal(cache.peek('b'), 'b1', 'another key is kept')
    const all = cache.get('c', slow('c'))
    await tick()
    cache.invalidate()
    releases.c('old c')
    await all
    assert.equal(cache.peek('c'), undefined, 'dropping everything discards every running load')
  })

  it('within settleMs of its invalidation, a key loaded again is kept only settleMs (a writer not yet committed)', async () => {
    let now = 0
    const cache = new TtlCache<string>({ ttlMs: 60_000, settleMs: 2000, now: () => now })
    assert.equal(await cache.get('k', async () => 'v1'), 'v1')
    now = 10
    cache.invalidate(['k'])
    now = 20
    // read before the writer committed: the old value comes back, but lives only the settle time
    assert.equal(await cache.get('k', async () => 'v1 (before commit)'), 'v1 (before commit)')
    now = 20 + 1999
    assert.equal(cache.peek('k'), 'v1 (before commit)')
    now = 20 + 2000
    assert.equal(await cache.get('k', async () => 'v2'), 'v2')
    now = 20 + 2000 + 59_999
    assert.equal(cache.peek('k'), 'v2', 'loaded after the settle time: the whole TTL')
  })

  it('within staleMs: answers the old value at once and reloads it once in the background', async () => {
    let now = 0
    const cache = new TtlCache<string>({ ttlMs: 100, staleMs: 50, now: () => now })
    assert.equal(await cache.get('k', async () => 'a'), 'a')
    let loads = 0
    let release!: (v: string) => void
    const load = () => {
      loads++
      return new Promise<string>((r) => (release = r))
    }
    now = 120
    // expired but within the stale time: the old value, with one reload for all callers
    assert.deepEqual(await Promise.all([cache.get('k', load), cache.get('k', load)]), ['a', 'a'])
    assert.equal(loads, 1)
    assert.equal(cache.peek('k'), undefined, 'peek answers live values only')
    release('b')
    await tick()
    assert.equal(await cache.get('k', load), 'b')
    assert.equal(loads, 1)
    // past the stale time: the caller waits for the load
    now = 120 + 100 + 50
    assert.equal(await cache.get('k', async () => 'c'), 'c')
  })

  it('a failed background reload keeps the old value until its stale time ends, then the load fails in the open', async () => {
    let now = 0
    const cache = new TtlCache<string>({ ttlMs: 100, staleMs: 50, now: () => now })
    await cache.get('k', async () => 'a')
    now = 110
    assert.equal(await cache.get('k', async () => { throw new Error('down') }), 'a')
    await tick()
    assert.equal(await cache.get('k', async () => { throw new Error('down') }), 'a')
    now = 150
    await assert.rejects(cache.get('k', async () => { throw new Error('down') }), /down/)
  })

  it('an invalidation drops a stale value too: the next caller waits for fresh data', async () => {
    let now = 0
    const cache = new TtlCache<string>({ ttlMs: 100, staleMs: 1000, now: () => now })
    await cache.get('k', async () => 'old')
    now = 200
    cache.invalidate(['k'])
    assert.equal(await cache.get('k', async () => 'new'), 'new')
  })

  it('drops keys on invalidation, and a load that began before it does not store its older value', async () => {
    const cache = new TtlCache<string>({ ttlMs: 10_000 })
    cache.set('a', '1')
    cache.set('b', '2')
    cache.invalidate(['a'])
    assert.equal(cache.peek('a'), undefined)
    assert.equal(cache.peek('b'), '2')
    let release!: (v: string) => void
    const pending = cache.get('c', () => new Promise<string>((r) => (release = r)))
    await tick()
    cache.invalidate()
    assert.equal(cache.peek('b'), undefined)
    release('old')
    assert.equal(await pending, 'old')
    assert.equal(cache.peek('c'), undefined, 'loaded before the invalidation: not kept')
    assert.equal(await cache.get('c', async () => 'new'), 'new')
  })

  it('holds at most its capacity, the oldest going first', () => {
    const cache = new TtlCache<number>({ ttlMs: 10_000, capacity: 3 })
    for (let i = 0; i < 5; i++) cache.set(`k${i}`, i)
    assert.equal(cache.size, 3)
    assert.equal(cache.peek('k0'), undefined)
    assert.equal(cache.peek('k4'), 4)
    // a larger cache makes room a tenth at a time, oldest first
    const big = new TtlCache<number>({ ttlMs: 10_000, capacity: 100 })
    for (let i = 0; i < 101; i++) big.set(`k${i}`, i)
    assert.equal(big.size, 91)
    assert.equal(big.peek('k9'), undefined)
    assert.equal(big.peek('k10'), 10)
    assert.equal(big.peek('k100'), 100)
  })

  it('a hit keeps a key: the least recently used goes first', () => {
    const cache = new TtlCache<number>({ ttlMs: 10_000, capacity: 3 })
    for (let i = 0; i < 3; i++) cache.set(`k${i}`, i)
    assert.equal(cache.peek('k0'), 0)
    cache.set('k3', 3)
    assert.equal(cache.peek('k0'), 0, 'used last: kept')
    assert.equal(cache.peek('k1'), undefined, 'the least recently used went')
  })

  it('holds at most maxBytes as sizeOf estimates them, the least recently used going first', async () => {
    const text = (n: number) => 'x'.repeat(n)
    const cache = new TtlCache<string>({ ttlMs: 10_000, maxBytes: 10_000, sizeOf: (v) => v.length })
    // each entry: 1,000 characters, its key and ENTRY_OVERHEAD_BYTES (120); eight fit
    for (let i = 0; i < 8; i++) cache.set(`k${i}`, text(1000))
    assert.equal((await cache.get('k0', async () => 'reloaded')).length, 1000, 'a hit')
    cache.set('k8', text(1000))
    assert.ok(cache.bytes <= 10_000, `${cache.bytes} bytes held`)
    assert.equal(cache.peek('k0')?.length, 1000, 'used last: kept')
    assert.equal(cache.peek('k1'), undefined, 'the least recently used went')
    cache.set('huge', text(20_000))
    assert.equal(cache.peek('huge'), undefined, 'larger than the whole budget: not kept')
    cache.invalidate(['k0'])
    cache.invalidate()
    assert.equal(cache.bytes, 0)
  })

  it('estimates a size by characters, two bytes each beyond Latin-1, and SerializedData by its text', () => {
    assert.equal(stringBytes('abc'), 3)
    assert.equal(stringBytes('ab针'), 6)
    assert.equal(estimateBytes({ text: '针织' }), 4 + 64)
    assert.equal(estimateBytes([1, 2]), 10)
  })
})

describe('CacheHub without Redis', () => {
  it('invalidates its own caches by name', async () => {
    const hub = new CacheHub()
    await hub.start()
    const c = hub.cache<string>('x', { ttlMs: 10_000 })
    assert.equal(hub.cache('x', { ttlMs: 1 }), c, 'the same cache by name')
    c.set('k', 'v')
    await hub.invalidate('x', ['k'])
    assert.equal(c.peek('k'), undefined)
    await hub.close()
  })
})

describe('CacheHub over Redis pub/sub', { skip: process.env.TEST_REDIS_URL ? false : 'TEST_REDIS_URL not set: Redis suite skipped' }, () => {
  it('carries an invalidation to every other instance', async () => {
    const channel = `test:cache:${crypto.randomBytes(4).toString('hex')}`
    const a = new CacheHub({ redisUrl: process.env.TEST_REDIS_URL, channel })
    const b = new CacheHub({ redisUrl: process.env.TEST_REDIS_URL, channel })
    const elsewhere = new CacheHub({ redisUrl: process.env.TEST_REDIS_URL, channel: `${channel}:other` })
    try {
      await Promise.all([a.start(), b.start(), elsewhere.start()])
      const ca = a.cache<string>('goods', { ttlMs: 60_000 })
      const cb = b.cache<string>('goods', { ttlMs: 60_000 })
      const other = elsewhere.cache<string>('goods', { ttlMs: 60_000 })
      for (const c of [ca, cb, other]) {
        c.set('1', 'one')
        c.set('2', 'two')
      }
      const waitFor = async (test: () => boolean) => {
        for (let i = 0; i < 100 && !test(); i++) await new Promise((r) => setTimeout(r, 20))
        return test()
      }
      await a.invalidate('goods', ['1'])
      assert.equal(ca.peek('1'), undefined, 'dropped where it was invalidated')
      assert.ok(await waitFor(() => cb.peek('1') === undefined), 'dropped in the other instance')
      assert.equal(cb.peek('2'), 'two', 'other keys stay')
      assert.equal(other.peek('1'), 'one', 'another channel is another deployment')
      await b.invalidate('goods')
      assert.ok(await waitFor(() => ca.peek('2') === undefined), 'a whole-cache invalidation travels too')
      // a cache the message does not name stays
      const kept = a.cache<string>('categories', { ttlMs: 60_000 })
      kept.set('1', 'tree')
      await b.invalidate('goods', ['1'])
      await new Promise((r) => setTimeout(r, 100))
      assert.equal(kept.peek('1'), 'tree')
    } finally {
      await Promise.all([a.close(), b.close(), elsewhere.close()])
    }
  })
})
