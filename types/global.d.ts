/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

/** Injected by config/index.ts (defineConstants). */
declare const MALL_API_BASE: string
declare const MALL_APP_VERSION: string
declare const MALL_IMAGE: { domain: string; storageHosts: string[]; resizeQuery: string | null } | undefined

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'qq' | 'jd' | 'harmony-hybrid'
    TARO_APP_ID: string
  }
}
