import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AppConfig } from '../../config.js'
import type { PayChannel, PayClientKind } from './pay.channel.js'

/**
 * The payment channels. Each channel module under ./channels/ calls `registerChannel` when imported;
 * its factory reads the configuration and answers a channel, or null when it is not configured (then
 * it is neither offered nor accepted, notifications included). Channel modules are found by listing
 * the folder, so a new gateway plugs in without editing this file.
 */
export interface ChannelSetup {
  config: AppConfig
  /** WECHATPAY_*, ALIPAY_*, PAY_* settings (AppConfig.paySettings: the environment by default) */
  settings: Readonly<Record<string, string | undefined>>
}

export type ChannelFactory = (setup: ChannelSetup) => PayChannel | null

/** the order /api/pay/type lists them in */
const factories = new Map<string, { factory: ChannelFactory; order: number }>()

export function registerChannel(payType: string, factory: ChannelFactory, opts: { order?: number } = {}): void {
  if (!/^[a-z][a-z0-9_]{1,19}$/.test(payType)) throw new Error(`pay channel name ${payType} is not a plain name`)
  factories.set(payType, { factory, order: opts.order ?? 100 })
  built = new WeakMap()
}

let built = new WeakMap<AppConfig, Map<string, PayChannel>>()

const channelsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'channels')
let loading: Promise<void> | null = null

/** Imports every channel module once (tests and fake gateways beside them are skipped). */
export function loadChannelModules(): Promise<void> {
  loading ??= (async () => {
    let files: string[] = []
    try {
      files = fs.readdirSync(channelsDir)
    } catch {
      return
    }
    const modules = files
      .filter((f) => /^[a-z0-9_-]+\.(ts|js|mjs)$/i.test(f) && !/\.(test|testkit|d)\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
      // a compiled tree holds .js only; the source tree .ts only: never import a module twice
      .filter((f, _, all) => !(f.endsWith('.js') && all.includes(f.replace(/\.js$/, '.ts'))))
      .sort()
    for (const f of modules) await import(pathToFileURL(path.join(channelsDir, f)).href)
  })()
  return loading
}

function channelMap(config: AppConfig): Map<string, PayChannel> {
  let map = built.get(config)
  if (!map) {
    map = new Map()
    const setup: ChannelSetup = { config, settings: config.paySettings ?? {} }
    const ordered = [...factories.entries()].sort((a, b) => a[1].order - b[1].order)
    for (const [payType, { factory }] of ordered) {
      const channel = factory(setup)
      if (channel) {
        if (channel.payType !== payType) throw new Error(`pay channel ${payType} answered a channel named ${channel.payType}`)
        map.set(payType, channel)
      }
    }
    built.set(config, map)
  }
  return map
}

/** The configured channels, in offering order. */
export async function configuredChannels(config: AppConfig): Promise<PayChannel[]> {
  await loadChannelModules()
  return [...channelMap(config).values()]
}

/** The configured channel of that name, or null (unknown or not configured). */
export async function getChannel(config: AppConfig, payType: string): Promise<PayChannel | null> {
  await loadChannelModules()
  return channelMap(config).get(payType) ?? null
}

/** The channels a shopper on this client can pay with. */
export async function channelsFor(config: AppConfig, kind: PayClientKind): Promise<PayChannel[]> {
  return (await configuredChannels(config)).filter((c) => c.supports(kind))
}
