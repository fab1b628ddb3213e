import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  REFUND_ACTIONS, REFUND_MACHINE, REFUND_STATUS as R, REFUND_TYPE, refundActions, refundTarget,
  type RefundActionName, type RefundStatus,
} from './refund.machine.js'

const TYPES = [REFUND_TYPE.REFUND, REFUND_TYPE.RETURN] as const

describe('refund transition table', () => {
  it('allows exactly these moves', () => {
    const all = REFUND_MACHINE.states
    const allowed = all.flatMap((from) => all.filter((to) => REFUND_MACHINE.canMove(from, to)).map((to) => `${from}->${to}`))
    assert.deepEqual(allowed.sort(), [
      '0->1', '1->0', '1->2', '1->4', '1->-1', '2->3', '4->5', '4->0', '5->6', '5->-1', '6->3', '-1->1', '-1->0',
    ].sort())
  })

  it('holds the origin’s eight states', () => {
    assert.deepEqual([...REFUND_MACHINE.states].sort((a, b) => a - b), [-1, 0, 1, 2, 3, 4, 5, 6])
  })

  it('every action is a move the table allows, and every move has an action', () => {
    const byActions = new Set<string>()
    for (const [name, a] of Object.entries(REFUND_ACTIONS)) {
      for (const from of a.from) {
        for (const type of TYPES) {
          const to = a.to(type)
          assert.ok(REFUND_MACHINE.canMove(from, to), `${name}: ${from} -> ${to}`)
          byActions.add(`${from}->${to}`)
        }
      }
    }
    const all = REFUND_MACHINE.states
    for (const from of all) for (const to of all) if (REFUND_MACHINE.canMove(from, to)) assert.ok(byActions.has(`${from}->${to}`), `no action for ${from} -> ${to}`)
  })
})

describe('refund actions per side', () => {
  const table = (side: 'buyer' | 'seller') =>
    Object.fromEntries(REFUND_MACHINE.states.map((s) => [s, refundActions(s, side)])) as Record<RefundStatus, RefundActionName[]>

  it('the buyer: apply, apply again after a refusal, withdraw until the goods travel, send them back', () => {
    assert.deepEqual(table('buyer'), {
      [R.NONE]: ['apply'], [R.APPLIED]: ['cancel'], [R.AGREED]: [], [R.FINISHED]: [], [R.WAIT_RETURN]: ['cancel', 'delivery'],
      [R.WAIT_RECEIVE]: [], [R.RECEIVED]: [], [R.REFUSED]: ['apply', 'cancel'],
    })
  })

  it('the seller: agree or refuse a request, confirm or refuse the returned goods, transfer the money', () => {
    assert.deepEqual(table('seller'), {
      [R.NONE]: [], [R.APPLIED]: ['agree', 'refuse'], [R.AGREED]: ['transfer'], [R.FINISHED]: [], [R.WAIT_RETURN]: [],
      [R.WAIT_RECEIVE]: ['refuse', 'receive'], [R.RECEIVED]: ['transfer'], [R.REFUSED]: [],
    })
  })

  it('agreeing leads to the transfer for a refund, to the buyer returning the goods for a return', () => {
    assert.equal(refundTarget('agree', R.APPLIED, 'seller', REFUND_TYPE.REFUND), R.AGREED)
    assert.equal(refundTarget('agree', R.APPLIED, 'seller', REFUND_TYPE.RETURN), R.WAIT_RETURN)
  })

  it('refuses an action of the other side, or from a state it does not start from', () => {
    assert.equal(refundTarget('agree', R.APPLIED, 'buyer', REFUND_TYPE.REFUND), null)
    assert.equal(refundTarget('transfer', R.WAIT_RECEIVE, 'seller', REFUND_TYPE.RETURN), null)
    assert.equal(refundTarget('cancel', R.WAIT_RECEIVE, 'buyer', REFUND_TYPE.RETURN), null)
    assert.equal(refundTarget('apply', R.FINISHED, 'buyer', REFUND_TYPE.REFUND), null)
  })
})
