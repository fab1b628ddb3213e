import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { paths } from '../config.js'

/**
 * Several server processes of one mall behind HAProxy on loopback: one PostgreSQL database, one Redis,
 * one bucket. scripts/cluster.ts (npm run cluster) runs it for people; the cluster tests and the
 * cluster bench start it themselves. What the instances share comes only from these three services and
 * the environment given to all of them (TOKEN_SECRET, ADMIN_TOKEN): each instance has its own var folder,
 * so nothing can silently work through a shared disk.
 */

export interface ClusterOptions {
  instances: number
  databaseUrl: string
  redisUrl: string
  /** the balancer's port (0 or absent: a free one) */
  port?: number
  /** S3_* / UPLOAD_STORAGE variables of the bucket; absent: a bucket of s3rver started here */
  objectStorageEnv?: Record<string, string>
  /** more environment for every instance (LOG_LEVEL, JOBS …) */
  env?: Record<string, string>
  /** where instance logs, var folders and the balancer's configuration go (default: a new temporary folder) */
  workDir?: string
  /** ms the balancer waits between health checks (default 500) */
  checkIntervalMs?: number
  /** ms a started instance has to answer its health check (default 180 000: on a machine busy with other work a start takes minutes) */
  startTimeoutMs?: number
  /** how node runs an instance, from server/ (default: the sources through tsx; scripts/cluster.ts runs dist/main.js) */
  entry?: string[]
}

export interface ClusterInstance {
  readonly name: string
  readonly port: number
  readonly url: string
  readonly logFile: string
  /** running now (started and not yet exited) */
  readonly running: boolean
  readonly pid: number | undefined
  /** sends a signal; resolves once the process has exited */
  stop(signal?: NodeJS.Signals): Promise<number | null>
  /** starts it again (after a stop or a crash) and waits until its health check answers 200 */
  start(): Promise<void>
  /** everything the process wrote so far */
  log(): string
}

