// Process helpers the server benches share (throughput.mjs, buying.mjs).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/** A free loopback port. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

const compiled = new Set()

/**
 * Node's arguments for the server's `main` or `seed-cli` in `serverDir`, run as in production: compiled
 * (server/dist, built first when missing or stale). A checkout from before the compiled server
 * (BENCH_SERVER_DIR) runs its sources through tsx.
 */
export function serverEntry(serverDir, name) {
  if (!fs.existsSync(path.join(serverDir, 'scripts', 'build.mjs'))) return ['--import', 'tsx', name === 'main' ? 'src/main.ts' : 'src/seed/seed-cli.ts']
  if (!compiled.has(serverDir)) {
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: serverDir, stdio: 'inherit' })
    compiled.add(serverDir)
  }
  // as `npm start` runs it: a heap limit under 1 GiB makes V8 collect at 1.6 times the live heap, not 4
  return ['--enable-source-maps', ...(name === 'main' ? ['--max-old-space-size=1024'] : []), `dist/${name}.js`]
}

/** Waits until `url` answers 2xx, failing when the child exits first or after 60 s. */
export async function waitFor(url, child, output) {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`no answer within 60 s:\n${output()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A node child process whose stdout and stderr are kept for error messages. */
export function spawnLogged(args, opts) {
  const child = spawn(process.execPath, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  return { child, output: () => out }
}

export async function stop(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
}

// ---------------------------------------------------------------------------------------------------
// one small interface over both databases for the benches: SQL with ? placeholders

/** A SQLite file through the server's better-sqlite3 (`requireServer`: createRequire of server/package.json). */
export async function openSqlite(requireServer, file) {
  const Database = requireServer('better-sqlite3')
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  return {
    kind: 'sqlite',
    all: async (text, params = []) => db.prepare(text).all(...params),
    run: async (text, params = []) => { db.prepare(text).run(...params) },
    columns: async (table) => db.prepare(`PRAGMA table_xinfo(${table})`).all().filter((c) => c.hidden === 0).map((c) => c.name),
    tx: async (fn) => { db.exec('BEGIN'); try { await fn(); db.exec('COMMIT') } catch (e) { db.exec('ROLLBACK'); throw e } },
    close: async () => db.close(),
  }
}

/** A PostgreSQL connection through the server's pg. */
export async function openPg(requireServer, url) {
  const pg = requireServer('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const numbered = (text) => { let i = 0; return text.replace(/\?/g, () => `$${++i}`) }
  const all = async (text, params = []) => (await client.query(numbered(text), params)).rows
  return {
    kind: 'postgres',
    all,
    run: async (text, params = []) => { await client.query(numbered(text), params) },
    // generated columns (goods.search_doc) are computed by the database, never copied
    columns: async (table) => (await all(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position`, [table],
    )).map((r) => r.column_name),
    tx: async (fn) => { await client.query('BEGIN'); try { await fn(); await client.query('COMMIT') } catch (e) { await client.query('ROLLBACK'); throw e } },
    close: async () => client.end(),
  }
}

/**
 * Copies goods (and their SKUs and galleries) with ids shifted past the current maximum until there are
 * `target`; names get ' #<id>' so no two are alike. Every other column is copied as it is (goods.price
 * included; the search index follows by itself: triggers on SQLite, a generated column on PostgreSQL).
 */
export async function growCatalogue(db, target) {
  const num = (v) => Number(v)
  const one = async (text, params) => (await db.all(text, params))[0]
  const goodsCols = (await db.columns('goods')).filter((c) => c !== 'goods_id')
  const skuCols = (await db.columns('goods_sku')).filter((c) => c !== 'sku_id' && c !== 'goods_id')
  const count = async () => num((await one('SELECT count(*) AS n FROM goods')).n)
  const cast = db.kind === 'postgres' ? '::integer' : ''
  for (let n = await count(); n < target; n = await count()) {
    const offset = num((await one('SELECT max(goods_id) AS m FROM goods')).m)
    await db.tx(async () => {
      await db.run(`INSERT INTO goods (goods_id, ${goodsCols.join(', ')})
        SELECT goods_id + ?${cast}, ${goodsCols.map((c) => (c === 'goods_name' ? `goods_name || ' #' || (goods_id + ${offset})` : c)).join(', ')}
        FROM goods WHERE goods_id <= ?${cast} ORDER BY goods_id LIMIT ?${cast}`, [offset, offset, target - n])
      await db.run(`INSERT INTO goods_sku (goods_id, ${skuCols.join(', ')})
        SELECT s.goods_id + ?${cast}, ${skuCols.map((c) => `s.${c}`).join(', ')}
        FROM goods_sku s JOIN goods g ON g.goods_id = s.goods_id + ?${cast} WHERE s.goods_id <= ?${cast}`, [offset, offset, offset])
      await db.run(`INSERT INTO goods_image (goods_id, image, sort)
        SELECT i.goods_id + ?${cast}, i.image, i.sort FROM goods_image i JOIN goods g ON g.goods_id = i.goods_id + ?${cast} WHERE i.goods_id <= ?${cast}`, [offset, offset, offset])
    })
  }
  if (db.kind === 'postgres') {
    // explicit ids: the identity sequences must move past them
    await db.run(`SELECT setval(pg_get_serial_sequence('goods', 'goods_id'), (SELECT max(goods_id) FROM goods))`)
    await db.run(`SELECT setval(pg_get_serial_sequence('goods_sku', 'sku_id'), (SELECT max(sku_id) FROM goods_sku))`)
    await db.run(`SELECT setval(pg_get_serial_sequence('goods_image', 'id'), (SELECT max(id) FROM goods_image))`)
  }
  // PostgreSQL: VACUUM as autovacuum soon would, so index-only scans need no visits to the rows
  await db.run(db.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE')
  return {
    goods: await count(),
    skus: num((await one('SELECT count(*) AS n FROM goods_sku')).n),
    maxId: num((await one('SELECT max(goods_id) AS m FROM goods')).m),
  }
}

/** The databases a bench runs on: BENCH_DB (sqlite, postgres or both), else both when PostgreSQL answers at `pgAdminUrl`. */
export async function benchDatabases(requireServer, pgAdminUrl) {
  let wanted = process.env.BENCH_DB
  if (!wanted) {
    try {
      await (await openPg(requireServer, pgAdminUrl)).close()
      wanted = 'both'
    } catch {
      wanted = 'sqlite'
    }
  }
  const databases = wanted === 'both' ? ['sqlite', 'postgres'] : [wanted]
  for (const d of databases) if (d !== 'sqlite' && d !== 'postgres') throw new Error(`BENCH_DB: sqlite, postgres or both, not ${d}`)
  return databases
}

/**
 * The constant-JSON fastify route every server figure is set beside (this machine is shared and noisy),
 * in its own process: its url and child (stop it with stop()).
 */
export async function startReference(serverDir) {
  const port = await freePort()
  const script = `const f = require('fastify')({ logger: false });
const body = { code: 0, message: 'success', data: { list: [{ goods_id: 1, goods_name: 'x', price: 1990 }], count: 1, page_count: 1 } };
f.get('/const', async () => body);
f.listen({ port: ${port}, host: '127.0.0.1' });`
  const ref = spawnLogged(['-e', script], { cwd: serverDir, env: { ...process.env, NODE_ENV: 'production' } })
  const url = `http://127.0.0.1:${port}/const`
  await waitFor(url, ref.child, ref.output)
  return { url, child: ref.child }
}
