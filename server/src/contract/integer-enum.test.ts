import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import AjvCompiler from '@fastify/ajv-compiler'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { generateClientFiles, CODES_FILE } from '../../scripts/gen-client.js'
import { ORDER_STATUS } from '../modules/order/order.table.js'
import { OrderStatusValue } from '../modules/order/order.schema.js'
import { ENUM_NAMES, IntegerEnum } from './endpoint.js'

describe('IntegerEnum', () => {
  const schema = IntegerEnum({ NONE: 0, DONE: 2, FAILED: -1 }, 'SomeStatus', 'test')

  it('is an integer with enum and bounds; the names ride on a symbol, out of the JSON', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(schema)), { enum: [0, 2, -1], minimum: -1, maximum: 2, title: 'SomeStatus', description: 'test', type: 'integer' })
    assert.deepEqual((schema as unknown as Record<symbol, unknown>)[ENUM_NAMES], { NONE: 0, DONE: 2, FAILED: -1 })
  })

  it('inputs take the listed values only (Ajv in strict mode compiles it)', () => {
    const compile = (AjvCompiler() as any)({}, { customOptions: { coerceTypes: true } })
    const validate = compile({ schema: { type: 'object', properties: { s: schema } }, httpPart: 'body', method: 'POST', url: '/x' })
    assert.equal(validate({ s: 2 }), true)
    assert.equal(validate({ s: 1 }), false)
    assert.equal(validate({ s: 3 }), false)
  })

  it('answers are checked in tests within the range they had (TypeBox does not read enum)', () => {
    const check = TypeCompiler.Compile(OrderStatusValue)
    for (const v of [-1, 0, 5, 10]) assert.equal(check.Check(v), true, String(v))
    for (const v of [-2, 11, 1.5]) assert.equal(check.Check(v), false, String(v))
  })

  it('the app client gets the server constant under its name', () => {
    const codes = generateClientFiles().get(CODES_FILE)!
    const body = Object.entries(ORDER_STATUS).map(([k, v]) => `  ${k}: ${v},`).join('\n')
    assert.ok(codes.includes(`export const ORDER_STATUS = {\n${body}\n} as const`))
  })
})
