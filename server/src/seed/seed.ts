import { seedCommunities } from '../modules/region/region.seed.js'
import { seedContent } from '../modules/content/content.seed.js'
import { seedPartnerDemo } from '../modules/partner/partner.seed.js'
import { seedShopDemo } from '../modules/shop/shop.seed.js'
import { sql } from 'kysely'
import type { DbHandle } from '../db/database.js'
import { nowSeconds } from '../db/database.js'
import {
  DEFAULT_IMG, DEFAULT_IMG_FILES, DEFAULT_IMG_KEYS, FIVE_ITEM_NAV, FOUR_ITEM_NAV, tabIcon, type TabKey,
} from '../modules/config/config.defaults.js'
import { HOME_VIEW, type DiyComponent, type DiyViewValue } from '../modules/decoration/decoration.schema.js'
import { CATEGORIES, DEMO_SHOPS, NOTICES, TOPICS, type TopCategory } from './demo-data.js'
import { SHAPES, drawPicture, drawTabIcon, hexRgb, hsl, writeUpload } from './images.js'
import { GOODS_STATUS } from '../modules/goods/goods.table.js'
import { SHOP_STATUS } from '../modules/shop/shop.table.js'
import { TOPIC_STATUS } from '../modules/topic/topic.table.js'
import { WEBSITE_STATUS } from '../modules/core/core.table.js'

export interface SeedOptions {
  /** where demo pictures go (served under /upload/) */
  uploadDir: string
  goodsCount?: number
  websiteId?: number
}

export interface SeedSummary {
  created: boolean
  shops?: number
  categories?: number
  goods?: number
  skus?: number
  topics?: number
  images?: number
}

/** Goods pictures are reused across goods: a bounded set keeps seeding to a few seconds. */
const GOODS_IMAGES = 40
const CHUNK = 100

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same demo mall. */
function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  }
}

