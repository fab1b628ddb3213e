import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { hashPassword } from './member.password.js'
import { hashPayPin, verifyPayPin } from './member.paypin.js'

describe('pay PIN', () => {
  it('verifies the PIN it stored, with a fresh salt each time, and nothing else', async () => {
    const a = hashPayPin('s', '123456')
    const b = hashPayPin('s', '123456')
    assert.notEqual(a, b)
    assert.equal(await verifyPayPin('s', '123456', a), 'ok')
    assert.equal(await verifyPayPin('s', '123456', b), 'ok')
    assert.equal(await verifyPayPin('s', '654321', a), 'wrong')
    assert.equal(await verifyPayPin('t', '123456', a), 'wrong')
    assert.equal(await verifyPayPin('s', '123456', ''), 'wrong')
    assert.equal(await verifyPayPin('s', '123456', 'pin1$x$y'), 'wrong')
  })

  it('accepts a PIN stored with scrypt before, asking for an upgrade', async () => {
    const legacy = await hashPassword('123456')
    assert.equal(await verifyPayPin('s', '123456', legacy), 'ok-upgrade')
    assert.equal(await verifyPayPin('s', '000000', legacy), 'wrong')
  })
})
