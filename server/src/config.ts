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
  /** MiB of the SQLite file read through mmap (SQLITE_MMAP_MB; default 0: off, see db/database.ts) */
  sqliteMmapMb: number
  redisUrl?: string
  /** Folder of the built H5 site, served under /h5/. */
  h5Dist: string
  /** Writable folder for uploads and generated demo images, served under /upload/. */
  uploadDir: string
  /**
   * UPLOAD_STORAGE=s3: members' uploads go to an S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS,
   * MinIO) instead of uploadDir; absent: the disk (the default). See loadObjectStorage for the variables.
   */
  objectStorage?: ObjectStorageConfig
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
  /**
   * MiB of goods details one process keeps, as their answers' text (GOODS_DETAIL_CACHE_MB, default 24:
   * some 20,000 details of the demo's size); beyond it the least recently viewed go.
   */
  goodsDetailCacheMb: number
  /** MIGRATE=off: a start leaves the schema alone (several instances: `npm run migrate` once, then start them) */
  migrateOnStart: boolean
  /**
   * On SIGTERM: the health check answers 503 at once, the process keeps serving for SHUTDOWN_DRAIN_MS
   * (long enough for the balancer's checks to notice), then stops taking requests, finishes those in
   * flight and exits; after SHUTDOWN_TIMEOUT_MS more it exits anyway.
   */
  shutdownDrainMs: number
  shutdownTimeoutMs: number
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

/** An S3-compatible bucket for uploads (UPLOAD_STORAGE=s3; README "Object storage"). */
export interface ObjectStorageConfig {
  /** S3_ENDPOINT, e.g. https://oss-cn-hangzhou.aliyuncs.com; absent: AWS S3 of the region */
  endpoint?: string
  /** S3_BUCKET (required) */
  bucket: string
  /** S3_REGION; us-east-1 when absent */
  region: string
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, both or neither (neither: the SDK's own chain, e.g. an instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** S3_FORCE_PATH_STYLE=1: https://endpoint/bucket/key (MinIO, s3rver) instead of https://bucket.endpoint/key */
  forcePathStyle: boolean
  /**
   * S3_PUBLIC_BASE_URL, no trailing slash: where the bucket's objects are read by browsers (a CDN or the
   * bucket's own host); absent: the bucket address made from the endpoint. The object of the upload path
   * 'upload/member/…/x.png' is read at <publicBaseUrl>/upload/member/…/x.png.
   */
  publicBaseUrl: string
  /** S3_ACL, e.g. public-read, for buckets that are not public by policy; absent: no ACL is sent */
  acl?: string
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
    sqliteMmapMb: env.SQLITE_MMAP_MB && Number(env.SQLITE_MMAP_MB) >= 0 ? Math.floor(Number(env.SQLITE_MMAP_MB)) : 0,
    redisUrl: env.REDIS_URL || undefined,
    h5Dist: env.H5_DIST ?? path.resolve(serverRoot, '..', 'dist', 'h5'),
    uploadDir: env.UPLOAD_DIR ?? path.join(varDir, 'upload'),
    objectStorage: loadObjectStorage(env),
    ...(env.TOKEN_SECRET
      ? { tokenSecret: env.TOKEN_SECRET, tokenSecretSource: 'env' as const }
      : { tokenSecret: generatedTokenSecret(varDir), tokenSecretSource: 'generated' as const }),
    trustProxy: trustProxy.length ? trustProxy : false,
    kvMemoryCapacity: positiveInt(env.KV_MEMORY_CAPACITY, 100_000),
    captchaPerIpPerMinute: positiveInt(env.CAPTCHA_PER_IP_PER_MINUTE, 30),
    goodsDetailCacheMb: positiveInt(env.GOODS_DETAIL_CACHE_MB, 24),
    migrateOnStart: !/^(off|0|false|no)$/i.test(env.MIGRATE ?? ''),
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS !== undefined && Number(env.SHUTDOWN_DRAIN_MS) >= 0 ? Math.floor(Number(env.SHUTDOWN_DRAIN_MS)) : 0,
    shutdownTimeoutMs: positiveInt(env.SHUTDOWN_TIMEOUT_MS, 15_000),
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

/**
 * The bucket of UPLOAD_STORAGE=s3, checked here so a bad setting stops the start with a message naming
 * the variable (never its value: keys stay out of logs). UPLOAD_STORAGE absent or 'disk': undefined.
 */
export function loadObjectStorage(env: NodeJS.ProcessEnv): ObjectStorageConfig | undefined {
  const kind = (env.UPLOAD_STORAGE ?? '').trim().toLowerCase()
  if (kind === '' || kind === 'disk') return undefined
  if (kind !== 's3') throw new Error(`UPLOAD_STORAGE must be disk or s3, not ${JSON.stringify(env.UPLOAD_STORAGE)}`)
  const fail = (what: string) => {
    throw new Error(`UPLOAD_STORAGE=s3: ${what}`)
  }
  const bucket = (env.S3_BUCKET ?? '').trim()
  if (!bucket) fail('S3_BUCKET is not set (the bucket uploads are written to)')
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) fail('S3_BUCKET is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens)')
  const region = (env.S3_REGION ?? '').trim() || 'us-east-1'
  const httpUrl = (name: string, value: string) => {
    let url: URL | undefined
    try {
      url = new URL(value)
    } catch {
      /* refused below */
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
      fail(`${name} must be an http(s) URL without credentials, query or fragment`)
    }
    return url!
  }
  const endpointRaw = (env.S3_ENDPOINT ?? '').trim()
  const endpoint = endpointRaw ? httpUrl('S3_ENDPOINT', endpointRaw) : undefined
  const keyId = (env.S3_ACCESS_KEY_ID ?? '').trim()
  const secret = (env.S3_SECRET_ACCESS_KEY ?? '').trim()
  if (Boolean(keyId) !== Boolean(secret)) fail('set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK default credential chain)')
  const forcePathStyle = /^(1|true|yes|on)$/i.test((env.S3_FORCE_PATH_STYLE ?? '').trim())
  const base = endpoint ? endpoint.href.replace(/\/+$/, '') : ''
  const derived = endpoint
    ? forcePathStyle
      ? `${base}/${bucket}`
      : `${endpoint.protocol}//${bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`
    : `https://${bucket}.s3.${region}.amazonaws.com`
  const publicRaw = (env.S3_PUBLIC_BASE_URL ?? '').trim()
  const publicBaseUrl = publicRaw ? httpUrl('S3_PUBLIC_BASE_URL', publicRaw).href.replace(/\/+$/, '') : derived
  const acl = (env.S3_ACL ?? '').trim()
  return {
    endpoint: endpoint ? base : undefined,
    bucket,
    region,
    credentials: keyId ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle,
    publicBaseUrl,
    acl: acl || undefined,
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