async function chunked<T>(rows: T[], insert: (chunk: T[]) => Promise<void>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

/** Draws every demo picture; returns the relative paths the rows refer to. */
function drawImages(uploadDir: string, shopCount: number, categoryCount: number) {
  let count = 0
  const put = (rel: string, buf: Buffer) => {
    count++
    return writeUpload(uploadDir, `demo/${rel}`, buf)
  }
  const pal = (i: number, n: number): [ReturnType<typeof hsl>, ReturnType<typeof hsl>] => {
    const h = (i * 360) / n
    return [hsl(h, 0.65, 0.62), hsl((h + 40) % 360, 0.7, 0.45)]
  }
  // hues spread so neighbouring goods look different
  const goods = Array.from({ length: GOODS_IMAGES }, (_, i) => put(`goods/${i + 1}.png`, drawPicture(200, 200, ...pal((i * 17) % GOODS_IMAGES, GOODS_IMAGES), SHAPES[i % SHAPES.length])))
  const banners = Array.from({ length: 3 }, (_, i) => put(`banner/${i + 1}.png`, drawPicture(750, 320, ...pal(i * 2 + 1, 7), SHAPES[(i + 2) % SHAPES.length])))
  const topics = Array.from({ length: TOPICS.length }, (_, i) => put(`topic/${i + 1}.png`, drawPicture(750, 320, ...pal(i * 3 + 2, 8), SHAPES[(i + 5) % SHAPES.length])))
  const nav = Array.from({ length: 10 }, (_, i) => put(`nav/${i + 1}.png`, drawPicture(96, 96, ...pal(i, 10), SHAPES[(i + 3) % SHAPES.length])))
  const logos = Array.from({ length: shopCount }, (_, i) => put(`shop/logo-${i + 1}.png`, drawPicture(120, 120, ...pal(i, shopCount), SHAPES[(i + 1) % SHAPES.length])))
  const shopBanners = Array.from({ length: shopCount }, (_, i) => put(`shop/banner-${i + 1}.png`, drawPicture(750, 320, ...pal(i + 0.5, shopCount), SHAPES[(i + 4) % SHAPES.length])))
  const categories = Array.from({ length: categoryCount }, (_, i) => put(`category/${i + 1}.png`, drawPicture(96, 96, ...pal(i, categoryCount), SHAPES[i % SHAPES.length])))
  const grey = hexRgb('#DDDDDD')
  const greyDark = hexRgb('#BBBBBB')
  DEFAULT_IMG_KEYS.forEach((k, i) => {
    const rel = put(`default/${DEFAULT_IMG_FILES[k]}.png`, drawPicture(200, 200, grey, greyDark, SHAPES[i % SHAPES.length], [245, 245, 245]))
    if (rel !== DEFAULT_IMG[k]) throw new Error(`default image path drifted: ${rel}`)
  })
  const tabKeys = [...new Set<TabKey>([...FIVE_ITEM_NAV, ...FOUR_ITEM_NAV])]
  for (const key of tabKeys) {
    for (const selected of [false, true]) {
      const rel = put(`tabbar/${key}${selected ? '-active' : ''}.png`, drawTabIcon(key, hexRgb(selected ? '#FF0036' : '#999999')))
      if (rel !== tabIcon(key, selected)) throw new Error(`tab icon path drifted: ${rel}`)
    }
  }
  return { goods, banners, topics, nav, logos, shopBanners, categories, count }
}

interface CategoryRow {
  id: number
  name: string
  level: number
  path: string
  top: TopCategory
  leaf: boolean
}

/** Fills an empty website with the demo mall; a website that already has shops is left alone. */
export async function seedDemo(handle: DbHandle, opts: SeedOptions): Promise<SeedSummary> {
  const websiteId = opts.websiteId ?? 1
  const goodsCount = opts.goodsCount ?? 240
  const { db, dialect } = handle
  const existing = await db.selectFrom('shop').select('site_id').where('website_id', '=', websiteId).limit(1).executeTakeFirst()
  if (existing) return { created: false }

  const categoryTotal = CATEGORIES.reduce((n, c) => n + 1 + c.children.reduce((m, ch) => m + 1 + (Array.isArray(ch) ? ch[1].length : 0), 0), 0)
  const img = drawImages(opts.uploadDir, DEMO_SHOPS.length, categoryTotal)
  const r = rng(20240601 + websiteId)
  const now = nowSeconds()

  const summary = await db.transaction().execute(async (trx) => {
    const website = await trx.selectFrom('website').select('id').where('id', '=', websiteId).executeTakeFirst()
    if (!website) {
      await trx.insertInto('website').values({ id: websiteId, title: '开源商城', logo: img.logos[0], status: WEBSITE_STATUS.ACTIVE, created_at: now }).execute()
      // an explicit id does not move PostgreSQL's identity sequence; keep it ahead for later websites
      if (dialect === 'postgres') await sql`select setval(pg_get_serial_sequence('website', 'id'), (select max(id) from website))`.execute(trx)
    }

    const shopIds = (await trx.insertInto('shop').values(DEMO_SHOPS.map((s, i) => ({
      website_id: websiteId,
      site_name: s.site_name,
      logo: img.logos[i],
      banner: img.shopBanners[i],
      introduction: s.introduction,
      telephone: s.telephone,
      province_id: s.province_id,
      province_name: s.province_name,
      city_id: s.city_id,
      city_name: s.city_name,
      district_id: s.district_id,
      district_name: s.district_name,
      address: s.address,
      full_address: `${s.province_name}${s.city_name === s.province_name ? '' : s.city_name}${s.district_name}${s.address}`,
      lat: s.lat,
      lng: s.lng,
      start_time: s.start_time,
      end_time: s.end_time,
      is_recommend: s.is_recommend,
      status: SHOP_STATUS.OPEN,
      created_at: now - (DEMO_SHOPS.length - i) * 86400,
    }))).returning('site_id').execute()).map((x) => x.site_id)

    // categories level by level: children need their parent's id
    const categories: CategoryRow[] = []
    let imageIndex = 0
    const addCategory = async (name: string, level: number, parent: CategoryRow | null, top: TopCategory, sort: number, leaf: boolean) => {
      const { category_id } = await trx.insertInto('goods_category').values({
        website_id: websiteId, pid: parent?.id ?? 0, level, category_name: name, image: img.categories[imageIndex++ % img.categories.length], sort,
      }).returning('category_id').executeTakeFirstOrThrow()
      const row = { id: category_id, name, level, path: parent ? `${parent.path},${category_id}` : String(category_id), top, leaf }
      categories.push(row)
      return row
    }
    for (const [ti, top] of CATEGORIES.entries()) {
      const l1 = await addCategory(top.name, 1, null, top, ti + 1, false)
      for (const [ci, child] of top.children.entries()) {
        const [name, grand] = Array.isArray(child) ? child : [child, []]
        const l2 = await addCategory(name, 2, l1, top, ci + 1, grand.length === 0)
        for (const [gi, g] of grand.entries()) await addCategory(g, 3, l2, top, gi + 1, true)
      }
    }
    const leaves = categories.filter((c) => c.leaf)

    // goods: a leaf category, a shop that sells that kind of goods, a believable name
    const names = new Set<string>()
    const goodsRows = []
    const galleries: string[][] = []
    const skuPlans: Array<Array<{ spec_name: string; price: number; market_price: number; stock: number; sale_num: number; sku_image: string }>> = []
    for (let i = 0; i < goodsCount; i++) {
      const leaf = leaves[i % leaves.length]
      const top = leaf.top
      const sellers = DEMO_SHOPS.map((s, si) => (s.sells.includes(top.name) ? si : -1)).filter((si) => si >= 0)
      const shopIndex = sellers.length ? r.pick(sellers) : r.int(0, DEMO_SHOPS.length - 1)
      let name = ''
      for (let attempt = 0; attempt < 10 && (!name || names.has(name)); attempt++) {
        name = `${r.pick(top.brands)} ${r.pick(top.adjectives)}${leaf.name} ${r.pick(top.suffixes)}`
      }
      if (names.has(name)) name = `${name} ${i + 1}号`
      names.add(name)
      const imageNo = i % GOODS_IMAGES
      const images = [img.goods[imageNo], img.goods[(imageNo + 7) % GOODS_IMAGES], img.goods[(imageNo + 13) % GOODS_IMAGES]].slice(0, r.int(2, 3))

      // SKUs: combinations of the spec lists, 1 to 4 of them
      const combos = top.specs.reduce<string[]>((acc, list) => acc.flatMap((a) => list.map((v) => (a ? `${a} / ${v}` : v))), [''])
      const skuCount = Math.min(combos.length, r.int(1, 4))
      const start = r.int(0, combos.length - skuCount)
      const base = Math.round(r.int(top.price[0], top.price[1]) / 100) * 100 - 10 // shop-style prices: ¥39.90
      const soldOut = r.next() < 0.06
      const skus = combos.slice(start, start + skuCount).map((spec_name, k) => {
        const price = base + k * Math.round(base * 0.1 / 100) * 100
        return {
          spec_name,
          price,
          market_price: Math.round((price * (1.2 + r.next() * 0.5)) / 100) * 100,
          stock: soldOut ? 0 : r.int(0, 500),
          sale_num: r.int(0, 800),
          sku_image: img.goods[(imageNo + k * 3) % GOODS_IMAGES],
        }
      })
      skuPlans.push(skus)
      galleries.push(images)
      goodsRows.push({
        website_id: websiteId,
        site_id: shopIds[shopIndex],
        category_id: leaf.id,
        category_path: leaf.path,
        goods_name: name,
        introduction: `${r.pick(top.adjectives)}好物，${r.pick(top.suffixes)}`,
        description: `<p>${name}</p><p>品牌：${name.split(' ')[0]}。精选${leaf.name}，${DEMO_SHOPS[shopIndex].site_name}发货。</p>`,
        unit: r.pick(top.units),
        goods_image: images[0],
        sale_num: skus.reduce((n, s) => n + s.sale_num, 0),
        is_recommend: r.next() < 0.3 ? 1 : 0,
        status: GOODS_STATUS.ON_SALE,
        created_at: now - r.int(0, 90 * 86400),
      })
    }
    const goodsIds: number[] = []
    await chunked(goodsRows, async (chunk) => {
      // both databases return the ids of a multi-row insert in VALUES order
      for (const row of await trx.insertInto('goods').values(chunk).returning('goods_id').execute()) goodsIds.push(row.goods_id)
    })
    await chunked(galleries.flatMap((images, i) => images.map((image, sort) => ({ goods_id: goodsIds[i], image, sort }))), async (chunk) => {
      await trx.insertInto('goods_image').values(chunk).execute()
    })
    const skuRows = skuPlans.flatMap((skus, i) => skus.map((s) => ({ goods_id: goodsIds[i], ...s })))
    const skuIds: number[] = []
    await chunked(skuRows, async (chunk) => {
      for (const row of await trx.insertInto('goods_sku').values(chunk).returning('sku_id').execute()) skuIds.push(row.sku_id)
    })
    const skusByGoods = new Map<number, Array<{ sku_id: number; price: number }>>()
    skuRows.forEach((s, k) => {
      const list = skusByGoods.get(s.goods_id) ?? []
      list.push({ sku_id: skuIds[k], price: s.price })
      skusByGoods.set(s.goods_id, list)
    })

    // topics: distinct goods per topic, each at about 80 % of its cheapest SKU
    const topicIds: number[] = []
    for (const [ti, t] of TOPICS.entries()) {
      const { topic_id } = await trx.insertInto('topic').values({
        website_id: websiteId, topic_name: t.topic_name, banner: img.topics[ti], remark: t.remark,
        start_time: now - t.startDaysAgo * 86400, end_time: now + t.endDaysAhead * 86400, status: TOPIC_STATUS.ON,
      }).returning('topic_id').executeTakeFirstOrThrow()
      topicIds.push(topic_id)
      const picked = new Set<number>()
      const want = Math.min(r.int(6, 8), goodsIds.length)
      while (picked.size < want) picked.add(goodsIds[(r.int(0, goodsIds.length - 1) + ti * 3) % goodsIds.length])
      await trx.insertInto('topic_goods').values([...picked].map((goodsId, sort) => {
        const cheapest = skusByGoods.get(goodsId)!.reduce((a, b) => (b.price < a.price ? b : a))
        return { topic_id, goods_id: goodsId, sku_id: cheapest.sku_id, topic_price: Math.max(1, Math.round((cheapest.price * 0.8) / 10) * 10), sort }
      })).execute()
    }

    const top = categories.filter((c) => c.level === 1)
    const components: DiyComponent[] = [
      {
        id: 'banner-1', type: 'banner', list: [
          { image: img.banners[0], link: { wap_url: '/pages/goods/list/list' } },
          { image: img.banners[1], link: { wap_url: `/promotionpages/topics/detail/detail?topic_id=${topicIds[0]}` } },
          { image: img.banners[2], link: { wap_url: '/otherpages/shop/street/street' } },
        ],
      },
      {
        id: 'nav-1', type: 'nav', list: [
          { title: '全部分类', title_en: 'Categories', icon: img.nav[0], link: { wap_url: '/pages/goods/category/category' } },
          ...top.slice(0, 5).map((c, i) => ({
            title: c.name, title_en: ['Clothing', 'Food', 'Digital', 'Home', 'Beauty', 'Baby'][i], icon: img.nav[i + 1],
            link: { wap_url: `/pages/goods/list/list?category_id=${c.id}` },
          })),
          { title: '店铺街', title_en: 'Shop street', icon: img.nav[6], link: { wap_url: '/otherpages/shop/street/street' } },
          { title: '搜索', title_en: 'Search', icon: img.nav[7], link: { wap_url: '/otherpages/goods/search/search' } },
          { title: '专题活动', title_en: 'Topics', icon: img.nav[8], link: { wap_url: '/promotionpages/topics/list/list' } },
          { title: '生活圈', title_en: 'Life circle', icon: img.nav[9], link: { wap_url: '/pages/dianjia/life/life' } },
        ],
      },
      {
        id: 'notice-1', type: 'notice', list: NOTICES.map((n, i) => ({
          title: n.title, link: { wap_url: i === 0 ? `/promotionpages/topics/detail/detail?topic_id=${topicIds[0]}` : '/otherpages/shop/street/street' },
        })),
      },
      { id: 'goods-recommend', type: 'goods', title: '为你推荐', title_en: 'Recommended', source: 'recommend', count: 6 },
      { id: 'goods-new', type: 'goods', title: '新品上架', title_en: 'New arrivals', source: 'new', count: 10 },
      { id: 'shops-1', type: 'shops', title: '附近门店', title_en: 'Nearby shops', count: 4 },
    ]
    const value: DiyViewValue = { global: { title: '开源商城', bgColor: '#F7F7F7' }, components }
    await trx.insertInto('diy_view').values({ website_id: websiteId, site_id: 0, name: HOME_VIEW, title: '首页', value: JSON.stringify(value), updated_at: now }).execute()

    return {
      created: true,
      shops: shopIds.length,
      categories: categories.length,
      goods: goodsIds.length,
      skus: skuIds.length,
      topics: topicIds.length,
      images: img.count,
    }
  })
  // the neighbourhoods the region lookup matches shoppers to
  await seedCommunities(handle, websiteId)
  // notices, help and store notes (they mention the goods above; the home notice bar opens them)
  await seedContent(handle, websiteId)
  // brands (and the goods' brand_id), shop licences, the demo landing pages
  await seedPartnerDemo(db, websiteId, opts.uploadDir)
  // a decorated home for the first shop of the street
  await seedShopDemo(db, websiteId)
  return summary
}
