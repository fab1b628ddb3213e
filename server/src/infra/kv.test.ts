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
