import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface AppConfig {
  port: number
  host: string
  /** postgres://… selects PostgreSQL; otherwise the SQLite file below is used. */
  databaseUrl?: string
  /** PostgreSQL connections per process (PG_POOL_MAX) */
  pgPoolMax: number
  sqliteFile: string
  /** MiB of the SQLite file read through mmap (SQLITE_MMAP_MB; 0 turns it off) */
  sqliteMmapMb: number
  redisUrl?: string
  /** Folder of the built H5 site, served under /h5/. */
  h5Dist: string
  /** Writable folder for uploads and generated demo images, served under /upload/. */
  uploadDir: string
  tokenSecret: string
  /** 'env': TOKEN_SECRET; 'generated': the random secret kept in the var folder (token-secret, mode 0600) */
  tokenSecretSource: 'env' | 'generated'
  /**
   * Proxies whose X-Forwarded-For / -Proto / -Host are believed (TRUST_PROXY, comma-separated addresses
   * or CIDRs); false: the peer address is the client, whatever the headers say.
   */
  trustProxy: string[] | false
  /** Entries the in-memory key-value store holds at most (without Redis); KV_MEMORY_CAPACITY. */
  kvMemoryCapacity: number
  /** Captchas one IP address may have drawn per minute (CAPTCHA_PER_IP_PER_MINUTE); beyond: -10029. */
  captchaPerIpPerMinute: number
  logLevel: string
  development: boolean
  /** Check every answer against its contract schema before serialising (tests): drift fails loudly. */
  strictResponses?: boolean
  /** Serve the browsable API reference at /api/docs (API_DOCS=off turns it off; /api/openapi.json stays). */
  apiDocs: boolean
  /** Shared secret of the admin routes (header x-admin-token); absent: every admin route answers 403. */
  adminToken?: string
  /** WeChat official account, for the JSSDK signature (absent: wechat_jssdkconfig is null). */
  wechat?: { appId: string; appSecret: string; apiBase: string }
  /** Third-party login platforms (docs/api.md "Third-party login"); an absent credential set answers -20301. */
  platforms?: PlatformsConfig
  /**
   * Payment channel settings (modules/pay/pay.registry.ts): every WECHATPAY_*, WECHAT_*, ALIPAY_* and PAY_* variable
   * of the environment; each channel reads its own and is off when they are incomplete.
   */
  paySettings?: Record<string, string>
}

export interface PlatformsConfig {
  wechatApiBase: string
  wechatOpenBase: string
  alipayGateway: string
  /** where the Alipay browser sends the user to authorise (openauth.alipay.com) */
  alipayAuthBase: string
  /** official account: OAuth in the WeChat browser */
  wechatMp?: { appId: string; appSecret: string }
  /** mini-program: jscode2session and phone numbers */
  wechatWeapp?: { appId: string; appSecret: string }
  /** keys as PEM or as the bare base64 the Alipay key tool prints */
  alipay?: { appId: string; privateKey: string; publicKey: string }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const varDir = env.MALL_VAR_DIR ?? path.join(serverRoot, 'var')
  const trustProxy = (env.TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    pgPoolMax: positiveInt(env.PG_POOL_MAX, 10),
    sqliteFile: env.SQLITE_FILE ?? path.join(varDir, 'mall.sqlite'),
    sqliteMmapMb: env.SQLITE_MMAP_MB && Number(env.SQLITE_MMAP_MB) >= 0 ? Math.floor(Number(env.SQLITE_MMAP_MB)) : 256,
    redisUrl: env.REDIS_URL || undefined,
    h5Dist: env.H5_DIST ?? path.resolve(serverRoot, '..', 'dist', 'h5'),
    uploadDir: env.UPLOAD_DIR ?? path.join(varDir, 'upload'),
    ...(env.TOKEN_SECRET
      ? { tokenSecret: env.TOKEN_SECRET, tokenSecretSource: 'env' as const }
      : { tokenSecret: generatedTokenSecret(varDir), tokenSecretSource: 'generated' as const }),
    trustProxy: trustProxy.length ? trustProxy : false,
    kvMemoryCapacity: positiveInt(env.KV_MEMORY_CAPACITY, 100_000),
    captchaPerIpPerMinute: positiveInt(env.CAPTCHA_PER_IP_PER_MINUTE, 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    development: env.NODE_ENV !== 'production',
    adminToken: env.ADMIN_TOKEN || undefined,
    apiDocs: !/^(off|0|false|no)$/i.test(env.API_DOCS ?? ''),
    wechat: env.WECHAT_APPID && env.WECHAT_SECRET
      ? { appId: env.WECHAT_APPID, appSecret: env.WECHAT_SECRET, apiBase: env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com' }
      : undefined,
    platforms: loadPlatforms(env),
    paySettings: Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => /^(WECHATPAY|WECHAT|ALIPAY|PAY)_/.test(e[0]) && typeof e[1] === 'string')),
  }
}

const positiveInt = (v: string | undefined, fallback: number) => (Number(v) >= 1 ? Math.floor(Number(v)) : fallback)

/**
 * The token secret of a start without TOKEN_SECRET: random on the first start, then read back, so
 * tokens survive restarts and nobody can mint one from a secret written in the source. Linked into
 * place exclusively, so two processes starting together end up with the same secret.
 */
function generatedTokenSecret(varDir: string): string {
  const file = path.join(varDir, 'token-secret')
  fs.mkdirSync(varDir, { recursive: true })
  if (!fs.existsSync(file)) {
    // written aside, then linked into place: a reader never sees a half-written file
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`
    fs.writeFileSync(tmp, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
    try {
      fs.linkSync(tmp, file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    } finally {
      fs.unlinkSync(tmp)
    }
  }
  // a copied or restored file may have lost its mode: the secret is readable by this user only
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600)
  const secret = fs.readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new Error(`${file} holds no usable token secret; delete it to generate a new one`)
  return secret
}

/** What a start should warn about (main.ts logs them). */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = []
  if (!config.development && config.tokenSecretSource === 'generated') {
    warnings.push('TOKEN_SECRET is not set: tokens are signed with the secret generated in the var folder (token-secret); set TOKEN_SECRET in production, the same on every server process')
  }
  return warnings
}

function loadPlatforms(env: NodeJS.ProcessEnv): PlatformsConfig {
  // the official account of the JSSDK is the one that logs users in, unless set apart
  const mpId = env.WECHAT_MP_APPID || env.WECHAT_APPID
  const mpSecret = env.WECHAT_MP_SECRET || env.WECHAT_SECRET
  return {
    wechatApiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com',
    wechatOpenBase: env.WECHAT_OPEN_BASE || 'https://open.weixin.qq.com',
    alipayGateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
    alipayAuthBase: env.ALIPAY_AUTH_BASE || 'https://openauth.alipay.com',
    wechatMp: mpId && mpSecret ? { appId: mpId, appSecret: mpSecret } : undefined,
    wechatWeapp: env.WECHAT_WEAPP_APPID && env.WECHAT_WEAPP_SECRET ? { appId: env.WECHAT_WEAPP_APPID, appSecret: env.WECHAT_WEAPP_SECRET } : undefined,
    alipay: env.ALIPAY_APPID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY
      ? { appId: env.ALIPAY_APPID, privateKey: env.ALIPAY_PRIVATE_KEY, publicKey: env.ALIPAY_PUBLIC_KEY }
      : undefined,
  }
}

export const paths = { serverRoot }
