import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { loadConfig, startupWarnings } from './config.js'

describe('token secret', () => {
  const dirs: string[] = []
  const varDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-cfg-'))
    dirs.push(d)
    // a var folder that does not exist yet: the first start creates it
    return path.join(d, 'var')
  }
  after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

  it('without TOKEN_SECRET: random on the first start, kept in the var folder with mode 0600, reused after', () => {
    const dir = varDir()
    const first = loadConfig({ MALL_VAR_DIR: dir })
    assert.equal(first.tokenSecretSource, 'generated')
    const file = path.join(dir, 'token-secret')
    assert.equal(fs.statSync(file).mode & 0o777, 0o600)
    assert.equal(fs.readFileSync(file, 'utf8'), first.tokenSecret)
    assert.ok(first.tokenSecret.length >= 40, 'at least 256 random bits')
    assert.notEqual(first.tokenSecret, 'dev-only-secret-change-me')
    // the next start signs with the same secret, so issued tokens stay valid
    assert.equal(loadConfig({ MALL_VAR_DIR: dir }).tokenSecret, first.tokenSecret)
    // another installation gets another secret
    assert.notEqual(loadConfig({ MALL_VAR_DIR: varDir() }).tokenSecret, first.tokenSecret)
  })

  it('a kept secret readable by others is narrowed back to 0600', () => {
    const dir = varDir()
    const { tokenSecret } = loadConfig({ MALL_VAR_DIR: dir })
    fs.chmodSync(path.join(dir, 'token-secret'), 0o644)
    assert.equal(loadConfig({ MALL_VAR_DIR: dir }).tokenSecret, tokenSecret)
    assert.equal(fs.statSync(path.join(dir, 'token-secret')).mode & 0o777, 0o600)
  })

  it('TOKEN_SECRET wins and leaves no file behind', () => {
    const dir = varDir()
    const cfg = loadConfig({ MALL_VAR_DIR: dir, TOKEN_SECRET: 'from-the-environment' })
    assert.equal(cfg.tokenSecret, 'from-the-environment')
    assert.equal(cfg.tokenSecretSource, 'env')
    assert.equal(fs.existsSync(path.join(dir, 'token-secret')), false)
  })

  it('warns on a production start with the generated secret only', () => {
    const dir = varDir()
    const prod = loadConfig({ MALL_VAR_DIR: dir, NODE_ENV: 'production' })
    assert.equal(startupWarnings(prod).length, 1)
    assert.match(startupWarnings(prod)[0], /TOKEN_SECRET/)
    assert.deepEqual(startupWarnings(loadConfig({ MALL_VAR_DIR: dir })), [], 'development: no warning')
    assert.deepEqual(startupWarnings(loadConfig({ MALL_VAR_DIR: dir, NODE_ENV: 'production', TOKEN_SECRET: 's'.repeat(40) })), [])
  })
})

describe('proxy trust and store bounds', () => {
  it('TRUST_PROXY names the proxies; without it no proxy header is believed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-cfg-'))
    try {
      assert.equal(loadConfig({ MALL_VAR_DIR: dir }).trustProxy, false)
      assert.deepEqual(loadConfig({ MALL_VAR_DIR: dir, TRUST_PROXY: ' 10.0.0.1, 172.16.0.0/12 ,' }).trustProxy, ['10.0.0.1', '172.16.0.0/12'])
      assert.equal(loadConfig({ MALL_VAR_DIR: dir }).kvMemoryCapacity, 100_000)
      assert.equal(loadConfig({ MALL_VAR_DIR: dir, KV_MEMORY_CAPACITY: '500' }).kvMemoryCapacity, 500)
      assert.equal(loadConfig({ MALL_VAR_DIR: dir }).captchaPerIpPerMinute, 30)
      assert.equal(loadConfig({ MALL_VAR_DIR: dir }).goodsDetailCacheMb, 24)
      assert.equal(loadConfig({ MALL_VAR_DIR: dir, GOODS_DETAIL_CACHE_MB: '8' }).goodsDetailCacheMb, 8)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('SQLite memory map', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-mmap-'))
  after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const env = (v?: string) => ({ MALL_VAR_DIR: dir, TOKEN_SECRET: 'x'.repeat(64), ...(v === undefined ? {} : { SQLITE_MMAP_MB: v }) })

  it('SQLITE_MMAP_MB: off by default, 256 turns on 256 MiB, nonsense keeps the default', () => {
    assert.equal(loadConfig(env()).sqliteMmapMb, 0)
    assert.equal(loadConfig(env('256')).sqliteMmapMb, 256)
    assert.equal(loadConfig(env('64')).sqliteMmapMb, 64)
    assert.equal(loadConfig(env('-5')).sqliteMmapMb, 0)
    assert.equal(loadConfig(env('lots')).sqliteMmapMb, 0)
  })

  it('the file is opened with that memory map', async () => {
    const { openDatabase } = await import('./db/database.js')
    const { sql } = await import('kysely')
    for (const [mb, bytes] of [[undefined, 0], [256, 256 * 1024 * 1024], [8, 8 * 1024 * 1024]] as const) {
      const handle = await openDatabase({ sqliteFile: path.join(dir, `m${mb}.sqlite`), sqliteMmapMb: mb })
      const { rows } = await sql<{ mmap_size: number }>`PRAGMA mmap_size`.execute(handle.db)
      assert.equal(Number(rows[0].mmap_size), bytes)
      await handle.destroy()
    }
  })
})
