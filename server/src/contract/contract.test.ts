import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { Type } from '@sinclair/typebox'
import Fastify from 'fastify'
import { call, createTestApp, dbTargets, type TestApp } from '../test/harness.js'
import { CALLS_DIR, generateClientFiles } from '../../scripts/gen-client.js'
import { allEndpoints, contract } from './index.js'
import { ERROR_RANGES, defineErrors, registeredErrors } from './errors.js'
import { defineEndpoints } from './endpoint.js'
import { registerRoutes } from './register.js'
import { ok } from '../http/envelope.js'

/** Routes that are files or documents, not calls: they stay out of the contract. */
const NOT_CALLS = [/^\/$/, /^\/h5/, /^\/upload\/\*$/, /^\/favicon\.ico$/, /^\/api\/openapi\.json$/, /^\/api\/health$/, /^\/api\/docs/, /^\/api\/pay\/notify\/:pay_type$/, /^\/api\/pay\/refundnotify\/:pay_type$/]

describe('contract: error codes', () => {
  it('has each code once, inside its domain ranges, and ranges that do not overlap', () => {
    const codes = registeredErrors()
    assert.ok(codes.length > 20, `only ${codes.length} codes registered`)
    assert.equal(new Set(codes.map((c) => c.code)).size, codes.length)
    const ranges = Object.entries(ERROR_RANGES).flatMap(([d, rs]) => rs.map(([hi, lo]) => ({ d, hi, lo })))
    for (const a of ranges) for (const b of ranges) {
      if (a !== b) assert.ok(a.lo > b.hi || a.hi < b.lo, `ranges of ${a.d} and ${b.d} overlap`)
    }
  })

  it('refuses a duplicate code and a code outside the domain ranges', () => {
    assert.throws(() => defineErrors('member', { SOMETHING_ELSE: -10009 }), /outside/)
    const taken = registeredErrors().find((c) => c.domain === 'auth')!
    assert.throws(() => defineErrors('auth', { A_DIFFERENT_NAME: taken.code }), /declared twice/)
  })
})

