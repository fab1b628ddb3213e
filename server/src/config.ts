import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface AppConfig {
  port: number
  host: string
  /** postgres://… selects PostgreSQL; otherwise the SQLite file below is used. */
  databaseUrl?: string
  sqliteFile: string
  redisUrl?: string
  /** Folder of the built H5 site, served under /h5/. */
  h5Dist: string
  /** Writable folder for uploads and generated demo images, served under /upload/. */
  uploadDir: string
  tokenSecret: string
  logLevel: string
  development: boolean
  /** Shared secret of the admin routes (header x-admin-token); absent: every admin route answers 403. */
  adminToken?: string
  /** WeChat official account, for the JSSDK signature (absent: wechat_jssdkconfig is null). */
  wechat?: { appId: string; appSecret: string; apiBase: string }
  /** Third-party login platforms (docs/api.md "Third-party login"); an absent credential set answers -20301. */
  platforms?: PlatformsConfig
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
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: env.SQLITE_FILE ?? path.join(varDir, 'mall.sqlite'),
    redisUrl: env.REDIS_URL || undefined,
    h5Dist: env.H5_DIST ?? path.resolve(serverRoot, '..', 'dist', 'h5'),
    uploadDir: env.UPLOAD_DIR ?? path.join(varDir, 'upload'),
    tokenSecret: env.TOKEN_SECRET ?? 'dev-only-secret-change-me',
    logLevel: env.LOG_LEVEL ?? 'info',
    development: env.NODE_ENV !== 'production',
    adminToken: env.ADMIN_TOKEN || undefined,
    wechat: env.WECHAT_APPID && env.WECHAT_SECRET
      ? { appId: env.WECHAT_APPID, appSecret: env.WECHAT_SECRET, apiBase: env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com' }
      : undefined,
    platforms: loadPlatforms(env),
  }
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
