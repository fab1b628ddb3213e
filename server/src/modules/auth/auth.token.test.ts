import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app.js'
import { loadConfig, type AppConfig } from '../../config.js'
import { nowSeconds, openDatabase, type DbHandle } from '../../db/database.js'
import { migrateToLatest } from '../../db/migrate.js'
import { MemoryKeyValueStore } from '../../infra/kv.js'
import { call, dbTargets, type DbTarget } from '../../test/harness.js'
import { purgeExpiredRevocations } from './auth.token-revocation.js'
import { signToken, verifyToken } from './auth.token.js'

const SECRET = 'token-test-secret'

describe('token encoding', () => {
  const now = nowSeconds()
  const token = signToken({ mid: 7, wid: 1, iat: now, exp: now + 600 }, SECRET)

  it('verifies the exact token, with an id it was given when none was passed', () => {
    const check = verifyToken(token, SECRET, now)
    assert.ok(check.ok)
    assert.match(check.payload.jti, /^[A-Za-z0-9_-]{12}$/)
    const again = verifyToken(signToken({ mid: 7, wid: 1, iat: now, exp: now + 600 }, SECRET), SECRET, now)
    assert.ok(again.ok && again.payload.jti !== check.payload.jti, 'two tokens of one second have different ids')
  })

  it('a token seen before answers the same from memory: still expiring, still bound to its secret', () => {
    const t = signToken({ mid: 9, wid: 1, iat: now, exp: now + 60 }, SECRET)
    const first = verifyToken(t, SECRET, now)
    const second = verifyToken(t, SECRET, now + 1)
    assert.ok(first.ok && second.ok)
    assert.deepEqual(second.payload, first.payload)
    assert.ok(Object.isFrozen(second.payload), 'callers cannot change the remembered payload')
    assert.deepEqual(verifyToken(t, SECRET, now + 60), { ok: false, reason: 'expired' })
    assert.deepEqual(verifyToken(t, 'another-secret', now), { ok: false, reason: 'invalid' })
    // a refused spelling is never remembered as good
    assert.deepEqual(verifyToken(`${t}x`, SECRET, now), { ok: false, reason: 'invalid' })
    assert.deepEqual(verifyToken(`${t}x`, SECRET, now), { ok: false, reason: 'invalid' })
  })

  it('refuses every other spelling of the same signature (padding, stray or control characters)', () => {
    const [body, sig] = token.split('.')
    const variants = [
      token + '=', token + '==', token + '!', token + ' ', token + '\u0000', token + '$$$', ' ' + token,
      `${body}.${sig.slice(0, 10)}\n${sig.slice(10)}`, `${body}.${sig.replace(/-/g, '+').replace(/_/g, '/')}`,
      `${body}=.${sig}`, `${body}.${sig}.x`,
    ]
    // the last character of a 43-character base64url string carries 2 unused bits: a neighbour decodes alike
    const last = sig.at(-1)!
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const sameBytes = [...alphabet].filter((c) => c !== last && Buffer.from(sig.slice(0, -1) + c, 'base64url').equals(Buffer.from(sig, 'base64url')))
    assert.ok(sameBytes.length > 0, 'the decoder is lenient: some other spelling decodes to the same bytes')
    for (const c of sameBytes) variants.push(`${body}.${sig.slice(0, -1)}${c}`)
    for (const v of variants.filter((x) => x !== token)) {
      assert.deepEqual(verifyToken(v, SECRET, now), { ok: false, reason: 'invalid' }, JSON.stringify(v))
    }
  })

  it('refuses a correctly signed token without an id, or with claims of the wrong type', () => {
    const mint = (claims: object) => {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
      return `${body}.${crypto.createHmac('sha256', SECRET).update(body).digest('base64url')}`
    }
    assert.ok(verifyToken(mint({ mid: 7, wid: 1, iat: now, exp: now + 60, jti: 'abc' }), SECRET, now).ok, 'the hand-made signer is right')
    for (const claims of [
      { mid: 7, wid: 1, iat: now, exp: now + 60 },
      { mid: 7, wid: 1, iat: now, exp: now + 60, jti: '' },
      { mid: 7, wid: 1, iat: now, exp: now + 60, jti: 5 },
      { mid: '7', wid: 1, iat: now, exp: now + 60, jti: 'abc' },
      { mid: 7, iat: now, exp: now + 60, jti: 'abc' },
      [7],
      null,
    ]) {
      assert.equal(verifyToken(mint(claims as object), SECRET, now).ok, false, JSON.stringify(claims))
    }
  })
})

