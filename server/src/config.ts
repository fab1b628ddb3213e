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
  /** WeChat official account, for the JSSDK signature (absent: wechat_jssdkconfig is null). */
  wechat?: { appId: string; appSecret: string; apiBase: string }
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
    wechat: env.WECHAT_APPID && env.WECHAT_SECRET
      ? { appId: env.WECHAT_APPID, appSecret: env.WECHAT_SECRET, apiBase: env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com' }
      : undefined,
  }
}

export const paths = { serverRoot }
