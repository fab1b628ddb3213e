/**
 * Three server processes behind HAProxy behave as one mall (issue 12): sessions, rate limits, cache
 * invalidation and uploads hold whichever instance a request lands on. Each instance is called
 * directly by its own URL (the balancer where it matters), with fetch, on a fresh PostgreSQL database
 * holding the demo mall, Redis db 11 and an s3rver bucket. Runs when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set and haproxy is installed.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { PNG } from 'pngjs'
import { paths } from '../config.js'
import { CommonError } from '../contract/errors.js'
import { openDatabase, sql, type DbHandle } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { AuthError } from '../modules/auth/auth.messages.js'
import { LOGIN_GUARD } from '../modules/auth/login.guard.js'
import { captchaKey } from '../modules/captcha/captcha.service.js'
import { setWebsiteConfig } from '../modules/config/config.service.js'
import { MemberAuthError } from '../modules/member/member.messages.js'
import { ORDER_STATUS } from '../modules/order/order.table.js'
import { SmsError } from '../modules/sms/sms.messages.js'
import { SMS_LIMITS } from '../modules/sms/sms.service.js'
import { DEMO_VERIFIER } from '../modules/verify/verify.seed.js'
import { DEMO_MEMBER } from '../seed/member-seed.js'
import { haproxyBinary, startCluster, type Cluster } from './cluster.js'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const skip = !databaseUrl || !/^postgres(ql)?:/.test(databaseUrl)
  ? 'TEST_DATABASE_URL (PostgreSQL) not set: cluster suite skipped'
  : !redisUrl
    ? 'TEST_REDIS_URL not set: cluster suite skipped'
    : !haproxyBinary()
      ? 'haproxy not installed: cluster suite skipped'
      : false

/** Redis db of this suite: the other suites use 14 and 15 at the same time. */
const REDIS_DB = 11
/** small, so the draws per address run out quickly (passed to every instance) */
const CAPTCHA_PER_IP = 6
/** a cache change must reach every instance within this */
const FRESH_WITHIN_MS = 1000

interface Envelope<T = any> {
  code: number
  message: string
  data: T
}

/** A POST the way the app sends it; the token rides in its header, `ip` as the balancer's X-Forwarded-For. */
async function post<T = any>(base: string, route: string, body: Record<string, unknown> = {}, opts: { token?: string; ip?: string } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (opts.token) headers.token = opts.token
  if (opts.ip) headers['x-forwarded-for'] = opts.ip
  const res = await fetch(base + route, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) })
  return (await res.json()) as Envelope<T>
}

async function get<T = any>(base: string, route: string): Promise<Envelope<T>> {
  return (await (await fetch(base + route, { signal: AbortSignal.timeout(10_000) })).json()) as Envelope<T>
}

/** Documentation addresses (RFC 5737), a new one per limit, so the limits of one check never meet another's. */
let ipSeq = 0
const nextIp = () => `203.0.113.${++ipSeq}`

/**
 * Calls `attempt(0), attempt(1) …` until one answers `refused`; every earlier one must answer `accepted`.
 * Answers how many were accepted.
 */
async function acceptedUntil(attempt: (i: number) => Promise<Envelope>, accepted: number, refused: number, max: number): Promise<number> {
  for (let i = 0; i <= max; i++) {
    const r = await attempt(i)
    if (r.code === refused) return i
    assert.equal(r.code, accepted, `attempt ${i + 1}: ${r.message}`)
  }
  assert.fail(`not refused after ${max + 1} attempts`)
}

/**
 * Reads `read(url)` on every URL until `fresh` holds for each; a read started more than FRESH_WITHIN_MS
 * after the change fails the test. Answers the milliseconds the slowest took.
 */