/** One database that outlives an app: each `open()` is a fresh connection, as after a restart. */
async function sharedDatabase(target: DbTarget) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-token-'))
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`
  const url = process.env.TEST_DATABASE_URL!
  const open = (): Promise<DbHandle> =>
    target.name === 'postgres' ? openDatabase({ databaseUrl: url, pgSchema: schema }) : openDatabase({ sqliteFile: path.join(dir, 'mall.sqlite') })
  if (target.name === 'postgres') {
    const admin = await openDatabase({ databaseUrl: url })
    await admin.db.schema.createSchema(schema).execute()
    await admin.destroy()
  }
  const first = await open()
  await migrateToLatest(first)
  const now = nowSeconds()
  await first.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: now } as any).execute()
  const { id } = await first.db.insertInto('member')
    .values({ website_id: 1, mobile: '13800138000', nickname: 'm', headimg: '', status: 1, created_at: now }).returning('id').executeTakeFirstOrThrow()
  await first.destroy()
  return {
    memberId: id,
    open,
    async dispose() {
      if (target.name === 'postgres') {
        const admin = await openDatabase({ databaseUrl: url })
        await admin.db.schema.dropSchema(schema).cascade().execute()
        await admin.destroy()
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

for (const target of dbTargets()) {
  describe(`logout [${target.name}]`, { skip: target.skip }, () => {
    let shared: Awaited<ReturnType<typeof sharedDatabase>>
    let config: AppConfig
    const apps: FastifyInstance[] = []
    /** The app as a fresh process builds it: a new connection and an empty in-memory store. */
    async function start() {
      const app = await buildApp({ config, handle: await shared.open(), kv: new MemoryKeyValueStore(), logger: false })
      apps.push(app)
      return app
    }

    before(async () => {
      shared = await sharedDatabase(target)
      const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-var-'))
      config = { ...loadConfig({ MALL_VAR_DIR: varDir, H5_DIST: path.join(varDir, 'no-h5') }), tokenSecret: SECRET, logLevel: 'silent' }
    })
    after(async () => {
      for (const app of apps) await app.close().catch(() => {})
      await shared?.dispose()
    })

    it('a logged-out token stays refused in every spelling, and after a restart with a fresh store', async () => {
      const now = nowSeconds()
      const token = signToken({ mid: shared.memberId, wid: 1, iat: now, exp: now + 3600 }, SECRET)
      const other = signToken({ mid: shared.memberId, wid: 1, iat: now, exp: now + 3600 }, SECRET)
      const app = await start()
      assert.equal((await call(app, 'GET', '/api/member/info', { token })).body.code, 0)
      assert.equal((await call(app, 'POST', '/api/login/logout', { token })).body.code, 0)
      for (const v of [token, token + '=', token + '!', token + ' ', token + '$$$', token + '==']) {
        assert.equal((await call(app, 'POST', '/api/member/info', { token: v })).body.code, -10009, JSON.stringify(v))
        assert.equal((await call(app, 'GET', '/api/member/info', { token: v })).body.code, -10009, JSON.stringify(v))
      }
      // a NUL cannot travel in a header; in the body the input guard refuses it before the token is read
      assert.equal((await call(app, 'POST', '/api/member/info', { token: token + '\u0000' })).body.code, -10001)
      assert.equal((await call(app, 'GET', '/api/member/info', { token: other })).body.code, 0, 'another token of the member still works')
      await app.close()

      // restart: new connection, nothing in memory; the revocation is in the database
      const restarted = await start()
      assert.equal((await call(restarted, 'GET', '/api/member/info', { token })).body.code, -10009)
      assert.equal((await call(restarted, 'POST', '/api/member/info', { token })).body.code, -10009)
      assert.equal((await call(restarted, 'GET', '/api/member/info', { token: other })).body.code, 0)
      const rows = await restarted.deps.db.selectFrom('token_revocation').selectAll().execute()
      assert.equal(rows.length, 1)
      assert.equal(rows[0].jti, (verifyToken(token, SECRET, now) as { payload: { jti: string } }).payload.jti)
      assert.equal(Number(rows[0].expires_at), now + 3600)
      assert.equal(Number(rows[0].member_id), shared.memberId)
    })

    it('purges revocations of tokens that have expired anyway', async () => {
      const app = apps.at(-1)!
      const now = nowSeconds()
      await app.deps.db.insertInto('token_revocation').values([
        { jti: 'old-1', member_id: shared.memberId, expires_at: now - 10 },
        { jti: 'live-1', member_id: shared.memberId, expires_at: now + 10 },
      ]).execute()
      assert.equal(await purgeExpiredRevocations(app.deps.db, now), 1)
      const left = (await app.deps.db.selectFrom('token_revocation').select('jti').execute()).map((r) => r.jti).sort()
      assert.ok(left.includes('live-1') && !left.includes('old-1'))
    })
  })
}
