import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.js'
import { loadConfig, paths, type AppConfig } from '../config.js'
import { openDatabase, sql, type DbHandle } from '../db/database.js'
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
  /** drops the throw-away database or file */
  dispose(): Promise<void>
}

/*
 * Migrating takes a second or more (the region rows), and a run opens some 200 test databases: each is
 * a copy of one migrated template instead, made once per content of the migrations (every file of
 * src/db and the region tree they load) and shared by the test files of a run: a file copy on SQLite, a
 * CREATE DATABASE … TEMPLATE on PostgreSQL. A copy is migrated to the latest again (a no-op check).
 */
let templateKey: string | undefined
function migrationsKey(): string {
  if (templateKey) return templateKey
  const hash = crypto.createHash('sha256')
  const add = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) add(file)
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) hash.update(`${entry.name}\0`).update(fs.readFileSync(file))
    }
  }
  add(path.join(paths.serverRoot, 'src', 'db'))
  hash.update(fs.readFileSync(path.join(paths.serverRoot, 'data', 'regions', 'tree.json')))
  templateKey = hash.digest('hex').slice(0, 12)
  return templateKey
}

const databaseUrlOf = (url: string, name: string) => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.href
}

/** The migrated template database on the PostgreSQL server of `url` (made by the first test file that asks). */
async function postgresTemplate(url: string): Promise<string> {
  const name = `mall_test_tmpl_${migrationsKey()}`
  const admin = await openDatabase({ databaseUrl: url, pgPoolMax: 1 })
  try {
    await admin.db.connection().execute(async (db) => {
      // test files start side by side: one makes it, the others wait for it
      await sql`select pg_advisory_lock(hashtext('mall test template'))`.execute(db)
      try {
        if ((await sql`select 1 from pg_database where datname = ${name}`.execute(db)).rows.length) return
        // built under another name: a run stopped half-way never leaves a half-migrated template
        const building = `${name}_${crypto.randomBytes(3).toString('hex')}`
        await sql`create database ${sql.id(building)}`.execute(db)
        const handle = await openDatabase({ databaseUrl: databaseUrlOf(url, building) })
        try {
          await migrateToLatest(handle)
        } finally {
          await handle.destroy()
        }
        // nobody connects to it again (a connection, autovacuum's too, would stop copies from it)
        await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(db)
        await sql`alter database ${sql.id(name)} with is_template true allow_connections false`.execute(db)
      } finally {
        await sql`select pg_advisory_unlock(hashtext('mall test template'))`.execute(db)
      }
    })
  } finally {
    await admin.destroy()
  }
  return name
}

/** The migrated template file of SQLite databases (one per content of the migrations). */
async function sqliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `mall-test-template-${migrationsKey()}.sqlite`)
  if (fs.existsSync(file)) return file
  const building = `${file}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`
  const handle = await openDatabase({ sqliteFile: building })
  try {
    await migrateToLatest(handle)
  } finally {
    // closing checkpoints the write-ahead log into the file
    await handle.destroy()
  }
  // atomic: a file made at the same time by another test file is the same and simply replaced
  fs.renameSync(building, file)
  return file
}

/** A fresh, migrated database: its own database on PostgreSQL, its own file on SQLite. */
export async function openTestDb(target: DbTarget): Promise<TestDb> {
  if (target.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const template = await postgresTemplate(url)
    const name = `t_${crypto.randomBytes(6).toString('hex')}`
    const admin = await openDatabase({ databaseUrl: url, pgPoolMax: 1 })
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin.db)
          break
        } catch (err) {
          // 55006: the template is in use (another copy being made): wait a moment
          if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err
          await new Promise((r) => setTimeout(r, 50 * attempt))
        }
      }
    } finally {
      await admin.destroy()
    }
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(url, name) })
    await migrateToLatest(handle)
    return {
      handle,
      async dispose() {
        await handle.destroy()
        const a = await openDatabase({ databaseUrl: url, pgPoolMax: 1 })
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(a.db)
        await a.destroy()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'))
  fs.copyFileSync(await sqliteTemplate(), path.join(dir, 'test.sqlite'))
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