async function freshEverywhere<T>(urls: string[], read: (url: string) => Promise<T>, fresh: (v: T) => boolean): Promise<number> {
  const changedAt = Date.now()
  const took = await Promise.all(urls.map(async (url) => {
    for (;;) {
      const askedAt = Date.now()
      const v = await read(url)
      if (fresh(v)) return askedAt - changedAt
      if (Date.now() - changedAt > FRESH_WITHIN_MS) assert.fail(`${url} still answers ${JSON.stringify(v)} ${FRESH_WITHIN_MS} ms after the change`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }))
  return Math.max(...took)
}

function png(): Buffer {
  const img = new PNG({ width: 4, height: 3 })
  for (let i = 0; i < img.data.length; i++) img.data[i] = crypto.randomInt(256)
  return PNG.sync.write(img)
}

function multipart(boundary: string, file: { filename: string; type: string; data: Buffer }): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
}

/** The SMS provider of the instances (production mode has no outbox): answers OK and keeps what it was sent. */
async function fakeAliyunSms(): Promise<{ endpoint: string; sentTo: string[]; close: () => Promise<void> }> {
  const sentTo: string[] = []
  const server = http.createServer((req, res) => {
    sentTo.push(new URL(req.url!, 'http://x').searchParams.get('PhoneNumbers') ?? '')
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '1', RequestId: crypto.randomUUID() }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    sentTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function runSeed(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed/seed-cli.ts'], { cwd: paths.serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`seed failed (${status}): ${output.slice(-1500)}`))))
  })
}

/** A captcha drawn on `base` (from a fresh address: the draws are limited per address) and read from Redis as a person reads it. */
async function solvedCaptcha(base: string, redisDbUrl: string): Promise<{ captcha_id: string; captcha_code: string }> {
  const drawn = await post(base, '/api/captcha/captcha', {}, { ip: nextIp() })
  assert.equal(drawn.code, 0, drawn.message)
  const { Redis } = await import('ioredis')
  const redis = new Redis(redisDbUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  try {
    // the instances' store prefix (infra/kv.ts)
    const stored = await redis.get(`mall:${captchaKey(1, drawn.data.id)}`)
    assert.ok(stored, 'the captcha is in Redis')
    return { captcha_id: drawn.data.id, captcha_code: stored.split(':')[0] }
  } finally {
    await redis.quit().catch(() => undefined)
  }
}

async function flushRedisDb(url: string): Promise<void> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  try {
    await redis.flushdb()
  } finally {
    await redis.quit().catch(() => undefined)
  }
}

describe('a cluster of three instances behind HAProxy is one mall', { skip }, () => {
  const dbName = `mall_cl_${crypto.randomBytes(5).toString('hex')}`
  let tmp: string | undefined
  let clusterDbUrl: string
  let clusterRedisUrl: string
  let handle: DbHandle | undefined
  let sms: Awaited<ReturnType<typeof fakeAliyunSms>> | undefined
  let cluster: Cluster | undefined
  let urls: string[]
  let dbCreated = false

  const memberToken = async () => {
    const login = await post(cluster!.url, '/api/login/login', { username: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }, { ip: nextIp() })
    assert.equal(login.code, 0, login.message)
    return login.data.token as string
  }

  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-cl-sessions-'))
    const admin = await openDatabase({ databaseUrl: databaseUrl! })
    try {
      await sql`create database ${sql.id(dbName)}`.execute(admin.db)
      dbCreated = true
    } finally {
      await admin.destroy()
    }
    const dbUrl = new URL(databaseUrl!)
    dbUrl.pathname = `/${dbName}`
    clusterDbUrl = dbUrl.href
    const redis = new URL(redisUrl!)
    redis.pathname = `/${REDIS_DB}`
    clusterRedisUrl = redis.href
    await flushRedisDb(clusterRedisUrl)

    // the instances start with MIGRATE=off: the schema is made once, here
    handle = await openDatabase({ databaseUrl: clusterDbUrl })
    await migrateToLatest(handle)
    sms = await fakeAliyunSms()
    const smsKey = () => crypto.randomBytes(12).toString('hex')
    await runSeed({ ...process.env, DATABASE_URL: clusterDbUrl, REDIS_URL: '', MALL_VAR_DIR: path.join(tmp, 'seed-var') })
    // the forms here are sent without a picture captcha (its draws are counted on their own below)
    await setWebsiteConfig(handle.db, 1, 'captcha_config', { shop_reception_login: 0 })
    cluster = await startCluster({
      instances: 3,
      databaseUrl: clusterDbUrl,
      redisUrl: clusterRedisUrl,
      workDir: path.join(tmp, 'cluster'),
      env: {
        CAPTCHA_PER_IP_PER_MINUTE: String(CAPTCHA_PER_IP),
        SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ENDPOINT: sms.endpoint, ALIYUN_SMS_ACCESS_KEY_ID: smsKey(), ALIYUN_SMS_ACCESS_KEY_SECRET: smsKey(),
        ALIYUN_SMS_SIGN_NAME: 'mall', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_0001',
      },
    })
    urls = cluster.instances.map((i) => i.url)
  })

  after(async () => {
    // for the CI summary: the lane that ran this suite (it has no SQLite lane: the instances share one database)
    console.log('cluster [postgres]: full (sessions, limits, caches and uploads across 3 instances)')
    await cluster?.stop()
    await handle?.destroy()
    await sms?.close()
    if (dbCreated) {
      const admin = await openDatabase({ databaseUrl: databaseUrl! })
      await sql`drop database if exists ${sql.id(dbName)} with (force)`.execute(admin.db).catch(() => undefined)
      await admin.destroy()
    }
    if (clusterRedisUrl) await flushRedisDb(clusterRedisUrl).catch(() => undefined)
    // KEEP_CLUSTER_TMP=1 keeps the instance logs and the balancer's configuration for a look after a failure
    if (tmp && !process.env.KEEP_CLUSTER_TMP) fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('a login on instance 1 serves the member on 2 and 3; a logout on 2 ends it on all three', async () => {
    const login = await post(urls[0], '/api/login/login', { username: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }, { ip: nextIp() })
    assert.equal(login.code, 0, login.message)
    const token: string = login.data.token
    for (const url of [...urls, cluster!.url]) {
      const info = await post(url, '/api/member/info', {}, { token })
      assert.equal(info.code, 0, `${url}: ${info.message}`)
      assert.equal(info.data.mobile, DEMO_MEMBER.mobile)
    }
    const logout = await post(urls[1], '/api/login/logout', {}, { token })
    assert.equal(logout.code, 0, logout.message)
    for (const url of [...urls, cluster!.url]) {
      const info = await post(url, '/api/member/info', {}, { token })
      assert.equal(info.code, CommonError.TOKEN_INVALID, `${url} still takes the token after the logout`)
    }
  })

  it('SMS limits count across instances: a mobile\'s minute gap, and the codes per address an hour', async () => {
    // one mobile: the code sent through instance 1 blocks the next minute on 2 and 3
    const mobile = '13700000000'
    const ip = nextIp()
    const first = await post(urls[0], '/api/login/mobileCode', { mobile }, { ip })
    assert.equal(first.code, 0, first.message)
    for (const url of urls.slice(1)) {
      const again = await post(url, '/api/login/mobileCode', { mobile }, { ip })
      assert.equal(again.code, SmsError.TOO_OFTEN, `${url}: ${again.message}`)
      assert.ok(again.data.seconds >= 1 && again.data.seconds <= SMS_LIMITS.gapSeconds)
    }
    assert.deepEqual(sms!.sentTo.filter((m) => m === mobile), [mobile])

    // one address, a new mobile each time: round robin over the three, and on one instance alone
    const sentBefore = sms!.sentTo.length
    const spreadIp = nextIp()
    const spread = await acceptedUntil((i) => post(urls[i % 3], '/api/login/mobileCode', { mobile: `1371${String(i).padStart(7, '0')}` }, { ip: spreadIp }),
      0, SmsError.IP_CAP, SMS_LIMITS.perIpPerHour + 3)
    const singleIp = nextIp()
    const single = await acceptedUntil((i) => post(urls[0], '/api/login/mobileCode', { mobile: `1372${String(i).padStart(7, '0')}` }, { ip: singleIp }),
      0, SmsError.IP_CAP, SMS_LIMITS.perIpPerHour + 3)
    assert.deepEqual([spread, single], [SMS_LIMITS.perIpPerHour, SMS_LIMITS.perIpPerHour])
    assert.equal(sms!.sentTo.length - sentBefore, spread + single, 'a refused code is never sent')
    // the address stays refused on every instance
    for (const [i, url] of urls.entries()) assert.equal((await post(url, '/api/login/mobileCode', { mobile: `1373000000${i}` }, { ip: spreadIp })).code, SmsError.IP_CAP, url)
  })

  it('password-login failures ask for a captcha at the same count across instances and never lock', async () => {
    const { captchaAfter: inARow } = LOGIN_GUARD.account
    const { captchaAfter: fromAddress } = LOGIN_GUARD.address
    // an account: wrong passwords round robin, then every instance asks for the picture, even with the right one
    const accountIp = nextIp()
    const spread = await acceptedUntil((i) => post(urls[i % 3], '/api/login/login', { username: DEMO_VERIFIER.mobile, password: `wrong-${i}` }, { ip: accountIp }),
      MemberAuthError.LOGIN_FAILED, AuthError.LOGIN_CAPTCHA_REQUIRED, inARow + 3)
    for (const url of urls) {
      const asked = await post(url, '/api/login/login', { username: DEMO_VERIFIER.mobile, password: DEMO_VERIFIER.password }, { ip: nextIp() })
      assert.equal(asked.code, AuthError.LOGIN_CAPTCHA_REQUIRED, `${url}: ${asked.message}`)
    }
    // never locked: the right password with a solved captcha gets in, from the guesser's address too
    const right = await post(urls[2], '/api/login/login',
      { username: DEMO_VERIFIER.mobile, password: DEMO_VERIFIER.password, ...(await solvedCaptcha(urls[0], clusterRedisUrl)) }, { ip: accountIp })
    assert.equal(right.code, 0, right.message)
    const singleIp = nextIp()
    const single = await acceptedUntil((i) => post(urls[0], '/api/login/login', { username: '13500000000', password: `wrong-${i}` }, { ip: singleIp }),
      MemberAuthError.LOGIN_FAILED, AuthError.LOGIN_CAPTCHA_REQUIRED, inARow + 3)
    assert.deepEqual([spread, single], [inARow, inARow])

    // an address trying a new account each time (each below its own count)
    const spreadIp = nextIp()
    const spreadAddress = await acceptedUntil((i) => post(urls[i % 3], '/api/login/login', { username: `1351${String(i).padStart(7, '0')}`, password: 'wrong' }, { ip: spreadIp }),
      MemberAuthError.LOGIN_FAILED, AuthError.LOGIN_CAPTCHA_REQUIRED, fromAddress + 3)
    const oneIp = nextIp()
    const singleAddress = await acceptedUntil((i) => post(urls[2], '/api/login/login', { username: `1352${String(i).padStart(7, '0')}`, password: 'wrong' }, { ip: oneIp }),
      MemberAuthError.LOGIN_FAILED, AuthError.LOGIN_CAPTCHA_REQUIRED, fromAddress + 3)
    assert.deepEqual([spreadAddress, singleAddress], [fromAddress, fromAddress])
    // the address asks for the picture on every instance, and the demo member still gets in with it
    for (const url of urls) {
      assert.equal((await post(url, '/api/login/login', { username: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }, { ip: spreadIp })).code, AuthError.LOGIN_CAPTCHA_REQUIRED, url)
    }
    const member = await post(urls[1], '/api/login/login',
      { username: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password, ...(await solvedCaptcha(urls[1], clusterRedisUrl)) }, { ip: spreadIp })
    assert.equal(member.code, 0, member.message)
  })

  it('captcha draws per address count across instances (CAPTCHA_PER_IP_PER_MINUTE)', async () => {
    const spreadIp = nextIp()
    const spread = await acceptedUntil((i) => post(urls[i % 3], '/api/captcha/captcha', {}, { ip: spreadIp }), 0, CommonError.TOO_MANY_REQUESTS, CAPTCHA_PER_IP + 3)
    const singleIp = nextIp()
    const single = await acceptedUntil(() => post(urls[1], '/api/captcha/captcha', {}, { ip: singleIp }), 0, CommonError.TOO_MANY_REQUESTS, CAPTCHA_PER_IP + 3)
    assert.deepEqual([spread, single], [CAPTCHA_PER_IP, CAPTCHA_PER_IP])
    for (const url of urls) assert.equal((await post(url, '/api/captcha/captcha', {}, { ip: spreadIp })).code, CommonError.TOO_MANY_REQUESTS, url)
    // another address still draws
    assert.equal((await post(urls[2], '/api/captcha/captcha', {}, { ip: nextIp() })).code, 0)
  })

  it('an operator setting stored through instance 1 is read fresh on 2 and 3 within 1 s', async (t) => {
    const read = async (url: string) => (await get(url, '/memberrecharge/api/memberrecharge/config')).data.free_amount_min as number
    const before = await Promise.all(urls.map(read))
    const min = before[0] + 1 + crypto.randomInt(1000)
    const set = await fetch(`${urls[0]}/admin/api/recharge/setconfig`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': cluster!.env.ADMIN_TOKEN },
      body: JSON.stringify({ free_amount_use: 1, free_amount_min: min, free_amount_max: 500_000 }),
    }).then((r) => r.json() as Promise<Envelope>)
    assert.equal(set.code, 0, set.message)
    const ms = await freshEverywhere(urls.slice(1), read, (v) => v === min)
    t.diagnostic(`fresh everywhere ${ms} ms after the change`)
  })

  it('an evaluation made through instance 1 shows in the goods detail on 2 and 3 within 1 s', async (t) => {
    const token = await memberToken()
    const order = await handle!.db.selectFrom('orders as o').innerJoin('member as m', 'm.id', 'o.member_id')
      .select(['o.order_id']).where('m.mobile', '=', DEMO_MEMBER.mobile).where('o.is_evaluate', '=', 0)
      .where('o.order_status', 'in', [ORDER_STATUS.RECEIVED, ORDER_STATUS.COMPLETED]).orderBy('o.order_id').executeTakeFirstOrThrow()
    const lines = await handle!.db.selectFrom('order_goods').select(['order_goods_id', 'goods_id']).where('order_id', '=', order.order_id).execute()
    const goodsId = lines[0].goods_id
    const read = async (url: string) => (await post(url, '/api/goodssku/detail', { goods_id: goodsId })).data.goods.evaluate as number
    // the detail is cached on every instance (5 s) before the evaluation
    const before = await Promise.all(urls.map(read))
    assert.equal(new Set(before).size, 1)
    const added = await post(urls[0], '/api/goodsevaluate/add', {
      order_id: order.order_id,
      goods_evaluate: lines.map((l) => ({ order_goods_id: l.order_goods_id, scores: 5, content: 'cluster test' })),
    }, { token })
    assert.equal(added.code, 0, added.message)
    const expected = before[0] + lines.filter((l) => l.goods_id === goodsId).length
    const ms = await freshEverywhere(urls, read, (v) => v === expected)
    t.diagnostic(`fresh everywhere ${ms} ms after the change`)
  })

  const adminPost = (url: string, route: string, body: Record<string, unknown>) => fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': cluster!.env.ADMIN_TOKEN },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<Envelope>)

  // The operator's catalogue calls through instance 1; every instance has the old copy cached before.
  it('a decoration saved through instance 1 is served fresh by all three within 1 s', async (t) => {
    const read = async (url: string) => (await post(url, '/api/diyview/info', { name: 'DIY_VIEW_INDEX' })).data.value as { global: { title: string } }
    const before = await Promise.all(urls.map(read))
    const title = `cluster ${crypto.randomBytes(3).toString('hex')}`
    const saved = await adminPost(urls[0], '/admin/api/diyview/edit', { name: 'DIY_VIEW_INDEX', site_id: 0, value: { ...before[0], global: { ...before[0].global, title } } })
    assert.equal(saved.code, 0, saved.message)
    const ms = await freshEverywhere(urls, async (u) => (await read(u)).global.title, (v) => v === title)
    t.diagnostic(`fresh everywhere ${ms} ms after the change`)
  })

  it('a category renamed through instance 1 is in every instance\'s category tree within 1 s', async (t) => {
    const read = async (url: string) => (await get(url, '/api/goodscategory/tree')).data[0].category_name as string
    await Promise.all(urls.map(read))
    const first = (await get(urls[0], '/api/goodscategory/tree')).data[0].category_id as number
    const name = `类目 ${crypto.randomBytes(3).toString('hex')}`
    const edited = await adminPost(urls[0], '/admin/api/goodscategory/edit', { category_id: first, category_name: name })
    assert.equal(edited.code, 0, edited.message)
    const ms = await freshEverywhere(urls, read, (v) => v === name)
    t.diagnostic(`fresh everywhere ${ms} ms after the change`)
  })

  it('a goods name and price changed through instance 1 are in every instance\'s cards and details within 1 s', async (t) => {
    const card = async (url: string, goodsId: number) => {
      const page = await post(url, '/api/goodssku/page', { page: 1, page_size: 10 })
      const c = page.data.list.find((g: { goods_id: number }) => g.goods_id === goodsId)
      const detail = (await post(url, '/api/goodssku/detail', { goods_id: goodsId })).data.goods
      return { name: c?.goods_name, price: c?.price, detailName: detail.goods_name, detailPrice: detail.price_min }
    }
    const goodsId = (await post(urls[0], '/api/goodssku/page', { page: 1, page_size: 10 })).data.list[0].goods_id as number
    const before = await Promise.all(urls.map((u) => card(u, goodsId)))
    assert.ok(before[0].name && before[0].price > 0)
    const info = await adminPost(urls[0], '/admin/api/goods/info', { goods_id: goodsId })
    assert.equal(info.code, 0, info.message)
    const name = `cluster goods ${crypto.randomBytes(3).toString('hex')}`
    const price = Math.max(...info.data.skus.map((k: { price: number }) => k.price)) + 1 + crypto.randomInt(100)
    const edited = await adminPost(urls[0], '/admin/api/goods/edit', {
      goods_id: goodsId, goods_name: name, skus: info.data.skus.map((k: { sku_id: number }) => ({ sku_id: k.sku_id, price })),
    })
    assert.equal(edited.code, 0, edited.message)
    const ms = await freshEverywhere(urls, (u) => card(u, goodsId), (v) => v.name === name && v.price === price && v.detailName === name && v.detailPrice === price)
    t.diagnostic(`fresh everywhere ${ms} ms after the change`)
  })

  it('an upload through instance 1 is served by 2, 3 and the balancer from the bucket', async () => {
    const token = await memberToken()
    const data = png()
    const boundary = `----mallCluster${crypto.randomBytes(6).toString('hex')}`
    const res = await fetch(`${urls[0]}/api/upload/image`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
      body: new Uint8Array(multipart(boundary, { filename: 'cluster.png', type: 'image/png', data })),
    })
    const uploaded = (await res.json()) as Envelope<{ pic_path: string }>
    assert.equal(uploaded.code, 0, uploaded.message)
    const picPath = uploaded.data.pic_path
    assert.match(picPath, /^upload\/member\/\d{6}\/[0-9a-f]{32}\.png$/)
    // uploads are stored re-encoded (upload.image.ts): every instance serves the one stored picture
    let stored: Buffer | undefined
    for (const base of [...urls, cluster!.url]) {
      const redirect = await fetch(`${base}/${picPath}`, { redirect: 'manual' })
      assert.equal(redirect.status, 302, base)
      const location = redirect.headers.get('location')!
      assert.ok(location.endsWith(`/${picPath}`), location)
      const served = await fetch(location)
      assert.equal(served.status, 200, location)
      const bytes = Buffer.from(await served.arrayBuffer())
      assert.deepEqual(bytes.subarray(0, 8), data.subarray(0, 8), 'a PNG')
      stored ??= bytes
      assert.deepEqual(bytes, stored, base)
    }
  })
})