export interface Cluster {
  /** the balancer */
  readonly url: string
  readonly instances: ClusterInstance[]
  /** what every instance got (TOKEN_SECRET, ADMIN_TOKEN, the bucket …): tests use the admin token */
  readonly env: Record<string, string>
  readonly workDir: string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export function haproxyBinary(): string | null {
  for (const candidate of [process.env.HAPROXY_BIN, '/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy']) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' })
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null
}

/**
 * The balancer: round robin over the instances, each checked on GET /api/health (a draining or broken
 * instance leaves the rotation after two failed checks). A request whose connection to an instance
 * fails is sent to another one; requests an instance accepted are never re-sent (a checkout must not
 * run twice), so those in flight on an instance that dies fail (502 on a fresh client connection; on a
 * kept-alive one HAProxy closes it without an answer, its way of saying "retry") and the client
 * retries with the same request key.
 */
export function haproxyConfig(port: number, backends: Array<{ name: string; port: number }>, checkIntervalMs = 500): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    // a busy instance answers its check late, not never: without this a check may take only `inter`,
    // and under load every instance left the rotation (503s); a stopped or draining one fails at once
    '  timeout check 2s',
    '  retries 3',
    '  retry-on conn-failure',
    '  option redispatch 1',
    'frontend mall',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    `  default-server inter ${checkIntervalMs}ms fastinter ${checkIntervalMs}ms downinter ${checkIntervalMs}ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down`,
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n')
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed?: () => string | null): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const problem = failed?.()
    if (problem) throw new Error(`${what}: ${problem}`)
    if (await check().catch(() => false)) return
    if (Date.now() > until) throw new Error(`${what}: not ready after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

const healthy = async (url: string) => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

interface S3rverInstance {
  run(): Promise<{ port: number }>
  close(): Promise<void>
}

/** A bucket on loopback for a cluster without real object storage (development, tests). */
async function startLocalBucket(dir: string): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const require = createRequire(import.meta.url)
  const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => S3rverInstance
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account.js') as { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void } }
  const keyId = `AK${crypto.randomBytes(8).toString('hex').toUpperCase()}`
  const secret = crypto.randomBytes(24).toString('base64url')
  DUMMY_ACCOUNT.createKeyPair(keyId, secret)
  const bucket = 'mall-cluster'
  fs.mkdirSync(dir, { recursive: true })
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, vhostBuckets: false, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  return {
    env: {
      UPLOAD_STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret, S3_FORCE_PATH_STYLE: '1',
    },
    close: () => server.close(),
  }
}

/**
 * Starts the bucket (unless given), the instances (migrations must have run: they start with
 * MIGRATE=off) and the balancer, and waits until every instance and the balancer answer.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const haproxy = haproxyBinary()
  if (!haproxy) throw new Error('haproxy is not installed (Debian: apt-get install haproxy)')
  const workDir = opts.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mall-cluster-'))
  fs.mkdirSync(workDir, { recursive: true })
  const cleanups: Array<() => Promise<unknown>> = []
  try {
    let storageEnv = opts.objectStorageEnv
    if (!storageEnv) {
      const bucket = await startLocalBucket(path.join(workDir, 'bucket'))
      cleanups.push(bucket.close)
      storageEnv = bucket.env
    }
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: process.env.TOKEN_SECRET || crypto.randomBytes(32).toString('base64url'),
      ADMIN_TOKEN: process.env.ADMIN_TOKEN || crypto.randomBytes(24).toString('base64url'),
      // the development payment channel stays usable through the balancer (the demo pays with it)
      PAY_DEV_CHANNEL: process.env.PAY_DEV_CHANNEL || 'on',
      SHUTDOWN_DRAIN_MS: String((opts.checkIntervalMs ?? 500) * 3),
      ...storageEnv,
      ...opts.env,
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: opts.redisUrl,
      MIGRATE: 'off',
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
    }
    const instances: Array<ClusterInstance & { child: ChildProcess | null }> = []
    for (let i = 1; i <= opts.instances; i++) instances.push(makeInstance(`mall${i}`, await freePort(), workDir, env, opts.startTimeoutMs, opts.entry))
    cleanups.push(() => Promise.all(instances.map((i) => i.stop('SIGTERM'))))
    await Promise.all(instances.map((i) => i.start()))

    const port = opts.port || (await freePort())
    const cfgFile = path.join(workDir, 'haproxy.cfg')
    fs.writeFileSync(cfgFile, haproxyConfig(port, instances, opts.checkIntervalMs))
    const balancerLog = fs.openSync(path.join(workDir, 'haproxy.log'), 'a')
    const balancer = spawn(haproxy, ['-f', cfgFile, '-db'], { stdio: ['ignore', balancerLog, balancerLog] })
    fs.closeSync(balancerLog)
    cleanups.push(async () => {
      balancer.kill('SIGTERM')
      await exited(balancer)
    })
    const url = `http://127.0.0.1:${port}`
    await waitFor('haproxy', () => healthy(url), 15_000, () => (balancer.exitCode !== null ? `exited (${fs.readFileSync(path.join(workDir, 'haproxy.log'), 'utf8').slice(-500)})` : null))

    return {
      url,
      instances,
      env,
      workDir,
      async stop() {
        for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
      },
    }
  } catch (err) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    throw err
  }
}

function makeInstance(name: string, port: number, workDir: string, env: Record<string, string>, startTimeoutMs = 180_000, entry = ['--import', 'tsx', 'src/main.ts']): ClusterInstance & { child: ChildProcess | null } {
  const logFile = path.join(workDir, `${name}.log`)
  const varDir = path.join(workDir, name)
  const url = `http://127.0.0.1:${port}`
  const instance = {
    name,
    port,
    url,
    logFile,
    child: null as ChildProcess | null,
    get running() {
      return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null)
    },
    get pid() {
      return this.child?.pid
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    async start() {
      if (instance.running) return
      fs.mkdirSync(varDir, { recursive: true })
      const out = fs.openSync(logFile, 'a')
      const child = spawn(process.execPath, entry, {
        cwd: paths.serverRoot,
        env: { ...process.env, ...env, PORT: String(port), MALL_VAR_DIR: varDir, UPLOAD_DIR: path.join(varDir, 'upload') },
        stdio: ['ignore', out, out],
      })
      fs.closeSync(out)
      instance.child = child
      await waitFor(`${name} on port ${port}`, () => healthy(url), startTimeoutMs, () =>
        child.exitCode !== null || child.signalCode !== null ? `exited (${instance.log().slice(-800)})` : null)
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const child = instance.child
      if (!child || !instance.running) return child?.exitCode ?? null
      child.kill(signal)
      return exited(child)
    },
  }
  return instance
}
