/**
 * The mall as several instances behind HAProxy on this machine (scripts/cluster.sh runs it):
 *
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… tsx scripts/cluster.ts [--instances 3] [--port 8080] [--no-seed]
 *
 * 1. runs the migrations once (the instances start with MIGRATE=off);
 * 2. seeds the demo mall unless --no-seed (it does nothing on a database that has shops);
 * 3. without UPLOAD_STORAGE=s3 in the environment, starts a bucket on loopback (s3rver, for trying it
 *    out) and copies the uploads on disk (the demo images) into it;
 * 4. starts the instances and the balancer, prints where, and stops them all on Ctrl-C / SIGTERM
 *    (each instance drains: its health check fails first, then it finishes what it has in flight).
 * Instance logs and the balancer's configuration are in server/var/cluster/.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig, loadObjectStorage, paths } from '../src/config.js'
import { openDatabase } from '../src/db/database.js'
import { migrateToLatest } from '../src/db/migrate.js'
import { startCluster } from '../src/cluster/cluster.js'
import { copyUploadsToBucket } from './copy-uploads-to-s3.js'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'no-seed': { type: 'boolean', default: false },
  },
})
const instances = Number(values.instances)
const port = Number(values.port)
if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances must be 1 to 16')
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a TCP port')
const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
if (!databaseUrl || !/^postgres(ql)?:/.test(databaseUrl) || !redisUrl) {
  console.error('Several instances share one PostgreSQL database and one Redis: set DATABASE_URL=postgres://… and REDIS_URL=redis://…')
  process.exit(2)
}

const config = loadConfig()
// one secret for the seed (it hashes the demo pay password with it) and every instance: the one in
// TOKEN_SECRET, else the one generated in the var folder, which outlives restarts of the cluster
process.env.TOKEN_SECRET ||= config.tokenSecret
const handle = await openDatabase(config)
const applied = await migrateToLatest(handle)
console.log(applied.length ? `migrations applied once: ${applied.join(', ')}` : 'database schema is up to date')
await handle.destroy()

// the instances and the seed run compiled, as in production (cluster.sh builds dist/ first)
const run = (script: string) => {
  const r = spawnSync(process.execPath, ['--enable-source-maps', script], { cwd: paths.serverRoot, stdio: 'inherit', env: process.env })
  if (r.status !== 0) throw new Error(`${script} failed`)
}
if (!values['no-seed']) run('dist/seed-cli.js')

const workDir = path.join(paths.serverRoot, 'var', 'cluster')
fs.rmSync(workDir, { recursive: true, force: true })
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  redisUrl,
  workDir,
  // UPLOAD_STORAGE=s3 with its S3_* variables: the instances inherit them; else a bucket on loopback
  objectStorageEnv: process.env.UPLOAD_STORAGE === 's3' ? {} : undefined,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  entry: ['--enable-source-maps', 'dist/main.js'],
})
// the disk uploads (demo images, earlier uploads) go to the bucket the instances use
const storage = loadObjectStorage({ ...process.env, ...cluster.env })
if (storage) {
  const copied = await copyUploadsToBucket({ uploadDir: config.uploadDir, storage })
  console.log(`uploads in the bucket: ${copied.copied.length} copied, ${copied.skipped} already there${copied.failed.length ? `, ${copied.failed.length} FAILED` : ''}`)
}
fs.writeFileSync(path.join(workDir, 'admin-token'), cluster.env.ADMIN_TOKEN, { mode: 0o600 })
console.log(`mall ready at ${cluster.url.replace('127.0.0.1', 'localhost')}/h5/ through haproxy, ${instances} instance(s): ` +
  cluster.instances.map((i) => `${i.name} :${i.port}`).join(', '))
console.log(`logs in ${workDir}; the operator token is in ${path.join(workDir, 'admin-token')}`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('stopping the instances (each drains first) and the balancer …')
    cluster.stop().then(() => process.exit(0), () => process.exit(1))
  })
}
// an instance that dies is started again (the balancer sends its share to the others meanwhile)
setInterval(() => {
  for (const instance of cluster.instances) {
    if (!stopping && !instance.running) {
      console.log(`${instance.name} exited: starting it again`)
      instance.start().catch((err) => console.error(`${instance.name} did not start: ${(err as Error).message}`))
    }
  }
}, 2000)
