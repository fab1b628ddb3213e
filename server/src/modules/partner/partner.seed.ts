import fs from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { paths } from '../../config.js'
import type { Database } from '../../db/schema.js'
import { nowSeconds } from '../../db/database.js'
import { SHAPES, drawPicture, hexRgb, writeUpload } from '../../seed/images.js'
import { seedBrands } from '../brand/brand.seed.js'
import { seedLandingPages } from '../decoration/decoration.seed-pages.js'

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** A unified social credit code (GB 32100-2015) with its check character, from a region code and a serial. */
export function creditCode(regionCode: number, serial: number): string {
  // 9: registered with the market regulator, 1: an enterprise; then the region and a 9-character body
  const body = `91${String(regionCode).padStart(6, '0')}${String(330000000 + serial * 7919).slice(-8)}${CODE_CHARS[serial % 31]}`
  const sum = [...body].reduce((s, ch, i) => s + CODE_CHARS.indexOf(ch) * CODE_WEIGHTS[i], 0)
  return body + CODE_CHARS[(31 - (sum % 31)) % 31]
}

const SCOPES = [
  '日用百货、预包装食品、服装鞋帽、家用电器的零售；互联网销售（除销售需要许可的商品）。',
  '母婴用品、儿童玩具、服装的零售；食品经营（销售预包装食品）；互联网销售。',
]

/** One licence per open shop, with a drawn licence picture and a qualification picture. Added only for shops without one. */
export async function seedLicenses(db: Kysely<Database>, websiteId: number, uploadDir: string): Promise<number> {
  const shops = await db.selectFrom('shop as s')
    .leftJoin('shop_license as l', 'l.site_id', 's.site_id')
    .select(['s.site_id', 's.site_name', 's.district_id', 's.full_address', 's.city_name', 's.district_name', 's.created_at'])
    .where('s.website_id', '=', websiteId).where('l.id', 'is', null)
    .orderBy('s.site_id').execute()
  const now = nowSeconds()
  for (const [i, s] of shops.entries()) {
    const paper = hexRgb('#F4EAD5')
    const ink = hexRgb('#B8312F')
    const images = [
      writeUpload(uploadDir, `demo/license/${s.site_id}-license.png`, drawPicture(600, 420, paper, hexRgb('#E2CFA8'), SHAPES[(i + 2) % SHAPES.length], ink)),
      writeUpload(uploadDir, `demo/license/${s.site_id}-permit.png`, drawPicture(600, 420, hexRgb('#E3F0FA'), hexRgb('#B7D3EA'), SHAPES[(i + 5) % SHAPES.length], hexRgb('#2F6DB8'))),
    ]
    const established = Number(s.created_at) - (400 + i * 97) * 86400
    await db.insertInto('shop_license').values({
      website_id: websiteId,
      site_id: s.site_id,
      company_name: `${s.city_name.replace(/市$/, '')}${s.site_name}商贸有限公司`,
      credit_code: creditCode(s.district_id, s.site_id),
      legal_person: ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨帆'][i % 6],
      company_type: '有限责任公司（自然人投资或控股）',
      registered_capital: `${[50, 100, 200, 500][i % 4]}万元人民币`,
      business_scope: SCOPES[i % SCOPES.length],
      address: s.full_address,
      authority: `${s.city_name}${s.district_name}市场监督管理局`,
      established_at: established,
      // every third licence is long-term, the others run twenty years
      valid_to: i % 3 === 0 ? 0 : established + 20 * 365 * 86400,
      images: JSON.stringify(images),
      created_at: now,
    }).onConflict((oc) => oc.column('site_id').doNothing()).execute()
  }
  return shops.length
}

/** A 4-second H.264 clip drawn for the demo (server/data/demo): MP4, which the mini-programs' video and iOS play (WebM they do not). */
const DEMO_VIDEO = path.join(paths.serverRoot, 'data', 'demo', 'goods-video.mp4')

/** The first three goods (by id) get the demo video, so the detail page's play button shows. */
export async function seedGoodsVideos(db: Kysely<Database>, websiteId: number, uploadDir: string): Promise<number> {
  if (!fs.existsSync(DEMO_VIDEO)) return 0
  const taken = await db.selectFrom('goods').select('goods_id').where('website_id', '=', websiteId).where('video_url', '!=', '').executeTakeFirst()
  if (taken) return 0
  const video = writeUpload(uploadDir, 'demo/video/goods-1.mp4', fs.readFileSync(DEMO_VIDEO))
  const goods = await db.selectFrom('goods').select('goods_id').where('website_id', '=', websiteId).orderBy('goods_id').limit(3).execute()
  if (!goods.length) return 0
  await db.updateTable('goods').set({ video_url: video }).where('goods_id', 'in', goods.map((g) => g.goods_id)).execute()
  return goods.length
}

/** The partner, brand and landing-page demo (after the demo mall: it reads its shops, goods and home page). */
export async function seedPartnerDemo(db: Kysely<Database>, websiteId: number, uploadDir: string) {
  const brands = await seedBrands(db, websiteId, uploadDir)
  const licenses = await seedLicenses(db, websiteId, uploadDir)
  const landingPages = await seedLandingPages(db, websiteId)
  const videos = await seedGoodsVideos(db, websiteId, uploadDir)
  return { brands, licenses, landingPages, videos }
}
