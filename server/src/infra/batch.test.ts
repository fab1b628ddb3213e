import assert from 'node:assert/strict'
import { test } from 'node:test'
import { KeyBatcher } from './batch.js'

test('keys asked for in one turn are loaded in one call, each caller gets its own value', async () => {
  const calls: number[][] = []
  const batcher = new KeyBatcher<number, string>(async (keys) => {
    calls.push(keys)
    return new Map(keys.filter((k) => k !== 3).map((k) => [k, `v${k}`]))
  })
  const answers = await Promise.all([batcher.load(1), batcher.load(2), batcher.load(1), batcher.load(3)])
  assert.deepEqual(answers, ['v1', 'v2', 'v1', undefined])
  assert.deepEqual(calls, [[1, 2, 3]])
  // a later turn is a new batch
  assert.equal(await batcher.load(2), 'v2')
  assert.deepEqual(calls, [[1, 2, 3], [2]])
})

test('a batch is split at maxBatch keys', async () => {
  const calls: number[][] = []
  const batcher = new KeyBatcher<number, number>(async (keys) => {
    calls.push(keys)
    return new Map(keys.map((k) => [k, k * 10]))
  }, 2)
  assert.deepEqual(await Promise.all([1, 2, 3, 4, 5].map((k) => batcher.load(k))), [10, 20, 30, 40, 50])
  assert.deepEqual(calls, [[1, 2], [3, 4], [5]])
})

test('a failed load fails every caller of its batch, and the next batch loads again', async () => {
  let fail = true
  const batcher = new KeyBatcher<number, number>((keys) => {
    if (fail) throw new Error('database gone')
    return Promise.resolve(new Map(keys.map((k) => [k, k])))
  })
  const results = await Promise.allSettled([batcher.load(1), batcher.load(2)])
  assert.deepEqual(results.map((r) => r.status), ['rejected', 'rejected'])
  assert.match(String((results[0] as PromiseRejectedResult).reason), /database gone/)
  fail = false
  assert.equal(await batcher.load(1), 1)
})
