import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { KeyedMutex } from './keyed-mutex.js'

const tick = () => new Promise((r) => setImmediate(r))

describe('keyed mutex', () => {
  it('runs the work of one key one after another, in order, and other keys alongside', async () => {
    const mutex = new KeyedMutex()
    let running = 0
    let most = 0
    const order: number[] = []
    const work = (i: number) => async () => {
      running++
      most = Math.max(most, running)
      await tick()
      order.push(i)
      running--
      return i
    }
    const same = await Promise.all(Array.from({ length: 20 }, (_, i) => mutex.run('a', work(i))))
    assert.deepEqual(same, order)
    assert.deepEqual(order, Array.from({ length: 20 }, (_, i) => i))
    assert.equal(most, 1)

    running = 0
    most = 0
    await Promise.all(['x', 'y', 'z'].map((k) => mutex.run(k, work(0))))
    assert.equal(most, 3, 'different keys do not wait for each other')
  })

  it('goes on after a failure and forgets idle keys', async () => {
    const mutex = new KeyedMutex()
    const failed = mutex.run('k', async () => {
      throw new Error('boom')
    })
    const next = mutex.run('k', async () => 'next')
    await assert.rejects(failed, /boom/)
    assert.equal(await next, 'next')
    await tick()
    assert.equal(mutex.size, 0)
  })
})