describe('contract: endpoints', () => {
  it('declares each method and path once, with a summary and a response', () => {
    const seen = new Set<string>()
    for (const ep of allEndpoints()) {
      assert.ok(ep.spec.summary, `${ep.id} has no summary`)
      assert.ok(ep.spec.response, `${ep.id} has no response`)
      for (const m of ep.methods) {
        const key = `${m} ${ep.spec.path}`
        assert.ok(!seen.has(key), `${key} declared twice`)
        seen.add(key)
      }
    }
    assert.ok(Object.keys(contract).length >= 2)
  })

  it('names each group after its module: the key is the group\'s domain, its first part a folder of src/modules', () => {
    const modules = new Set(fs.readdirSync(path.resolve(import.meta.dirname, '../modules')))
    for (const [key, group] of Object.entries(contract)) {
      const first = Object.values(group)[0] as { domain: string }
      assert.equal(first.domain, key, `contract key ${key} holds the group of ${first.domain}`)
      assert.match(key, /^[a-z]+(\.[a-z_]+)?$/, key)
      assert.ok(modules.has(key.split('.')[0]), `${key}: no module ${key.split('.')[0]}`)
    }
  })

  it('lists only registered error codes, and publishes them in OpenAPI', async () => {
    const known = new Set(registeredErrors().map((e) => e.code))
    for (const ep of allEndpoints()) for (const code of ep.spec.errors ?? []) assert.ok(known.has(code), `${ep.id} lists unregistered code ${code}`)
  })

  it('the generated app client is up to date (run `npm run gen:client` in server/)', () => {
    const files = generateClientFiles()
    for (const [file, text] of files) assert.equal(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(missing)', text, file)
    const stale = fs.readdirSync(CALLS_DIR).map((f) => path.join(CALLS_DIR, f)).filter((f) => !files.has(f))
    assert.deepEqual(stale, [], 'call modules of domains that are gone')
  })

  it('a registered handler cannot send a field the contract does not declare', async () => {
    const app = Fastify({ ajv: { customOptions: { removeAdditional: false, coerceTypes: true } } })
    app.decorate('deps', { config: { development: true } } as any)
    app.decorateRequest('ctx', null as any)
    const group = defineEndpoints('probe', {
      leak: { method: 'GET', path: '/probe', summary: 'probe', response: Type.Object({ shown: Type.Integer() }) },
    })
    registerRoutes(app, group, { leak: async () => ok({ shown: 1, password_hash: 'secret' } as any) })
    const res = await app.inject({ method: 'GET', url: '/probe' })
    assert.deepEqual(res.json(), { code: 0, message: 'success', data: { shown: 1 } })
    const extra = await app.inject({ method: 'GET', url: '/probe?surprise=1' })
    assert.equal(extra.statusCode, 400) // no error handler here: the app's answers -10001 (below)
    await app.close()
  })
})

for (const target of dbTargets()) {
  describe(`contract: the server [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target)
    })
    after(() => t?.close())

    it('registers every call from the contract and nothing beside it', () => {
      const calls = t.app.routeTable.filter((r) => !NOT_CALLS.some((re) => re.test(r.url)))
      const stray = calls.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`)
      assert.deepEqual(stray, [], 'routes registered outside the contract')
      const registered = new Set(calls.map((r) => `${r.method} ${r.url}`))
      for (const ep of allEndpoints()) {
        if (ep.spec.devOnly && !t.config.development) continue
        for (const m of ep.methods) assert.ok(registered.has(`${m} ${ep.spec.path}`), `${ep.id}: ${m} ${ep.spec.path} is not registered`)
      }
    })

    it('serves the whole API as OpenAPI 3 at /api/openapi.json and a reference at /api/docs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
      assert.equal(res.statusCode, 200)
      const doc = res.json()
      assert.match(doc.openapi, /^3\./)
      for (const ep of allEndpoints()) {
        const path = ep.spec.path.replace(/:(\w+)/g, '{$1}')
        for (const m of ep.methods) {
          const op = doc.paths[path]?.[m.toLowerCase()]
          assert.ok(op, `${m} ${path} missing from OpenAPI`)
          assert.ok(op.responses['200'].content['application/json'].schema.properties.data, `${ep.id} has no data schema`)
        }
      }
      assert.ok(!doc.paths['/h5/*'] && !doc.paths['/api/openapi.json'])
      const withErrors = allEndpoints().find((ep) => ep.spec.errors?.length && ep.methods.includes('POST'))!
      const op = doc.paths[withErrors.spec.path.replace(/:(\w+)/g, '{$1}')].post
      assert.deepEqual(op['x-error-codes'], [...withErrors.spec.errors!])
      assert.match(op.description, new RegExp(`Domain error codes: \`${withErrors.spec.errors![0]}\``))
      const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' })
      assert.equal(ui.statusCode, 200)
      assert.match(ui.body, /swagger/i)
    })

    it('refuses an undeclared field with -10001 naming it, in the caller language', async () => {
      const zh = await call(t.app, 'POST', '/api/goodssku/page', { page: 1, surprise: 1 })
      assert.equal(zh.body.code, -10001)
      assert.match(zh.body.message, /surprise/)
      const en = await call(t.app, 'POST', '/api/goodssku/page', { page: 1, surprise: 1, lang: 'en-us' })
      assert.match(en.body.message, /^Invalid parameter: surprise/)
    })
  })
}

describe('contract: documentation switched off', () => {
  it('keeps /api/openapi.json and drops /api/docs when API_DOCS=off', async () => {
    const t = await createTestApp(dbTargets()[0], { config: { apiDocs: false } })
    try {
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode, 200)
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode, 404)
    } finally {
      await t.close()
    }
  })
})
