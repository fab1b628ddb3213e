import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.js'
import { loadConfig, type AppConfig } from '../config.js'
import { openDatabase, type DbHandle } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { MemoryKeyValueStore, createRedisKeyValueStore, type KeyValueStore } from '../infra/kv.js'

export interface DbTarget {
  name: 'sqlite' | 'postgres'
  /** a reason to skip, shown by the test runner */
  skip: string | false
}

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export function dbTargets(): DbTarget[] {
  return [
    { name: 'sqlite', skip: false },
    { name: 'postgres', skip: process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL not set: PostgreSQL suite skipped' },
  ]
}

export interface TestDb {
  handle: DbHandle
  /** drops the throw-away schema or file */
  dispose(): Promise<void>
}

/** A fresh, migrated database: its own schema on PostgreSQL, its own file on SQLite. */
export async function openTestDb(target: DbTarget): Promise<TestDb> {
  if (target.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`
    const admin = await openDatabase({ databaseUrl: url })
    await admin.db.schema.createSchema(schema).execute()
    await admin.destroy()
    const handle = await openDatabase({ databaseUrl: url, pgSchema: schema })
    await migrateToLatest(handle)
    return {
      handle,
      async dispose() {
        await handle.destroy()
        const a = await openDatabase({ databaseUrl: url })
        await a.db.schema.dropSchema(schema).cascade().execute()
        await a.destroy()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'))
  const handle = await openDatabase({ sqliteFile: path.join(dir, 'test.sqlite') })
  await migrateToLatest(handle)
  return {
    handle,
    async dispose() {
      await handle.destroy().catch(() => {})
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  handle: DbHandle
  config: AppConfig
  kv: KeyValueStore
  close(): Promise<void>
}

/**
 * The real app on a throw-away database, for `app.inject`. `prepare` runs after migrations (seed rows).
 * Redis is used when TEST_REDIS_URL is set.
 */
export async function createTestApp(
  target: DbTarget,
  opts: { prepare?: (handle: DbHandle, config: AppConfig) => Promise<void>; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const testDb = await openTestDb(target)
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-var-'))
  const config: AppConfig = {
    ...loadConfig({ ...process.env, MALL_VAR_DIR: varDir, H5_DIST: path.join(varDir, 'no-h5') }),
    databaseUrl: undefined,
    tokenSecret: 'test-secret',
    strictResponses: true,
    logLevel: 'silent',
    // suites draw many captchas from one address; the captcha suite tests the real limit
    captchaPerIpPerMinute: 100_000,
    ...opts.config,
  }
  // suites pay many notifications from one address; pay.notify.guard.test.ts names the real limit
  config.paySettings = { PAY_NOTIFY_PER_IP_PER_MINUTE: '100000', ...config.paySettings }
  if (opts.prepare) await opts.prepare(testDb.handle, config)
  const kv = process.env.TEST_REDIS_URL
    ? await createRedisKeyValueStore(process.env.TEST_REDIS_URL, `test:${crypto.randomBytes(4).toString('hex')}:`)
    : new MemoryKeyValueStore()
  // the app closes the handle itself; dispose only removes what is left
  const app = await buildApp({ config, handle: testDb.handle, kv, logger: false })
  return {
    app,
    handle: testDb.handle,
    config,
    kv,
    async close() {
      await app.close()
      await testDb.dispose()
      fs.rmSync(varDir, { recursive: true, force: true })
    },
  }
}

/** Calls a route the way the client does and returns the envelope. */
export async function call<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<{ status: number; body: { code: number; message: string; data: T } }> {
  // GET: a token goes in the `token` header (the server refuses it in the query string, which gets
  // logged); POST keeps it in the body, the older clients' way, so both paths stay tested
  const { token, ...fields } = payload ?? {}
  const res =
    method === 'GET'
      ? await app.inject({
        method, url, headers: token === undefined ? {} : { token: String(token) },
        query: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
      })
      : await app.inject({ method, url, payload: payload ?? {} })
  return { status: res.statusCode, body: res.json() }
}
