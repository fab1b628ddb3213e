import crypto from 'node:crypto'
import type { Lang } from '../../http/messages.js'

/** One tracking event, as the logistics page lists it. */
export interface TraceEvent {
  /** Unix seconds */
  time: number
  /** in the caller's language */
  text: string
}

export interface TraceQuery {
  company: string
  no: string
  /** when the package left the shop (order_package.created_at) */
  shippedAt: number
  /** when the buyer (or the timed job) received the order; 0 while not received */
  receivedAt: number
  lang: Lang
  now: number
}

/**
 * Where tracking events come from. A real provider (Kuaidi100: POST https://poll.kuaidi100.com/poll/query.do
 * with `customer`, `sign` = MD5(param + key + customer) upper-cased, `param` = {com, num}; its answer's
 * `data` is [{time, context}] newest first) maps its events to TraceEvent, newest first, and answers []
 * for a number it does not know. Errors are thrown; the caller shows the package without events.
 */
export interface LogisticsProvider {
  readonly name: string
  trace(company: string, no: string, q: TraceQuery): Promise<TraceEvent[]>
}

const CITIES: Record<Lang, string[]> = {
  'zh-cn': ['上海', '杭州', '南京', '苏州', '合肥', '武汉', '郑州', '长沙', '广州', '深圳', '成都', '北京'],
  'en-us': ['Shanghai', 'Hangzhou', 'Nanjing', 'Suzhou', 'Hefei', 'Wuhan', 'Zhengzhou', 'Changsha', 'Guangzhou', 'Shenzhen', 'Chengdu', 'Beijing'],
}

const TEXT: Record<Lang, { shipped: (c: string) => string; collected: (c: string, city: string) => string; left: (city: string) => string; arrived: (city: string) => string; out: (city: string, courier: string) => string; signed: string }> = {
  'zh-cn': {
    shipped: (c) => `商家已发货，包裹已交给${c}，等待揽收`,
    collected: (c, city) => `【${city}】${c}已揽收`,
    left: (city) => `快件已从【${city}转运中心】发出`,
    arrived: (city) => `快件已到达【${city}转运中心】`,
    out: (city, courier) => `【${city}】快递员 ${courier} 正在派件`,
    signed: '快件已签收，感谢使用',
  },
  'en-us': {
    shipped: (c) => `Shipped by the shop: handed to ${c}, waiting for pickup`,
    collected: (c, city) => `[${city}] Picked up by ${c}`,
    left: (city) => `Departed the ${city} sorting centre`,
    arrived: (city) => `Arrived at the ${city} sorting centre`,
    out: (city, courier) => `[${city}] Out for delivery with courier ${courier}`,
    signed: 'Delivered and signed for. Thank you',
  },
}

/**
 * Development provider: believable, deterministic events from the shipment time (the same number always
 * tells the same story): collected, through two transit cities, out for delivery, and signed only once
 * the order was received. Events in the future are not shown yet.
 */
export class DevLogisticsProvider implements LogisticsProvider {
  readonly name = 'dev'

  async trace(company: string, no: string, q: TraceQuery): Promise<TraceEvent[]> {
    const seed = crypto.createHash('sha256').update(`${company}|${no}`).digest()
    const cities = CITIES[q.lang]
    const from = seed[0] % cities.length
    const via = (from + 1 + (seed[1] % (cities.length - 2))) % cities.length
    let to = (via + 1 + (seed[2] % (cities.length - 2))) % cities.length
    if (to === from) to = (to + 1) % cities.length
    const t = TEXT[q.lang]
    const hour = 3600
    const steps: TraceEvent[] = [
      // the shop's own event, at once: the page never shows an empty timeline for a shipped parcel
      { time: q.shippedAt, text: t.shipped(company || '—') },
      { time: q.shippedAt + hour + (seed[3] % 60) * 60, text: t.collected(company || '—', cities[from]) },
      { time: q.shippedAt + 4 * hour + (seed[4] % 60) * 60, text: t.left(cities[from]) },
      { time: q.shippedAt + 14 * hour + (seed[5] % 60) * 60, text: t.arrived(cities[via]) },
      { time: q.shippedAt + 17 * hour + (seed[6] % 60) * 60, text: t.left(cities[via]) },
      { time: q.shippedAt + 30 * hour + (seed[7] % 60) * 60, text: t.arrived(cities[to]) },
      { time: q.shippedAt + 34 * hour + (seed[8] % 60) * 60, text: t.out(cities[to], `No.${1000 + (seed.readUInt16BE(9) % 9000)}`) },
    ]
    // the timeline never runs past now, nor past the receipt
    const limit = q.receivedAt > 0 ? Math.min(q.now, q.receivedAt) : q.now
    const shown = steps.filter((s) => s.time <= limit)
    if (q.receivedAt > 0) shown.push({ time: Math.max(q.receivedAt, shown.at(-1)?.time ?? q.receivedAt), text: t.signed })
    return shown.reverse()
  }
}

/** The configured provider (LOGISTICS_PROVIDER; only 'dev' exists yet, and is the default). */
export function logisticsProvider(name = process.env.LOGISTICS_PROVIDER ?? 'dev'): LogisticsProvider {
  if (name !== 'dev') throw new Error(`unknown logistics provider ${name}: only 'dev' is available`)
  return devProvider
}

const devProvider = new DevLogisticsProvider()
