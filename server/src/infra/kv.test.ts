import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { MemoryKeyValueStore, createRedisKeyValueStore, type KeyValueStore } from './kv.js'

const targets: Array<{ name: string; skip: string | false; make: () => Promise<KeyValueStore> }> = [
  { name: 'memory', skip: false, make: async () => new MemoryKeyValueStore() },
  {
    name: 'redis',
    skip: process.env.TEST_REDIS_URL ? false : 'TEST_REDIS_URL not set: Redis suite skipped',
    make: () => createRedisKeyValueStore(process.env.TEST_REDIS_URL!, `kvtest:${process.pid}:${Date.now()}:`),
  },
]

for (const target of targets) {
  describe(`key-value store [${target.name}]`, { skip: target.skip }, () => {
    let kv: KeyValueStore
    before(async () => {
      kv = await target.make()
    })
    after(() => kv?.close())

    it('sets, reads and deletes', async () => {
      assert.equal(await kv.get('a'), null)
      await kv.set('a', 'x')
      assert.equal(await kv.get('a'), 'x')
      await kv.del('a')
      assert.equal(await kv.get('a'), null)
    })

    it('expires keys after their TTL', async () => {
      await kv.set('ttl', 'v', 1)
      assert.equal(await kv.get('ttl'), 'v')
      await new Promise((r) => setTimeout(r, 1100))
      assert.equal(await kv.get('ttl'), null)
    })

    it('counts with incr, keeping the first TTL', async () => {
      assert.equal(await kv.incr('n', 60), 1)
      assert.equal(await kv.incr('n', 60), 2)
      const all = await Promise.all(Array.from({ length: 20 }, () => kv.incr('n', 60)))
      assert.equal(Math.max(...all), 22)
      assert.equal(new Set(all).size, 20, 'concurrent increments never hand out the same value')
    })

    it('setIfAbsent lets exactly one caller win', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => kv.setIfAbsent('lock', String(i), 60)))
      assert.equal(results.filter(Boolean).length, 1)
    })
  })
}

describe('key-value store [memory] bounds', () => {
  it('holds at most its capacity, forgetting the least recently used entry', async () => {
    let clock = 1_000_000
    const kv = new MemoryKeyValueStore({ capacity: 3, now: () => clock })
    try {
      await kv.set('a', '1', 60)
      await kv.set('b', '2', 60)
      await kv.set('c', '3', 60)
      assert.equal(await kv.get('a'), '1') // a is now the most recently used
      await kv.set('d', '4', 60)
      assert.equal(kv.size, 3)
      assert.equal(await kv.get('b'), null, 'b was the least recently used')
      assert.deepEqual(await Promise.all(['a', 'c', 'd'].map((k) => kv.get(k))), ['1', '3', '4'])
      // overwriting a key that is present never evicts another
      await kv.set('d', '5', 60)
      assert.equal(kv.size, 3)
      assert.equal(await kv.get('a'), '1')
      // when full, expired entries go before live ones
      clock += 2_000
      await kv.set('short', 'x', 1)
      clock += 2_000
      await kv.incr('n', 60)
      assert.equal(await kv.get('short'), null)
      assert.equal(await kv.get('a'), '1', 'a live entry stays while an expired one can go')
      for (let i = 0; i < 1000; i++) await kv.set(`flood${i}`, 'x', 300)
      assert.equal(kv.size, 3)
    } finally {
      await kv.close()
    }
  })

  it('sweeps expired entries that are never read again', async () => {
    let clock = 1_000_000
    const kv = new MemoryKeyValueStore({ now: () => clock })
    try {
      for (let i = 0; i < 100; i++) await kv.set(`captcha${i}`, 'x', 300)
      await kv.set('forever', 'y')
      await kv.set('later', 'z', 3600)
      assert.equal(kv.size, 102)
      clock += 301_000
      assert.equal(kv.sweep(), 100)
      assert.equal(kv.size, 2)
      assert.equal(await kv.get('forever'), 'y')
    } finally {
      await kv.close()
    }
  })

  it('sweeps on its own timer, which close() stops', async () => {
    const kv = new MemoryKeyValueStore({ sweepIntervalMs: 50 })
    await kv.set('gone', 'x', 1)
    assert.equal(kv.size, 1)
    await new Promise((r) => setTimeout(r, 1200))
    assert.equal(kv.size, 0, 'swept without a read')
    await kv.close()
    assert.equal((kv as any).sweeper, null)
  })
})
